import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness and readiness for load balancers: the process answers and the database too. */
const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), latency_ms: z.number() }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        const latency = await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind, latency_ms: latency };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default systemRoutes;
