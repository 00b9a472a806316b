import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API describes itself: OpenAPI generated from the zod route schemas, browsable at /docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Sales-network portal API', version: '1.0.0' },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } },
        },
        security: [{ accessToken: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
