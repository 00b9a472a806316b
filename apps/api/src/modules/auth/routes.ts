import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  successEnvelope,
  textSchema,
  updateProfileRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../lib/crypto';
import { message, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { toSessionUser } from './mapping';
import { findLiveUserToken, setLanguage } from './repository';
import { changePassword, forgotPassword, login, resetPassword } from './service';
import { revokeSession } from './session-repository';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  lang: request.lang,
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 };
  const limited = { auth: 'public', rateLimit } as const;
  const messageEnvelope = { 200: successEnvelope(messageResponseSchema) };

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: successEnvelope(loginResponseSchema) } },
    },
    async (request) => ok(await login(app, request.body, client(request))),
  );

  app.post('/auth/logout', { schema: { tags: ['auth'], response: messageEnvelope } }, async (request) => {
    await revokeSession(app.db, currentUser(request).sessionId);
    return message(request.t('auth.success.loggedOut'));
  });

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: { 200: successEnvelope(sessionUserSchema) } } },
    async (request) => ok(toSessionUser(currentUser(request))),
  );

  app.put(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        body: updateProfileRequestSchema,
        response: { 200: successEnvelope(sessionUserSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setLanguage(app.db, user.id, request.body.language);
      return ok(toSessionUser({ ...user, language: request.body.language }));
    },
  );

  app.post(
    '/auth/forgot-password',
    { config: limited, schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: messageEnvelope } },
    async (request) => {
      await forgotPassword(app, request.body.email);
      return message(request.t('auth.success.resetEmailSent'));
    },
  );

  app.get(
    '/auth/reset-password/:token',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        params: z.object({ token: textSchema().max(200) }),
        response: { 200: successEnvelope(z.object({ purpose: z.enum(['reset', 'activate']), username: z.string() })) },
      },
    },
    async (request) => {
      const link = await findLiveUserToken(app.db, sha256(request.params.token));
      if (!link) throw badRequest('auth.errors.invalidLink');
      return ok(link);
    },
  );

  app.post(
    '/auth/reset-password',
    { config: limited, schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: messageEnvelope } },
    async (request) => {
      await resetPassword(app, request.body, client(request));
      return message(request.t('auth.success.passwordReset'));
    },
  );

  app.post(
    '/auth/change-password',
    { config: { rateLimit }, schema: { tags: ['auth'], body: changePasswordRequestSchema, response: messageEnvelope } },
    async (request) => {
      await changePassword(app, currentUser(request), request.body, client(request));
      return message(request.t('auth.success.passwordChanged'));
    },
  );
};

export default authRoutes;
