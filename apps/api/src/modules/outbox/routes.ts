import {
  messageResponseSchema,
  outboxDeliverySchema,
  outboxDetailSchema,
  outboxListQuerySchema,
  outboxRowSchema,
  STAFF,
  successEnvelope,
  tableListSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { iso } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { findOutbox, listOutbox } from './repository';
import { outboxReader, retryMessage } from './service';

const COLUMNS = [
  ['created_at', 'outbox.columns.createdAt'],
  ['to', 'outbox.columns.to'],
  ['subject', 'outbox.columns.subject'],
  ['status', 'outbox.columns.status'],
  ['attempts', 'outbox.columns.attempts'],
  ['sent_at', 'outbox.columns.sentAt'],
  ['last_error', 'outbox.columns.lastError'],
] as const;

type Row = NonNullable<Awaited<ReturnType<typeof findOutbox>>>;
const toRow = (r: Row, seen: { subject: string; masked: boolean; label: string }) => ({
  id: r.id,
  to: r.to,
  subject: seen.subject,
  template: r.template,
  template_label: seen.label,
  language: r.language,
  status: r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  sent_at: iso(r.sentAt),
  next_attempt_at: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
  masked: seen.masked,
});

/**
 * Outgoing e-mail, readable by admin and sales, with Send again for a failed or a sent message. Links and
 * codes meant for the recipient are masked as `outboxReader` decides, in every answer.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF } as const;

  app.get(
    '/admin/outbox',
    {
      config: { ...config, cached: true },
      schema: {
        tags: ['admin'],
        querystring: outboxListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(outboxRowSchema)) },
      },
    },
    async (request) => {
      const reader = await outboxReader(app, currentUser(request));
      const result = await listOutbox(app.db, request.query, { masked: !reader.secretsVisible });
      const rows = result.rows.map((r) =>
        toRow(r, { ...reader.show(r), label: reader.label(r.template, (key) => request.t(key)) }),
      );
      return ok(tableList(request, COLUMNS, { rows, total: result.total, capped: result.capped }, request.query));
    },
  );

  app.get(
    '/admin/outbox/delivery',
    { config, schema: { tags: ['admin'], response: { 200: successEnvelope(outboxDeliverySchema) } } },
    async (request) => {
      const reader = await outboxReader(app, currentUser(request));
      return ok({ smtp: reader.smtp, secrets_visible: reader.secretsVisible });
    },
  );

  app.get(
    '/admin/outbox/:id',
    {
      config,
      schema: { tags: ['admin'], params: idParamsSchema, response: { 200: successEnvelope(outboxDetailSchema) } },
    },
    async (request) => {
      const row = await findOutbox(app.db, request.params.id);
      if (!row) throw notFound();
      const reader = await outboxReader(app, currentUser(request));
      const seen = reader.show(row);
      return ok({
        ...toRow(row, { ...seen, label: reader.label(row.template, (key) => request.t(key)) }),
        text: seen.text,
        html: seen.html,
      });
    },
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      config,
      schema: { tags: ['admin'], params: idParamsSchema, response: { 200: successEnvelope(messageResponseSchema) } },
    },
    async (request) => {
      await retryMessage(app.db, currentUser(request).id, request.params.id);
      return message(request.t('outbox.success.retried'));
    },
  );
};

export default outboxRoutes;
