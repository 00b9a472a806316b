import {
  idSchema,
  STAFF,
  salesLinesQuerySchema,
  salesLinesSchema,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { SALES_LINE_COLUMNS, salesLinesPage } from './lines';
import { periodsOf, thisYear } from './periods';
import { agencyClientOf } from './service';

/**
 * The last level of the revenue drill-down (agency → client → category → lines): the sales lines
 * behind a client's figure, in the scopes of the other sales calls (staff any agency, an agent
 * their own; another agency's or a missing client answers the same 404; customers none).
 */
const linesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sales/lines/agent/:a/client/:c',
    {
      config: { roles: [...STAFF, USER_TYPE.agent], cached: true },
      schema: {
        tags: ['sales'],
        params: z.object({ a: idSchema, c: idSchema }),
        querystring: salesLinesQuerySchema,
        response: { 200: successEnvelope(salesLinesSchema) },
      },
    },
    async (request) => {
      const { agency, client } = await agencyClientOf(app.db, currentUser(request), request.params.a, request.params.c);
      const q = request.query;
      const p = periodsOf(q.year ?? thisYear());
      const page = await salesLinesPage(
        app.db,
        { agencyId: agency.id, clientId: client.id },
        p,
        q,
        request.t.bind(request),
      );
      return ok({
        ...tableList(request, SALES_LINE_COLUMNS, page, q),
        year: p.year,
        until: p.until,
        category: q.category ?? 'expo',
        scope: { agency, client },
      });
    },
  );
};

export default linesRoutes;
