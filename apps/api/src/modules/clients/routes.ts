import {
  clientCardSchema,
  clientDeleteRequestSchema,
  clientDeleteResponseSchema,
  clientListQuerySchema,
  clientMapQuerySchema,
  clientMapSchema,
  clientOptionSchema,
  clientPrintRequestSchema,
  clientPrintResponseSchema,
  clientRowSchema,
  clientSearchQuerySchema,
  clientSearchResponseSchema,
  getClientsQuerySchema,
  isClientResponseSchema,
  LIMITS,
  STAFF,
  softwareAccessSchema,
  successEnvelope,
  tableListSchema,
  textSchema,
  USER_TYPE,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientSoftwareAccess } from '../../db/schema/index';
import { ok } from '../../lib/envelope';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { idSchema } from '../../lib/params';
import { unlessUnavailable } from '../../lib/storage/index';
import { tableList } from '../../lib/table';
import { iso } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { sendFile } from '../files/index';
import { exportFile, findExport } from './exports';
import { clientMap, mapDay } from './map';
import { sendKeptMap } from './map-payload';
import { toCard, toClientRow } from './mappers';
import { clientOptions, clientRevenue, findClient, listClients, searchClients } from './repository';
import { scopeOf } from './scope';
import { deleteClient, printClients } from './service';

const COLUMNS = [
  ['code', 'clients.columns.code'],
  ['company_name', 'clients.columns.company_name'],
  ['city', 'clients.columns.city'],
  ['province', 'clients.columns.province'],
  ['agency', 'clients.columns.agency'],
  ['sheet_status', 'clients.columns.sheet_status'],
  ['client_status', 'clients.columns.client_status'],
  ['updated_at', 'clients.columns.updated_at'],
] as const;

const idParams = z.object({ id: idSchema });
const staffAndAgents = [...STAFF, USER_TYPE.agent];

/**
 * Clients (PRODUCT.md §2-§3): staff see every agency's, an agent only their agency's; another
 * agency's client answers exactly like a missing one. Customers are refused.
 */
const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agencies/clients',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['clients'],
        querystring: clientListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(clientRowSchema)) },
      },
    },
    async (request) => {
      const result = await listClients(app.db, scopeOf(currentUser(request)), request.query);
      const rows = result.rows.map((r) => toClientRow(request.t.bind(request), r));
      return ok(tableList(request, COLUMNS, { rows, total: result.total, capped: result.capped }, request.query));
    },
  );

  // The client map: every placed client of the scope with its revenue trend, by columns. The same
  // for everyone who sees the scope, so kept once per data version for all of them (map-payload.ts).
  app.get(
    '/agencies/clients/map',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['clients'],
        querystring: clientMapQuerySchema,
        response: { 200: successEnvelope(clientMapSchema) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(currentUser(request));
      const { agent, category } = request.query;
      const key = [scope.kind === 'all' ? 'all' : scope.agencyId, agent ?? '', category ?? '', mapDay()].join('|');
      return sendKeptMap(app.db, key, request, reply, async () => ok(await clientMap(app.db, scope, request.query)));
    },
  );

  for (const [path, roles] of [
    ['/admin/clients/:id', STAFF],
    ['/agencies/clients/:id', staffAndAgents],
  ] as const) {
    app.get(
      path,
      {
        config: { roles },
        schema: { tags: ['clients'], params: idParams, response: { 200: successEnvelope(clientCardSchema) } },
      },
      async (request) => {
        const client = await findClient(app.db, scopeOf(currentUser(request)), request.params.id);
        if (!client) throw notFound();
        return ok(toCard(request.t.bind(request), request.lang, client, await clientRevenue(app.db, client.id)));
      },
    );
  }

  app.get(
    '/agencies/get-clients',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['clients'],
        querystring: getClientsQuerySchema,
        response: { 200: successEnvelope(z.array(clientOptionSchema)) },
      },
    },
    async (request) => {
      const { agent, q, client } = request.query;
      return ok(await clientOptions(app.db, scopeOf(currentUser(request)), { agencyId: agent, q, client }));
    },
  );

  app.get(
    '/agencies/is-client/:id',
    {
      config: { roles: staffAndAgents },
      schema: { tags: ['clients'], params: idParams, response: { 200: successEnvelope(isClientResponseSchema) } },
    },
    async (request) => {
      const client = await findClient(app.db, scopeOf(currentUser(request)), request.params.id);
      if (!client || client.status === 'deleted') throw notFound();
      return ok({
        id: client.id,
        is_client: client.status === 'active',
        client_status: client.status,
        sheet_status: client.sheet_status,
      });
    },
  );

  app.get(
    '/generic/search',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['clients'],
        querystring: clientSearchQuerySchema,
        response: { 200: successEnvelope(clientSearchResponseSchema) },
      },
    },
    async (request) => {
      const q = request.query.q;
      if (q.length < LIMITS.clientSearchMin) throw badRequest('validation.searchMin', { min: LIMITS.clientSearchMin });
      return ok({ results: await searchClients(app.db, scopeOf(currentUser(request)), q) });
    },
  );

  for (const [path, roles] of [
    ['/admin/client-delete/:id', STAFF],
    ['/agent/client-delete/:id', [USER_TYPE.agent]],
  ] as const) {
    app.delete(
      path,
      {
        config: { roles },
        schema: {
          tags: ['clients'],
          params: idParams,
          querystring: clientDeleteRequestSchema,
          body: clientDeleteRequestSchema.nullish(),
          response: { 200: successEnvelope(clientDeleteResponseSchema) },
        },
      },
      async (request) => {
        const reason = request.body?.reason || request.query.reason || undefined;
        const status = await deleteClient(app, currentUser(request), request.params.id, reason, request.ip);
        const key = status === 'deleted' ? 'clients.success.deleted' : 'clients.success.deletionRequested';
        return ok({ message: request.t(key), client_status: status });
      },
    );
  }

  for (const [path, roles] of [
    ['/admin/agencies/clients/print', STAFF],
    ['/agencies/clients/print', [USER_TYPE.agent]],
  ] as const) {
    app.post(
      path,
      {
        config: { roles },
        schema: {
          tags: ['clients'],
          body: clientPrintRequestSchema,
          response: { 200: successEnvelope(clientPrintResponseSchema) },
        },
      },
      async (request) => ok(await printClients(app, currentUser(request), request.body, request.lang, request.ip)),
    );
  }

  // The download link of a print: the token is the credential, so no session is needed.
  app.get(
    '/exports/:token',
    {
      config: { auth: 'public' },
      schema: { tags: ['clients'], params: z.object({ token: textSchema().min(20).max(100) }) },
    },
    async (request, reply) => {
      const file = await findExport(app.db, request.params.token);
      if (!file) throw new AppError(404, 'clients.errors.linkExpired');
      const record = await exportFile(app, file).catch(unlessUnavailable(null));
      if (!record) throw new AppError(404, 'clients.errors.linkExpired');
      return sendFile(request, reply, app.storage, record, {
        disposition: 'attachment',
        name: file.filename,
        cacheControl: 'private, no-store',
      });
    },
  );

  app.get(
    '/software-pr-or/detail/agent/:a/client/:c',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['clients'],
        params: z.object({ a: idSchema, c: idSchema }),
        response: { 200: successEnvelope(softwareAccessSchema) },
      },
    },
    async (request) => {
      const { a, c } = request.params;
      const client = await findClient(app.db, scopeOf(currentUser(request)), c);
      if (!client || client.agency_id !== a) throw notFound();
      const [access] = await app.db
        .select()
        .from(clientSoftwareAccess)
        .where(eq(clientSoftwareAccess.clientId, c))
        .limit(1);
      return ok({
        client_id: c,
        agency_id: client.agency_id,
        enabled: access?.enabled ?? false,
        since: access?.enabled ? iso(access.enabledSince) : null,
        username: access?.username ?? null,
        last_access_at: iso(access?.lastAccessAt),
      });
    },
  );
};

export default clientRoutes;
