import { STAFF, sheetStatusCountsSchema, successEnvelope, USER_TYPE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { statusCounts } from '../clients/mappers';
import { countByStatus } from '../clients/repository';
import { scopeOf } from '../clients/scope';

/** Dashboard tiles of the client sheets: staff count every agency, an agent their own. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default dashboardRoutes;
