import { STAFF, successEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';

/** Spec §7 `admin/check-mongo-connection`: the database's health, for admin and sales. */
const systemAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/check-mongo-connection',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['admin'],
        response: {
          200: successEnvelope(
            z.object({ connected: z.boolean(), database: z.string(), latency_ms: z.number().nullable() }),
          ),
        },
      },
    },
    async () => {
      try {
        return ok({ connected: true, database: app.database.kind, latency_ms: await app.database.ping() });
      } catch {
        return ok({ connected: false, database: app.database.kind, latency_ms: null });
      }
    },
  );
};

export default systemAdminRoutes;
