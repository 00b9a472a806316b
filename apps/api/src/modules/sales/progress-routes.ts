import {
  agencyDeltaSchema,
  clientProgressQuerySchema,
  clientProgressSchema,
  deltaQuerySchema,
  idSchema,
  ownClientsQuerySchema,
  ownClientsSchema,
  STAFF,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { clientProgress } from './client-progress';
import { agencyDelta } from './delta';
import { OWN_CLIENT_COLUMNS, ownClients } from './own-clients';
import { periodsOf, thisYear } from './periods';
import { agencyOf, clientPlaceOf, figureLabel } from './service';

const staffAndAgents = [...STAFF, USER_TYPE.agent];
const agencyParams = z.object({ a: idSchema });

/**
 * The three sales requests spec §7 names without a path ("client progress (id, filters)",
 * "delta (agent)", "own clients"), in the scopes of the other sales calls: staff any agency or
 * client, an agent their own agency's (another's answers like a missing one), customers none.
 */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sales/delta/agent/:a',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['sales'],
        params: agencyParams,
        querystring: deltaQuerySchema,
        response: { 200: successEnvelope(agencyDeltaSchema) },
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, currentUser(request), request.params.a);
      return ok(
        await agencyDelta(app.db, { agency }, request.query.year ?? thisYear(), request.t.bind(request), request.lang),
      );
    },
  );

  app.get(
    '/sales/own-clients/agent/:a',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['sales'],
        params: agencyParams,
        querystring: ownClientsQuerySchema,
        response: { 200: successEnvelope(ownClientsSchema) },
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, currentUser(request), request.params.a);
      const { rows, total, ...rest } = await ownClients(app.db, agency, request.query);
      const list = tableList(request, OWN_CLIENT_COLUMNS, { rows, total }, request.query);
      // The figure columns say the years and the day compared (issue 33 item 4).
      const p = periodsOf(rest.year);
      const t = request.t.bind(request);
      return ok({
        ...list,
        table_headers: list.table_headers.map((h) =>
          h.key === 'current_year' || h.key === 'progressive'
            ? { ...h, label: figureLabel(h.key, p, t, request.lang) }
            : h,
        ),
        ...rest,
        scope: { agency },
      });
    },
  );

  app.get(
    '/sales/progress/client/:id',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['sales'],
        params: z.object({ id: idSchema }),
        querystring: clientProgressQuerySchema,
        response: { 200: successEnvelope(clientProgressSchema) },
      },
    },
    async (request) => {
      const place = await clientPlaceOf(app.db, currentUser(request), request.params.id);
      return ok(await clientProgress(app.db, place, request.query, request.t.bind(request)));
    },
  );
};

export default progressRoutes;
