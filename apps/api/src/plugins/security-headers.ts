import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The hashes of a page's inline scripts (`<script>` without `src`), as the content security policy
 * names them: the web app's index.html draws its app shell with one (apps/web/src/lib/app-shell.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

function webAppScriptHashes(webRoot: string | undefined): string[] {
  if (!webRoot) return [];
  try {
    return inlineScriptHashes(readFileSync(path.join(webRoot, 'index.html'), 'utf8'));
  } catch {
    // No built web app (the API alone, tests): no page of ours to allow.
    return [];
  }
}

/**
 * Helmet's security headers on every answer (the API's, the web app's files, errors). The
 * middleware is built once, here: `@fastify/helmet` built it again for each request, parsing the
 * content security policy every time, which was about 6% of an accept's CPU under load. Scripts
 * come from the portal itself, and the web app's inline ones by their hash (`webRoot`'s index.html).
 */
export default fp(
  async (app, options: { webRoot?: string }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...webAppScriptHashes(options.webRoot)],
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
