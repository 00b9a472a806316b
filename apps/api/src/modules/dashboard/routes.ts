import {
  dashboardPremiaSchema,
  dashboardRevenueSchema,
  STAFF,
  sheetStatusCountsSchema,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { countByStatus, scopeOf, statusCounts } from '../clients/index';
import { dashboardPremia, dashboardRevenue } from './service';

/** Every role; the service narrows to the caller's sales and refuses the press. */
const everyRole = Object.values(USER_TYPE);

/** The dashboard (spec §7): sheet counts, revenue by category and premia, in the caller's scope. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Dashboard tiles of the client sheets: staff count every agency, an agent their own.
  app.get(
    '/dashboard/status-schede',
    {
      config: { roles: [...STAFF, USER_TYPE.agent], cached: true },
      schema: { tags: ['dashboard'], response: { 200: successEnvelope(sheetStatusCountsSchema) } },
    },
    async (request) => {
      const counts = await countByStatus(app.db, scopeOf(currentUser(request)));
      return ok({
        total: counts.reduce((s, c) => s + c.n, 0),
        counts: statusCounts(request.t.bind(request), counts),
        deletion_requested: counts.filter((c) => c.deletion).reduce((s, c) => s + c.n, 0),
      });
    },
  );

  // `dashboard/` (spec §7): the trailing slash is optional (the router ignores it).
  app.get(
    '/dashboard',
    {
      config: { roles: everyRole, cached: true },
      schema: { tags: ['dashboard'], response: { 200: successEnvelope(dashboardRevenueSchema) } },
    },
    async (request) => ok(await dashboardRevenue(app.db, currentUser(request), request.t.bind(request))),
  );

  app.get(
    '/dashboard/premia',
    {
      config: { roles: everyRole, cached: true },
      schema: { tags: ['dashboard'], response: { 200: successEnvelope(dashboardPremiaSchema) } },
    },
    async (request) => ok(await dashboardPremia(app.db, currentUser(request), request.t.bind(request))),
  );
};

export default dashboardRoutes;
