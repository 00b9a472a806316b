import {
  createdResponseSchema,
  messageResponseSchema,
  readyItemSchema,
  readyStockListQuerySchema,
  reservationInputSchema,
  reservationListQuerySchema,
  reservationRefuseSchema,
  reservationRowSchema,
  STAFF,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { type AuthUser, currentUser } from '../../plugins/auth';
import { toReadyItem, toReservationRow } from './mappers';
import { listReady, listReservations, type ReservationScope, readyFacets } from './repository';
import { close, decide, reserve } from './service';

const EVERYONE = Object.values(USER_TYPE);
const BUYERS = [USER_TYPE.agent, USER_TYPE.customer];
const done = successEnvelope(messageResponseSchema);

const READY_COLUMNS = [
  ['code', 'readyStock.columns.code'],
  ['ean', 'readyStock.columns.ean'],
  ['type', 'readyStock.columns.type'],
  ['brand', 'readyStock.columns.brand'],
  ['internal_code', 'readyStock.columns.internal_code'],
  ['description', 'readyStock.columns.description'],
  ['price', 'readyStock.columns.price'],
  ['weight_kg', 'readyStock.columns.weight_kg'],
  ['availability', 'readyStock.columns.availability'],
] as const;

const RESERVATION_COLUMNS = [
  ['id', 'readyStock.columns.id'],
  ['created_at', 'readyStock.columns.created_at'],
  ['code', 'readyStock.columns.code'],
  ['client', 'readyStock.columns.client'],
  ['agency', 'readyStock.columns.agency'],
  ['ordered_by', 'readyStock.columns.ordered_by'],
  ['delivery_mode', 'readyStock.columns.delivery_mode'],
  ['ready_on', 'readyStock.columns.ready_on'],
  ['collect_by', 'readyStock.columns.collect_by'],
  ['state', 'readyStock.columns.state'],
] as const;

/** Staff see every reservation, an agent their agency's, a customer its company's. */
export function reservationScope(user: AuthUser): ReservationScope {
  if (STAFF.includes(user.userType)) return { kind: 'all' };
  if (user.userType === USER_TYPE.agent) return { kind: 'agency', agencyId: user.agencyId ?? 0 };
  return { kind: 'client', clientId: user.clientId ?? 0 };
}

/** Press customers read only the news and the downloads (PRODUCT.md §2), not the stock and its prices. */
function refusePress(user: AuthUser): AuthUser {
  if (user.userType === USER_TYPE.customer && user.clientKind === 'press') throw forbidden();
  return user;
}

/**
 * Ready for delivery (spec §3, PRODUCT.md §4): the appliances in stock with their availability,
 * read by everyone signed in; agents (for a client) and customers (for themselves) reserve a
 * unit; staff accept, refuse with a reason, and close what left.
 */
const readyStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ready-stock',
    {
      config: { roles: EVERYONE, cached: true },
      schema: {
        tags: ['ready-stock'],
        querystring: readyStockListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(readyItemSchema)) },
      },
    },
    async (request) => {
      refusePress(currentUser(request));
      const result = await listReady(app.db, request.query);
      const rows = result.rows.map((r) => toReadyItem(request.t.bind(request), r));
      return ok(tableList(request, READY_COLUMNS, { ...result, rows }, request.query));
    },
  );

  app.get(
    '/ready-stock/facets',
    {
      config: { roles: EVERYONE, cached: true },
      schema: {
        tags: ['ready-stock'],
        response: { 200: successEnvelope(z.object({ types: z.array(z.string()), brands: z.array(z.string()) })) },
      },
    },
    async (request) => {
      refusePress(currentUser(request));
      const rows = await readyFacets(app.db);
      const types = [...new Set(rows.map((r) => r.type))].sort();
      const brands = [...new Set(rows.map((r) => r.brand))].sort();
      return ok({ types, brands });
    },
  );

  app.post(
    '/ready-stock/:id/reservations',
    {
      config: { roles: BUYERS },
      schema: {
        tags: ['ready-stock'],
        params: idParamsSchema,
        body: reservationInputSchema,
        response: {
          200: successEnvelope(
            createdResponseSchema.extend({ ready_on: z.string().optional(), collect_by: z.string().optional() }),
          ),
        },
      },
    },
    async (request) => {
      const made = await reserve(app, refusePress(currentUser(request)), request.params.id, request.body);
      return ok({ ...made, message: request.t('readyStock.success.reserved') });
    },
  );

  app.get(
    '/ready-stock/reservations',
    {
      config: { roles: EVERYONE, cached: true },
      schema: {
        tags: ['ready-stock'],
        querystring: reservationListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(reservationRowSchema)) },
      },
    },
    async (request) => {
      const scope = reservationScope(refusePress(currentUser(request)));
      const result = await listReservations(app.db, scope, request.query);
      const rows = result.rows.map((r) => toReservationRow(request.t.bind(request), r));
      const columns = scope.kind === 'all' ? RESERVATION_COLUMNS : RESERVATION_COLUMNS.filter(([k]) => k !== 'agency');
      return ok(tableList(request, columns, { ...result, rows }, request.query));
    },
  );

  app.post(
    '/ready-stock/reservations/:id/accept',
    {
      config: { roles: STAFF },
      schema: { tags: ['ready-stock'], params: idParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await decide(app, currentUser(request), request.params.id, { to: 'accepted' });
      return message(request.t('readyStock.success.accepted'));
    },
  );

  app.post(
    '/ready-stock/reservations/:id/refuse',
    {
      config: { roles: STAFF },
      schema: { tags: ['ready-stock'], params: idParamsSchema, body: reservationRefuseSchema, response: { 200: done } },
    },
    async (request) => {
      await decide(app, currentUser(request), request.params.id, { to: 'refused', reason: request.body.reason });
      return message(request.t('readyStock.success.refused'));
    },
  );

  app.post(
    '/ready-stock/reservations/:id/close',
    {
      config: { roles: STAFF },
      schema: { tags: ['ready-stock'], params: idParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await close(app, currentUser(request), request.params.id);
      return message(request.t('readyStock.success.closed'));
    },
  );
};

export default readyStockRoutes;
