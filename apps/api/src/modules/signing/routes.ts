import {
  messageResponseSchema,
  STAFF,
  signAcceptSchema,
  signDeclineSchema,
  signDoneResponseSchema,
  signEventsResponseSchema,
  signOtpResponseSchema,
  signSubmitSchema,
  signTokenParamsSchema,
  signVerifySchema,
  signViewSchema,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { idSchema } from '../../lib/params';
import { currentUser } from '../../plugins/auth';
import { type FileRecord, sendFile } from '../files/index';
import { signKind } from './kinds';
import {
  acceptRefused,
  acceptTerms,
  type Caller,
  declineSigning,
  openSigning,
  sendCode,
  signedPdfByToken,
  signSheet,
  verifyCode,
} from './service';
import { sendReminder, staffSignEvents, staffSignedPdf } from './staff';

const sheetParams = z.object({ sheetId: idSchema });
const idParams = z.object({ id: idSchema });
const messageEnvelope = successEnvelope(messageResponseSchema);
const AGENTS = [USER_TYPE.agent] as const;

const caller = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  lang: request.lang,
});

/** A signed PDF, saved under its name in the request's language; Range, If-Range and ETag as every file. */
const sendPdf = (request: FastifyRequest, reply: FastifyReply, pdf: { file: FileRecord; fileName: string }) =>
  sendFile(request, reply, request.server.storage, pdf.file, {
    disposition: 'attachment',
    name: pdf.fileName,
    cacheControl: 'private, no-store',
  });

/**
 * Signing by e-mail link (public, by token) and its staff side: reminders, the signed PDF and
 * the events of a sheet. Rules live in service.ts and staff.ts.
 */
const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicConfig = {
    auth: 'public' as const,
    rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 },
  };
  const tags = ['signing'];

  app.get(
    '/sign/:signToken',
    {
      config: publicConfig,
      schema: { tags, params: signTokenParamsSchema, response: { 200: successEnvelope(signViewSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await openSigning(app, request.params.signToken, caller(request)));
    },
  );

  app.post(
    '/sign/:signToken/accept',
    {
      config: publicConfig,
      // A refused body is told in the words of what the link signs (an adhesion is no sheet).
      attachValidation: true,
      schema: { tags, params: signTokenParamsSchema, body: signAcceptSchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      if (request.validationError) throw await acceptRefused(app, request.params.signToken, request.validationError);
      const kind = await acceptTerms(app, request.params.signToken, request.body, caller(request));
      return message(request.t(signKind(kind).words.accepted));
    },
  );

  app.post(
    '/sign/:signToken/otp',
    {
      config: publicConfig,
      schema: { tags, params: signTokenParamsSchema, response: { 200: successEnvelope(signOtpResponseSchema) } },
    },
    async (request) => {
      const sent = await sendCode(app, request.params.signToken, caller(request));
      return ok({
        message: request.t('signing.success.codeSent', { email: sent.emailMasked }),
        expires_at: sent.expiresAt.toISOString(),
        email_masked: sent.emailMasked,
      });
    },
  );

  app.post(
    '/sign/:signToken/verify',
    {
      config: publicConfig,
      schema: { tags, params: signTokenParamsSchema, body: signVerifySchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      await verifyCode(app, request.params.signToken, request.body.code, caller(request));
      return message(request.t('signing.success.verified'));
    },
  );

  app.post(
    '/sign/:signToken',
    {
      config: publicConfig,
      schema: {
        tags,
        params: signTokenParamsSchema,
        body: signSubmitSchema,
        response: { 200: successEnvelope(signDoneResponseSchema) },
      },
    },
    async (request) => {
      const done = await signSheet(app, request.params.signToken, request.body, caller(request));
      return ok({
        message: request.t(signKind(done.kind).words.signed),
        signed_at: done.signedAt.toISOString(),
        document_sha256: done.documentSha256,
      });
    },
  );

  app.post(
    '/sign/:signToken/decline',
    {
      config: publicConfig,
      schema: { tags, params: signTokenParamsSchema, body: signDeclineSchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const kind = await declineSigning(app, request.params.signToken, request.body.reason, caller(request));
      return message(request.t(signKind(kind).words.declined));
    },
  );

  app.get(
    '/sign/:signToken/pdf',
    { config: publicConfig, schema: { tags, params: signTokenParamsSchema } },
    async (request, reply) =>
      sendPdf(request, reply, await signedPdfByToken(app, request.params.signToken, request.lang)),
  );

  // Staff (admin/sales) on admin/ paths, agents on their agencies/ twins (spec §6).
  for (const [prefix, roles] of [
    ['admin', STAFF],
    ['agencies', AGENTS],
  ] as const) {
    app.get(
      prefix === 'admin' ? '/admin/agencies/reminder/:id' : '/agencies/reminder/:id',
      { config: { roles }, schema: { tags, params: idParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await sendReminder(app, request.params.id, currentUser(request), request.ip);
        return message(request.t('signing.success.reminderSent'));
      },
    );

    app.get(
      `/${prefix}/schede/signed-pdf/:sheetId`,
      { config: { roles }, schema: { tags, params: sheetParams } },
      async (request, reply) =>
        sendPdf(request, reply, await staffSignedPdf(app, request.params.sheetId, currentUser(request), request.lang)),
    );

    app.get(
      `/${prefix}/schede/sign-events/:sheetId`,
      {
        config: { roles },
        schema: { tags, params: sheetParams, response: { 200: successEnvelope(signEventsResponseSchema) } },
      },
      async (request) =>
        ok({ rows: await staffSignEvents(app, request.params.sheetId, currentUser(request), request.lang) }),
    );
  }
};

export default signingRoutes;
