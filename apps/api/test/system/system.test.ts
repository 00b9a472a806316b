import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin/check-mongo-connection', () => {
  it('answers the database health to admin and sales', async () => {
    for (const user of ['admin', 'sales'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/it/v1.0/admin/check-mongo-connection',
        token: await t.login(user),
      });
      expect(res.status).toBe(200);
      expect(res.body.args.response).toEqual({
        connected: true,
        database: t.database.kind,
        latency_ms: expect.any(Number),
      });
    }
  });

  it('refuses agents and customers (403) and anonymous callers (401)', async () => {
    for (const user of ['agent', 'agent2', 'customer'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/fr/v1.0/admin/check-mongo-connection',
        token: await t.login(user),
      });
      expect(res).toMatchObject({ status: 403, body: { code: 403, args: { error: { key: 'errors.forbidden' } } } });
    }
    expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/check-mongo-connection' })).status).toBe(401);
  });
});

describe('GET /health', () => {
  it('answers without a token, with the database kind and latency', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: t.database.kind, latency_ms: expect.any(Number) });
  });
});

describe('OpenAPI', () => {
  it('documents every route the portal has, and browses them at /docs', async () => {
    const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body;
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // The docs are built on first use from the routes noted as they were added: none is missing.
    // The API's operations, from the router's tree: every line that is, or is under, a `:lang/…`
    // node (not /health, /docs or the web app's files, which are hidden).
    const ancestors: { depth: number; text: string }[] = [];
    const operations = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const depth = line.indexOf('── ');
        if (depth < 0) return [];
        while ((ancestors.at(-1)?.depth ?? -1) >= depth) ancestors.pop();
        ancestors.push({ depth, text: line.slice(depth) });
        if (!ancestors.some((node) => node.text.includes(':lang/'))) return [];
        return line.match(/\(([A-Z, ]+)\)$/)?.[1]?.split(', ') ?? [];
      })
      .filter((method) => method !== 'HEAD');
    expect(operations.length).toBeGreaterThan(140);
    expect(documented.size).toBe(operations.length);
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs/yaml' })).body).toMatch(/^openapi: 3\./);
    const missing = await t.call({ method: 'GET', url: '/docs/static/..%2f..%2fpackage.json' });
    expect(missing.status).toBe(404);
    expect(missing.body.args.error.key).toBe('errors.routeNotFound');
  });

  it('serves an OpenAPI document of the routes at /docs/json', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/{lang}/v1.0/auth/login',
      '/{lang}/v1.0/auth/me',
      '/{lang}/v1.0/auth/register',
      '/{lang}/v1.0/auth/forgot-password',
      '/{lang}/v1.0/auth/reset-password',
      '/{lang}/v1.0/auth/change-password',
      '/{lang}/v1.0/admin/users',
      '/{lang}/v1.0/admin/registrations/{id}/approve',
      '/{lang}/v1.0/admin/outbox',
      '/{lang}/v1.0/generic/province',
      '/{lang}/v1.0/generic/legend',
      '/{lang}/v1.0/admin/check-mongo-connection',
    ]) {
      expect(paths).toContain(path);
    }
    const login = res.body.paths['/{lang}/v1.0/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'username',
      'password',
    ]);
    expect(res.body.components.securitySchemes.accessToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'access-token',
    });
    expect((await t.call({ method: 'GET', url: '/docs' })).status).toBeLessThan(400);
  });
});

describe('security headers', () => {
  it.each(['/en/v1.0/generic/province', '/en/v1.0/auth/me', '/en/v1.0/nothing/here', '/health'])(
    'are set on %s',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('gives every answer a request id', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/generic/province' });
    expect(res.headers['x-request-id'] ?? res.headers['request-id']).toBeDefined();
  });
});
