import {
  agencyDetailSchema,
  agencyRowSchema,
  agencyStatusRowSchema,
  LIMITS,
  listQuerySchema,
  SHEET_STATUSES,
  STAFF,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { idSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { countByStatus, listClients, statusCounts, toClientRow } from '../clients/index';
import { agencyAgents, listAgencies } from './repository';

/** The key under which an agency's clients waiting for deletion are counted. */
const DELETION = ':deletion';

const LIST_COLUMNS = [
  ['code', 'agencies.columns.code'],
  ['name', 'agencies.columns.name'],
  ['city', 'agencies.columns.city'],
  ['province', 'agencies.columns.province'],
  ['agents', 'agencies.columns.agents'],
  ['clients', 'agencies.columns.clients'],
] as const;

const CLIENT_COLUMNS = [
  ['code', 'clients.columns.code'],
  ['company_name', 'clients.columns.company_name'],
  ['city', 'clients.columns.city'],
  ['province', 'clients.columns.province'],
  ['sheet_status', 'clients.columns.sheet_status'],
  ['client_status', 'clients.columns.client_status'],
] as const;

/** Agencies (PRODUCT.md §2): staff see them all, an agent only their own ("My agency"). */
const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (request: FastifyRequest, id: number) => {
    const [agency] = await listAgencies(app.db, id);
    if (!agency) throw notFound();
    const [agents, counts, clients] = await Promise.all([
      agencyAgents(app.db, id),
      countByStatus(app.db, { kind: 'agency', agencyId: id }),
      listClients(app.db, { kind: 'agency', agencyId: id }, { page: 1, pageSize: LIMITS.pageSizeDefault }),
    ]);
    return ok({
      ...agency,
      agent_users: agents,
      sheet_counts: statusCounts(request.t.bind(request), counts),
      clients_list: tableList(
        request,
        CLIENT_COLUMNS,
        {
          rows: clients.rows.map((r) => toClientRow(request.t.bind(request), r)),
          total: clients.total,
          capped: clients.capped,
        },
        { page: 1, pageSize: LIMITS.pageSizeDefault },
      ),
    });
  };

  app.get(
    '/admin/status-agencies',
    {
      config: { roles: STAFF, cached: true },
      schema: { tags: ['agencies'], response: { 200: successEnvelope(tableListSchema(agencyStatusRowSchema)) } },
    },
    async (request) => {
      const [agencies, counts] = await Promise.all([listAgencies(app.db), countByStatus(app.db, { kind: 'all' })]);
      // Each agency's counts by state, gathered in one pass over the counter rows.
      const byAgency = new Map<number | null, Map<string, number>>();
      for (const c of counts) {
        let mine = byAgency.get(c.agencyId);
        if (!mine) {
          mine = new Map();
          byAgency.set(c.agencyId, mine);
        }
        mine.set(c.status, (mine.get(c.status) ?? 0) + c.n);
        if (c.deletion) mine.set(DELETION, (mine.get(DELETION) ?? 0) + c.n);
      }
      const rows = agencies.map((a) => {
        const mine = byAgency.get(a.id);
        const by = (status: string) => mine?.get(status) ?? 0;
        return {
          id: a.id,
          code: a.code,
          name: a.name,
          city: a.city,
          province: a.province,
          clients: a.clients,
          no_sheet: by('none'),
          deletion_requested: by(DELETION),
          ...(Object.fromEntries(SHEET_STATUSES.map((s) => [s, by(s)])) as Record<
            (typeof SHEET_STATUSES)[number],
            number
          >),
        };
      });
      const columns = [
        ['name', 'agencies.columns.name'],
        ['clients', 'agencies.columns.clients'],
        ...SHEET_STATUSES.map((s) => [s, `sheets.status.${s}`] as const),
        ['no_sheet', 'agencies.columns.no_sheet'],
        ['deletion_requested', 'agencies.columns.deletion_requested'],
      ] as const;
      return ok(
        tableList(request, columns, { rows, total: rows.length }, { page: 1, pageSize: Math.max(rows.length, 1) }),
      );
    },
  );

  app.get(
    '/admin/agencies',
    {
      config: { roles: STAFF, cached: true },
      schema: {
        tags: ['agencies'],
        querystring: listQuerySchema,
        response: { 200: successEnvelope(tableListSchema(agencyRowSchema)) },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      const all = await listAgencies(app.db);
      const needle = q?.toLowerCase();
      const matching = needle
        ? all.filter((a) => `${a.code} ${a.name} ${a.city ?? ''}`.toLowerCase().includes(needle))
        : all;
      const rows = matching.slice((page - 1) * pageSize, page * pageSize);
      return ok(tableList(request, LIST_COLUMNS, { rows, total: matching.length }, { page, pageSize }));
    },
  );

  app.get(
    '/admin/agencies/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['agencies'],
        params: z.object({ id: idSchema }),
        response: { 200: successEnvelope(agencyDetailSchema) },
      },
    },
    async (request) => detail(request, request.params.id),
  );

  app.get(
    '/agencies/my-agency',
    {
      config: { roles: [USER_TYPE.agent] },
      schema: { tags: ['agencies'], response: { 200: successEnvelope(agencyDetailSchema) } },
    },
    async (request) => {
      const agencyId = currentUser(request).agencyId;
      if (!agencyId) throw forbidden();
      return detail(request, agencyId);
    },
  );
};

export default agencyRoutes;
