import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

/**
 * No answer of the API is kept by a browser's or a proxy's cache unless the route chose so: an
 * invoice PDF, a label, a revenue spreadsheet or a JSON list of clients left in a shared cache (a
 * proxy, a kiosk's disk) would be read by the next person. Every GET operation of the OpenAPI
 * document is walked, so a route is covered the day it is added; the only routes that may answer
 * with a cache of their own are listed below, with why.
 */

/** Public pictures addressed by the material (shown in `<img>`, which sends no token). */
const OWN_CACHE = new Set(['/{lang}/v1.0/materiali/image/{id}']);

type Operation = { path: string; parameters?: { in: string; name: string }[] };

const t = await createTestApp();
afterAll(() => t.close());
const admin = await t.login('admin');
const agent = await t.login('agent');
const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body as {
  paths: Record<string, Record<string, Operation>>;
};

/** A value each path parameter accepts: ids of demo rows, so file routes answer with the file. */
const PARAM: Record<string, string> = { lang: 'en', kind: 'sales', output: 'pdf', format: 'xlsx' };
const url = (path: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => PARAM[name] ?? '1').replace(/\/+$/, '') || '/';

const gets = Object.entries(doc.paths)
  .filter(([path, item]) => item.get && !OWN_CACHE.has(path))
  .map(([path]) => path);

describe('cache-control of the API answers', () => {
  it('walks the GET routes of the document', () => {
    expect(gets.length).toBeGreaterThan(40);
  });

  it.each(gets)('GET %s is private, no-store for the admin, the agent and an anonymous caller', async (path) => {
    for (const token of [admin, agent, undefined]) {
      const res = await t.call({ method: 'GET', url: url(path), token });
      expect(res.headers['cache-control'], `${path} (${res.status})`).toMatch(/no-store/);
      if (res.status === 200) expect(res.headers['cache-control'], path).toMatch(/private/);
    }
  });

  it('an invoice PDF and a failed login are not stored either', async () => {
    const list = await t.call({ method: 'GET', url: '/en/v1.0/invoices', token: admin });
    const number = list.body.args.response.rows[0].number;
    const pdf = await t.call({
      method: 'GET',
      url: `/en/v1.0/invoices/${encodeURIComponent(number)}/pdf`,
      token: admin,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const login = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      payload: { username: 'nobody', password: 'Wrong-2026!x' },
    });
    expect(login.headers['cache-control']).toBe('private, no-store');
  });
});
