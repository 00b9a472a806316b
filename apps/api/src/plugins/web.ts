import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app; unknown non-API GETs fall back to index.html (SPA routes). Each text
 * file is sent as the brotli or gzip copy the build made beside it (apps/web/scripts/precompress.ts)
 * when the browser accepts it, with `vary: accept-encoding`; nothing is compressed per request.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      // One wildcard route: registering a route per built file (over 500) cost each start ~0.2 s.
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; the shell and the service worker must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
    app.decorate('serveSpa', true);
  },
  { name: 'web' },
);

declare module 'fastify' {
  interface FastifyInstance {
    serveSpa?: boolean;
  }
}
