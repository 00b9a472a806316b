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
    const setHeaders = (res: { header(name: string, value: string): unknown }, filePath: string) => {
      // Hashed assets never change; the shell and the service worker must always be fresh.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    };
    // The hashed assets (over 500 files with their compressed copies) under one wildcard route:
    // a route per file cost each start about 0.2 s. The few files at the root keep a route each,
    // so no wildcard catches an address outside /assets/ (an over-long API address stays a 414).
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      preCompressed: true,
      decorateReply: false,
      setHeaders,
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      globIgnore: ['assets/**'],
      preCompressed: true,
      setHeaders,
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
