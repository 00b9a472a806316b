import {
  LIMITS,
  legendSchema,
  locationSchema,
  provinceEntrySchema,
  REGISTRATION_KINDS,
  REVENUE_CATEGORIES,
  successEnvelope,
  textSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { countries } from './countries';
import { PROVINCES } from './provinces';

/**
 * Public reference data (PRODUCT.md §3): answered with no token or any token, never user data.
 */
const genericRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'public' } as const;

  app.get(
    '/generic/province',
    { config, schema: { tags: ['generic'], response: { 200: successEnvelope(z.array(provinceEntrySchema)) } } },
    async () => ok(PROVINCES),
  );

  app.get(
    '/generic/get-location',
    { config, schema: { tags: ['generic'], response: { 200: successEnvelope(z.array(locationSchema)) } } },
    async (request) => ok(countries(request.lang)),
  );

  app.get(
    '/generic/get-location/:id',
    {
      config,
      schema: {
        tags: ['generic'],
        params: z.object({ id: textSchema().max(10) }),
        response: { 200: successEnvelope(z.array(locationSchema)) },
      },
    },
    async (request) => {
      const id = request.params.id.toUpperCase();
      if (id === 'IT') return ok(PROVINCES.map((p) => ({ id: p.code, name: p.name, type: 'province' as const })));
      if (!countries(request.lang).some((c) => c.id === id)) throw notFound();
      return ok([]);
    },
  );

  app.get(
    '/generic/legend',
    { config, schema: { tags: ['generic'], response: { 200: successEnvelope(legendSchema) } } },
    async (request) => {
      const t = (key: string) => request.t(key);
      return ok({
        userTypes: Object.values(USER_TYPE).map((v) => ({ key: String(v), label: t(`generic.legend.userTypes.${v}`) })),
        registrationKinds: REGISTRATION_KINDS.map((k) => ({
          key: k,
          label: t(`generic.legend.registrationKinds.${k}`),
        })),
        revenueCategories: REVENUE_CATEGORIES.map((c) => ({
          key: c.key,
          label: t(`generic.legend.revenueCategories.${c.key}`),
        })),
        limits: Object.entries(LIMITS).map(([key, value]) => ({ key, label: String(value) })),
      });
    },
  );
};

export default genericRoutes;
