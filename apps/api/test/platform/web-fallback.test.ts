import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The SPA fallback answers index.html only for the app's own routes. A missing file (an old
 * chunk after a deploy) or an API-looking address is a 404 envelope, so the browser's chunk
 * error handling and API clients see the failure instead of HTML with status 200.
 */
const INLINE = "\n  document.documentElement.className += ' shell';\n";
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>portal</title><script>${INLINE}</script><script type="module" src="/assets/app-123.js"></script>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app fallback', () => {
  it('serves the app for its routes and its files as they are', async () => {
    for (const url of ['/', '/registry/5', '/clients?page=2', '/sign/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it("answers HEAD on the app's routes as GET, without a body (link checkers, uptime probes)", async () => {
    for (const url of ['/', '/registry/5', '/login']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.body, url).toBe('');
    }
    const missing = await t.app.inject({ method: 'HEAD', url: '/assets/gone-1.js' });
    expect(missing.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'HEAD', url: '/it/v1.0/nothing-here' });
    expect(api.statusCode).toBe(404);
  });

  it('answers 404 in the envelope for a missing file or an API-looking address', async () => {
    for (const url of [
      '/assets/old-chunk-abc.js',
      '/favicon-missing.ico',
      '//it/v1.0/auth/me',
      '/it//v1.0/auth/me',
      '/it/V1.0/auth/me',
      '/v1.0/auth/me',
      '/HEALTH',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().args.error.key, url).toBe('errors.routeNotFound');
    }
  });

  it("allows the page's inline script (the app shell's) by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/registry' });
    const policy = String(res.headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
