import {
  agencyBudgetSchema,
  bestSellersQuerySchema,
  bestSellersSchema,
  bestSellersYearsQuerySchema,
  budgetChangeSchema,
  budgetQuerySchema,
  idSchema,
  messageResponseSchema,
  revenueCategorySchema,
  revenueDetailSchema,
  revenueTableSchema,
  STAFF,
  salesListQuerySchema,
  salesQuerySchema,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { contentDisposition, downloadName } from '../../lib/file-names';
import { currentUser } from '../../plugins/auth';
import { bestSellers } from './best-sellers';
import { renderRevenueXlsx } from './export';
import {
  agencyBudget,
  agencyOf,
  placeOf,
  revenueDetail,
  revenueTable,
  salesPlaceOf,
  salesYears,
  setBudget,
} from './service';

const staffAndAgents = [...STAFF, USER_TYPE.agent];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** More rows than an agency has clients: an export is the whole table. */
const EXPORT_ROWS = 100_000;

/** Each spec §7 sales call answers for the network, `/agent/{a}` and `/agent/{a}/client/{c}`. */
const PLACES = [
  ['', z.object({})],
  ['/agent/:a', z.object({ a: idSchema })],
  ['/agent/:a/client/:c', z.object({ a: idSchema, c: idSchema })],
] as const;
type PlaceParams = { a?: number; c?: number };

/**
 * Revenue and budget (spec §7 "Sales", PRODUCT.md §2 and §4): staff see the network, every
 * agency and client and set budgets; an agent sees their own agency and reads its budget.
 */
const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const place = (request: FastifyRequest) => {
    const { a, c } = request.params as PlaceParams;
    return placeOf(app.db, currentUser(request), a, c);
  };

  for (const [suffix, params] of PLACES) {
    app.get(
      `/sales/years${suffix}`,
      {
        config: { roles: staffAndAgents, cached: true },
        schema: { tags: ['sales'], params, response: { 200: successEnvelope(z.array(z.number().int())) } },
      },
      async (request) => ok(await salesYears(app.db, await place(request))),
    );

    app.get(
      `/sales/current${suffix}`,
      {
        config: { roles: staffAndAgents, cached: true },
        schema: {
          tags: ['sales'],
          params,
          querystring: salesListQuerySchema,
          response: { 200: successEnvelope(revenueTableSchema) },
        },
      },
      async (request) =>
        ok(await revenueTable(app.db, await place(request), request.query, request.t.bind(request), request.lang)),
    );

    // The whole table of the place as an xlsx file (every row, the totals); the envelope on failure.
    app.get(
      `/sales/export${suffix}`,
      { config: { roles: staffAndAgents }, schema: { tags: ['sales'], params, querystring: salesQuerySchema } },
      async (request, reply) => {
        const where = await place(request);
        const table = await revenueTable(
          app.db,
          where,
          { ...request.query, page: 1, pageSize: EXPORT_ROWS, order: 'asc' },
          request.t.bind(request),
          request.lang,
        );
        const xlsx = await renderRevenueXlsx(table, request.lang);
        const name = downloadName(request.lang, {
          document: 'sales.page.title',
          subject: [where.agency?.name, where.client?.name, String(table.year)].filter(Boolean).join(' - '),
          at: new Date(),
          extension: 'xlsx',
        });
        return reply.type(XLSX).header('content-disposition', contentDisposition(name)).send(xlsx);
      },
    );

    app.get(
      `/sales/current/detail${suffix}`,
      {
        config: { roles: staffAndAgents, cached: true },
        schema: {
          tags: ['sales'],
          params,
          querystring: salesQuerySchema,
          response: { 200: successEnvelope(revenueDetailSchema) },
        },
      },
      async (request) => ok(await revenueDetail(app.db, await place(request), request.query)),
    );

    app.get(
      `/sales/current/category/:cat${suffix}`,
      {
        config: { roles: staffAndAgents, cached: true },
        schema: {
          tags: ['sales'],
          params: params.extend({ cat: revenueCategorySchema }),
          querystring: salesQuerySchema.pick({ year: true }),
          response: { 200: successEnvelope(revenueDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await revenueDetail(app.db, await place(request), { year: request.query.year, category: request.params.cat }),
        ),
    );
  }

  // Best sellers (PRODUCT.md §2): every role, each in its own scope (salesPlaceOf).
  app.get(
    '/sales/best-sellers',
    {
      config: { roles: Object.values(USER_TYPE), cached: true },
      schema: {
        tags: ['sales'],
        querystring: bestSellersQuerySchema,
        response: { 200: successEnvelope(bestSellersSchema) },
      },
    },
    async (request) => {
      const where = await salesPlaceOf(app.db, currentUser(request), request.query.agent);
      return ok(await bestSellers(app.db, where, request.query, request.t.bind(request)));
    },
  );

  // The years best sellers offer, for every role that reads them, in that role's scope: an agent
  // or a customer may not ask sales/years (an agency or a client must be named there).
  app.get(
    '/sales/best-sellers/years',
    {
      config: { roles: Object.values(USER_TYPE), cached: true },
      schema: {
        tags: ['sales'],
        querystring: bestSellersYearsQuerySchema,
        response: { 200: successEnvelope(z.array(z.number().int())) },
      },
    },
    async (request) =>
      ok(await salesYears(app.db, await salesPlaceOf(app.db, currentUser(request), request.query.agent))),
  );

  const agencyParams = z.object({ a: idSchema });
  app.get(
    '/sales/budget/agent/:a',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['sales'],
        params: agencyParams,
        querystring: budgetQuerySchema,
        response: { 200: successEnvelope(agencyBudgetSchema) },
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, currentUser(request), request.params.a);
      return ok(await agencyBudget(app.db, agency, request.query.year));
    },
  );

  app.post(
    '/sales/budget/agent/:a',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['sales'],
        params: agencyParams,
        body: budgetChangeSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, currentUser(request), request.params.a);
      await setBudget(app.db, agency, request.body, currentUser(request));
      return message(request.t('sales.success.budgetSaved'));
    },
  );
};

export default salesRoutes;
