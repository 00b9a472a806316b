import {
  clientListQuerySchema,
  clientRowSchema,
  STAFF,
  sheetHistoryResponseSchema,
  sheetSetResponseSchema,
  sheetStatusActionSchema,
  successEnvelope,
  tableListSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { findClient, listClients, scopeOf, toClientRow } from '../clients/index';
import { SUCCESS, signRequestSummary, toSheetSummary } from './mappers';
import { sheetVersions, signHistory } from './repository';
import { applySheetCommand } from './service';

const STATUS_COLUMNS = [
  ['code', 'clients.columns.code'],
  ['company_name', 'clients.columns.company_name'],
  ['agency', 'clients.columns.agency'],
  ['sheet_version', 'sheets.columns.version'],
  ['sheet_status', 'clients.columns.sheet_status'],
  ['client_status', 'clients.columns.client_status'],
  ['updated_at', 'clients.columns.updated_at'],
] as const;

/** The registry of sheets (staff): the clients with their sheet's state, a client's history, a state change. */
const sheetRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The registry of sheets: filters by query (GET) or by body (POST), same answer.
  const statusList = async (request: FastifyRequest, query: z.infer<typeof clientListQuerySchema>) => {
    const result = await listClients(app.db, scopeOf(currentUser(request)), query);
    const rows = result.rows.map((r) => toClientRow(request.t.bind(request), r));
    return ok(tableList(request, STATUS_COLUMNS, { rows, total: result.total, capped: result.capped }, query));
  };
  app.get(
    '/admin/schede/status-clients',
    {
      config: { roles: STAFF, cached: true },
      schema: {
        tags: ['sheets'],
        querystring: clientListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(clientRowSchema)) },
      },
    },
    async (request) => statusList(request, request.query),
  );
  app.post(
    '/admin/schede/status-clients',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['sheets'],
        body: clientListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(clientRowSchema)) },
      },
    },
    async (request) => statusList(request, request.body),
  );

  app.get(
    '/admin/schede/status-clients/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['sheets'],
        params: idParamsSchema,
        response: { 200: successEnvelope(sheetHistoryResponseSchema) },
      },
    },
    async (request) => {
      const client = await findClient(app.db, scopeOf(currentUser(request)), request.params.id);
      if (!client) throw notFound();
      const versions = await sheetVersions(app.db, client.id);
      const { requests, events } = await signHistory(
        app.db,
        versions.map((v) => v.id),
      );
      return ok({
        client_id: client.id,
        company_name: client.company_name,
        versions: versions.map((v) => ({
          ...toSheetSummary(request.t.bind(request), v),
          sign_requests: requests
            .filter((r) => r.sheetId === v.id)
            .map((r) => ({
              ...signRequestSummary(r),
              events: events
                .filter((e) => e.signRequestId === r.id)
                .map((e) => ({ event: e.event, created_at: e.createdAt.toISOString(), ip: e.ip })),
            })),
        })),
      });
    },
  );

  app.post(
    '/admin/schede/status-clients/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['sheets'],
        params: idParamsSchema,
        body: sheetStatusActionSchema,
        response: { 200: successEnvelope(sheetSetResponseSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const { clientId, sheet } = await applySheetCommand(
        app,
        currentUser(request),
        request.params.id,
        {
          action: body.action,
          note: body.note,
          signatureEmail: body['signature-email'] || undefined,
          language: body.language,
        },
        { lang: request.lang, ip: request.ip },
      );
      return ok({
        message: request.t(SUCCESS[body.action]),
        client_id: clientId,
        sheet: toSheetSummary(request.t.bind(request), sheet),
      });
    },
  );
};

export default sheetRegistryRoutes;
