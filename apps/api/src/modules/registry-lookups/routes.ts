import {
  registryLookupEntryParamsSchema,
  registryLookupEntrySchema,
  registryLookupListSchema,
  registryLookupParamsSchema,
  STAFF,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { lookupEntries, lookupEntry } from './service';

/** Who fills client sheets: staff and agents (customers have no sheet form). */
const roles = [...STAFF, USER_TYPE.agent];

/** Spec §7 `GET arrex/anagrafica/{type}[/{id}]`: the sheet form's reference lists. */
const registryLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arrex/anagrafica/:type',
    {
      config: { roles },
      schema: {
        tags: ['registry-lookups'],
        params: registryLookupParamsSchema,
        response: { 200: successEnvelope(registryLookupListSchema) },
      },
    },
    async (request) => ok(lookupEntries(request.params.type, request.lang, (key) => request.t(key))),
  );

  app.get(
    '/arrex/anagrafica/:type/:id',
    {
      config: { roles },
      schema: {
        tags: ['registry-lookups'],
        params: registryLookupEntryParamsSchema,
        response: { 200: successEnvelope(registryLookupEntrySchema) },
      },
    },
    async (request) => ok(lookupEntry(request.params.type, request.params.id, request.lang, (key) => request.t(key))),
  );
};

export default registryLookupRoutes;
