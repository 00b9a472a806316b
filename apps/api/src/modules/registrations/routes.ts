import {
  approveRegistrationSchema,
  messageResponseSchema,
  registerRequestSchema,
  registrationListQuerySchema,
  registrationRowSchema,
  rejectRegistrationSchema,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { iso } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { customerClaims } from './customer-claim';
import { listRegistrations } from './repository';
import { approve, register, reject } from './service';

const admins = [USER_TYPE.admin] as const;
const COLUMNS = [
  ['created_at', 'registrations.columns.createdAt'],
  ['company_name', 'registrations.columns.company'],
  ['name', 'registrations.columns.name'],
  ['username', 'registrations.columns.username'],
  ['email', 'registrations.columns.email'],
  ['user_type', 'registrations.columns.kind'],
  ['country', 'registrations.columns.country'],
  ['status', 'registrations.columns.status'],
] as const;

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      config: { auth: 'public', rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await register(app, request.body, request.lang, request.ip);
      return message(request.t('registrations.success.sent'));
    },
  );

  app.get(
    '/admin/registrations',
    {
      config: { roles: admins, cached: true },
      schema: {
        tags: ['admin'],
        querystring: registrationListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(registrationRowSchema)) },
      },
    },
    async (request) => {
      const query = request.query;
      const result = await listRegistrations(app.db, query);
      const claims = await customerClaims(app.db, result.rows);
      const rows = result.rows.map((r) => {
        const data = r.data as Record<string, string | undefined>;
        return {
          id: r.id,
          status: r.status,
          username: r.username,
          email: r.email,
          name: data.name ?? '',
          surname: data.surname ?? '',
          company_name: data.company_name || data.magazine || null,
          user_type: r.kind,
          country: data.country ?? '',
          city: data.city ?? '',
          vat_number: data.vat_number ?? '',
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
          decided_at: iso(r.decidedAt),
          data: r.data,
          customer_claim: claims.get(r.id) ?? null,
        };
      });
      return ok(tableList(request, COLUMNS, { rows, total: result.total, capped: result.capped }, query));
    },
  );

  app.post(
    '/admin/registrations/:id/approve',
    {
      config: { roles: admins },
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        // No body (or no `client_id`) approves without attaching the account to an existing company.
        body: z.preprocess((v) => v ?? {}, approveRegistrationSchema),
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await approve(app, request.params.id, currentUser(request).id, request.body);
      return message(request.t('registrations.success.approved'));
    },
  );

  app.post(
    '/admin/registrations/:id/reject',
    {
      config: { roles: admins },
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: rejectRegistrationSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await reject(app, request.params.id, currentUser(request).id, request.body.reason);
      return message(request.t('registrations.success.rejected'));
    },
  );
};

export default registrationRoutes;
