import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (the API's, the web app's files, errors). The
 * middleware is built once, here: `@fastify/helmet` built it again for each request, parsing the
 * content security policy every time, which was about 6% of an accept's CPU under load.
 */
export default fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          // Leaflet markers and user images may come from data: and blob: URLs; the client map's
          // tiles from OpenStreetMap when the browser is online.
          'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
          'worker-src': ["'self'", 'blob:'],
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
