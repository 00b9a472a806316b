import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const OPENAPI = {
  info: { title: 'Sales-network portal API', version: '1.0.0' },
  components: {
    securitySchemes: { accessToken: { type: 'apiKey' as const, in: 'header' as const, name: 'access-token' } },
  },
  security: [{ accessToken: [] }],
};

/** Headers of the docs' own answer that the portal's reply sets itself. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * Builds the docs on first use: a Fastify instance of its own, with @fastify/swagger and its UI,
 * given every route of the portal (schemas only, no handlers). Loading swagger, its YAML writer and
 * the UI's files cost every start about 0.18 s, for a page few people open.
 */
async function buildDocs(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }, { jsonSchemaTransform }] =
    await Promise.all([
      import('fastify'),
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
      import('fastify-type-provider-zod'),
    ]);
  const docs = Fastify({
    logger: false,
    // Nothing is validated or serialized here: the routes only describe themselves.
    schemaController: {
      compilersFactory: {
        buildValidator: () => () => () => true,
        buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
      } as never,
    },
  });
  await docs.register(swagger, { openapi: OPENAPI, transform: jsonSchemaTransform });
  await docs.register(swaggerUi, { routePrefix: '/docs' });
  await docs.register(async (scope) => {
    for (const route of routes) {
      scope.route({
        method: route.method,
        url: route.url,
        schema: route.schema,
        exposeHeadRoute: false,
        handler: async () => null,
      });
    }
  });
  await docs.ready();
  return docs;
}

/**
 * The API describes itself: OpenAPI generated from the zod route schemas, at /docs/json, and
 * browsable at /docs. The routes are noted as they are added; the document and the UI are built
 * when first asked for.
 */
export default fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      // The HEAD twin of a GET is Fastify's own; the docs instance adds none.
      if (route.method === 'HEAD' || route.url.startsWith('/docs')) return;
      routes.push(route);
    });
    let docs: Promise<FastifyInstance> | undefined;
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      docs ??= buildDocs(routes).catch((error) => {
        docs = undefined;
        throw error;
      });
      const answer = await (await docs).inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      // A missing page of the docs is the portal's own 404, in the envelope.
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_HEADERS.has(name) && value !== undefined) reply.header(name, value);
      }
      return reply.code(answer.statusCode).send(answer.rawPayload);
    };
    app.get('/docs', { schema: { hide: true } }, serve);
    app.get('/docs/*', { schema: { hide: true } }, serve);
  },
  { name: 'openapi' },
);
