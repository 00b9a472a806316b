import {
  applianceDetailSchema,
  applianceFacetsSchema,
  applianceListQuerySchema,
  applianceSchema,
  isPriceSearchLongEnough,
  LIMITS,
  priceSearchQuerySchema,
  priceSearchResponseSchema,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { applianceFacets, findAppliance, listAppliances, searchAppliances } from './repository';

const ROLES = Object.values(USER_TYPE);

const COLUMNS = [
  ['code', 'appliances.columns.code'],
  ['type', 'appliances.columns.type'],
  ['brand', 'appliances.columns.brand'],
  ['description', 'appliances.columns.description'],
  ['ean', 'appliances.columns.ean'],
  ['internal_code', 'appliances.columns.internal_code'],
  ['price', 'appliances.columns.price'],
  ['weight_kg', 'appliances.columns.weight_kg'],
] as const;

/** Press customers read only the news (PRODUCT.md §2); every other signed-in user reads the price list. */
function refusePress(request: FastifyRequest): void {
  const user = currentUser(request);
  if (user.userType === USER_TYPE.customer && user.clientKind === 'press') throw forbidden();
}

/**
 * Search prices and Home appliances (spec §2, §3, PRODUCT.md §4): the price list the
 * `appliances` import writes, read by admin, sales, agents and customers.
 */
const applianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appliances/search',
    {
      config: { roles: ROLES, cached: true },
      schema: {
        tags: ['appliances'],
        querystring: priceSearchQuerySchema,
        response: { 200: successEnvelope(priceSearchResponseSchema) },
      },
    },
    async (request) => {
      refusePress(request);
      const { q } = request.query;
      if (!isPriceSearchLongEnough(q)) throw badRequest('validation.searchMin', { min: LIMITS.priceSearchMin });
      return ok({ results: await searchAppliances(app.db, q) });
    },
  );

  app.get(
    '/appliances/facets',
    {
      config: { roles: ROLES, cached: true },
      schema: { tags: ['appliances'], response: { 200: successEnvelope(applianceFacetsSchema) } },
    },
    async (request) => {
      refusePress(request);
      return ok(await applianceFacets(app.db));
    },
  );

  app.get(
    '/appliances',
    {
      config: { roles: ROLES, cached: true },
      schema: {
        tags: ['appliances'],
        querystring: applianceListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(applianceSchema)) },
      },
    },
    async (request) => {
      refusePress(request);
      const result = await listAppliances(app.db, request.query);
      return ok(tableList(request, COLUMNS, result, request.query));
    },
  );

  app.get(
    '/appliances/:id',
    {
      config: { roles: ROLES, cached: true },
      schema: {
        tags: ['appliances'],
        params: idParamsSchema,
        response: { 200: successEnvelope(applianceDetailSchema) },
      },
    },
    async (request) => {
      refusePress(request);
      const appliance = await findAppliance(app.db, request.params.id);
      if (!appliance) throw notFound();
      return ok(appliance);
    },
  );
};

export default applianceRoutes;
