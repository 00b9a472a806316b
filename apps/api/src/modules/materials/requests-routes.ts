import {
  materialRequestListQuerySchema,
  materialRequestRowSchema,
  messageResponseSchema,
  pageParamSchema,
  requestDecisionSchema,
  STAFF,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { scopeOf } from '../clients/index';
import { toRequestRow } from './mappers';
import { listRequests } from './repository';
import { decideRequest } from './service';

const staffAndAgents = [...STAFF, USER_TYPE.agent];

const REQUEST_COLUMNS = [
  ['created_at', 'materials.columns.created_at'],
  ['product_code', 'materials.columns.product_code'],
  ['material', 'materials.columns.name'],
  ['client', 'materials.columns.client'],
  ['agency', 'materials.columns.agency'],
  ['quantity', 'materials.columns.quantity'],
  ['accepted_quantity', 'materials.columns.accepted_quantity'],
  ['to_deliver', 'materials.columns.to_deliver'],
  ['status', 'materials.columns.status'],
] as const;

/** The agent's list also follows the pieces: the shipment that carries them and what left. */
const AGENT_REQUEST_COLUMNS = [
  ...REQUEST_COLUMNS.filter(([key]) => key !== 'agency'),
  ['shipment', 'materials.columns.shipment'],
  ['shipped_quantity', 'materials.columns.shipped_quantity'],
] as const;

/**
 * Agent requests (spec §7, under /v2.0): staff see every agency's and decide them; an agent
 * sees their agency's ("List of requests to the manufacturer").
 */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/materiali/request-agencies/:page',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['materials'],
        params: z.object({ page: pageParamSchema }),
        querystring: materialRequestListQuerySchema.omit({ page: true }),
        response: { 200: successEnvelope(tableListSchema(materialRequestRowSchema)) },
      },
    },
    async (request) => {
      const paging = { ...request.query, page: request.params.page };
      const scope = scopeOf(currentUser(request));
      const result = await listRequests(app.db, request.lang, scope, paging);
      const rows = result.rows.map((r) => toRequestRow(request.t.bind(request), r));
      const columns = scope.kind === 'agency' ? AGENT_REQUEST_COLUMNS : REQUEST_COLUMNS;
      return ok(tableList(request, columns, { ...result, rows }, paging));
    },
  );

  app.post(
    '/richieste-agenti/:id',
    {
      config: { roles: STAFF, keepsSessions: true },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: requestDecisionSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await decideRequest(app, currentUser(request), request.params.id, request.body, request.ip);
      return message(request.t(`materials.success.${request.body.status}`));
    },
  );
};

export default requestRoutes;
