import multipart from '@fastify/multipart';
import {
  messageResponseSchema,
  ORDER_FORM_LIMITS,
  orderFormDetailSchema,
  orderFormFileParamsSchema,
  orderFormListQuerySchema,
  orderFormRowSchema,
  orderFormSavedSchema,
  successEnvelope,
  tableListSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { fileById, listFiles, sendFile } from '../files/index';
import { toOrderDetail, toOrderRow } from './mappers';
import { findOrder, listOrders, orderLines } from './repository';
import { createOrder, deleteOrder, orderScopeOf, updateOrder } from './service';
import { idempotencyKey, OWNER_DOMAIN, ownerOf } from './upload';

const ORDER_COLUMNS = [
  ['number', 'orderForm.columns.number'],
  ['created_at', 'orderForm.columns.created_at'],
  ['client', 'orderForm.columns.client'],
  ['agency', 'orderForm.columns.agency'],
  ['customer_code', 'orderForm.columns.customer_code'],
  ['reference', 'orderForm.columns.reference'],
  ['model', 'orderForm.columns.model'],
  ['order_date', 'orderForm.columns.order_date'],
  ['requested_delivery_date', 'orderForm.columns.requested_delivery_date'],
  ['lines', 'orderForm.columns.lines'],
  ['attachments', 'orderForm.columns.attachments'],
  ['created_by', 'orderForm.columns.created_by'],
  ['state', 'orderForm.columns.state'],
  ['sent_at', 'orderForm.columns.sent_at'],
] as const;

/** Room for every attachment at its limit and the order's fields. */
const BODY_LIMIT = ORDER_FORM_LIMITS.attachments * ORDER_FORM_LIMITS.attachmentBytes + 2 * 1024 * 1024;

/**
 * The order form's own calls (spec §7 "Generic and order form"): `send-request` to create or change
 * a draft (multipart), the list, the detail, an attachment, and deleting a draft. Every signed-in
 * role but press: staff all orders, an agent their agency's clients', a customer its own.
 */
const orderFormRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: ORDER_FORM_LIMITS.attachmentBytes,
      // One more than allowed of each, so the reader answers "at most 10 attachments" or "unexpected
      // field" rather than the parser's bare 413.
      files: ORDER_FORM_LIMITS.attachments + 1,
      fields: 2,
      parts: ORDER_FORM_LIMITS.attachments + 3,
      fieldSize: 256 * 1024,
    },
  });

  const saved = { 200: successEnvelope(orderFormSavedSchema) };

  app.post(
    '/order-form/send-request',
    { bodyLimit: BODY_LIMIT, schema: { tags: ['order-form'], response: saved } },
    async (request) => {
      const key = idempotencyKey(request);
      const order = await createOrder(app, request, currentUser(request), key);
      return ok({ ...order, message: request.t('orderForm.success.saved') });
    },
  );

  app.post(
    '/order-form/send-request/:id',
    { bodyLimit: BODY_LIMIT, schema: { tags: ['order-form'], params: idParamsSchema, response: saved } },
    async (request) => {
      const key = idempotencyKey(request);
      const order = await updateOrder(app, request, currentUser(request), request.params.id, key);
      return ok({ ...order, message: request.t('orderForm.success.saved') });
    },
  );

  app.get(
    '/order-form',
    {
      config: { cached: true },
      schema: {
        tags: ['order-form'],
        querystring: orderFormListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(orderFormRowSchema)) },
      },
    },
    async (request) => {
      const scope = orderScopeOf(currentUser(request));
      const result = await listOrders(app.db, scope, request.query);
      const t = request.t.bind(request);
      const rows = result.rows.map((r) => toOrderRow(t, r));
      const columns = scope.kind === 'all' ? ORDER_COLUMNS : ORDER_COLUMNS.filter(([key]) => key !== 'agency');
      return ok(tableList(request, columns, { ...result, rows }, request.query));
    },
  );

  app.get(
    '/order-form/:id',
    {
      schema: {
        tags: ['order-form'],
        params: idParamsSchema,
        response: { 200: successEnvelope(orderFormDetailSchema) },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, orderScopeOf(currentUser(request)), request.params.id);
      if (!order) throw notFound();
      const [lines, files] = await Promise.all([orderLines(app.db, order.id), listFiles(app.db, ownerOf(order.id))]);
      return ok(toOrderDetail(request.t.bind(request), order, lines, files));
    },
  );

  app.get(
    '/order-form/:id/files/:fileId',
    { schema: { tags: ['order-form'], params: orderFormFileParamsSchema } },
    async (request, reply) => {
      const order = await findOrder(app.db, orderScopeOf(currentUser(request)), request.params.id);
      const file = order ? await fileById(app.db, request.params.fileId) : undefined;
      if (!file || file.ownerDomain !== OWNER_DOMAIN || file.ownerKey !== String(request.params.id) || file.variantOf)
        throw notFound();
      return sendFile(request, reply, app.storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-cache',
      });
    },
  );

  app.delete(
    '/order-form/:id',
    {
      schema: {
        tags: ['order-form'],
        params: idParamsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await deleteOrder(app, currentUser(request), request.params.id, request.ip);
      return message(request.t('orderForm.success.deleted'));
    },
  );
};

export default orderFormRoutes;
