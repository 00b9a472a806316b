import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectNo500, expectRefused } from '../outside/helpers';

/**
 * An outside tester on the appliance catalogue and search, and on the dashboard tiles: every odd
 * query is a translated 4xx or an answer, never a 500; the press reads only the news and
 * downloads tiles; an unknown language in the path is refused.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const ROLES = ['admin', 'sales', 'agent', 'agent2', 'customer', 'press'] as const;
type Role = (typeof ROLES)[number];
const tok = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await t.login(r)]))) as Record<
  Role,
  string
>;
const get = (role: Role, url: string) => t.call({ method: 'GET', url, token: tok[role] });

describe('the appliance search and catalogue', () => {
  const odd = [
    `q=${'x'.repeat(10_000)}`,
    'q=%C3%A0%C3%A8%C3%AC',
    'q=%20%20%20%20',
    'q=%25%25%25',
    'q=___',
    'q=%00ab',
    'q=%ED%A0%80ab',
    'q=abc&q=def',
    'q[]=abc',
  ];
  it.each(odd)('search ?%s', async (q) => {
    for (const role of ['agent', 'customer'] as const) {
      const res = await get(role, `/fr/v1.0/appliances/search?${q}`);
      expectNo500(res, q);
      if (res.status !== 200) expectRefused(res, 400, 'fr', undefined, q);
    }
  });

  it('a search of only spaces or one accent is told the minimum, in Spanish', async () => {
    for (const q of ['%20%20%20%20', '%C3%A0']) {
      const res = await get('customer', `/es/v1.0/appliances/search?q=${q}`);
      expectRefused(res, 400, 'es', undefined, q);
      expect(res.body.args.error.key).toBe('validation.searchMin');
      expect(res.body.args.error.message).toMatch(/Introduzca al menos 3/);
    }
  });

  it.each([
    'sort=nope',
    'sort=code&sort=price',
    'order=sideways',
    'page=2147483648',
    'page=-1',
    'pageSize=0',
    'type=%00',
    `brand=${'b'.repeat(10_000)}`,
    'type=Forno&type=Cappa',
    'q=%25',
  ])('catalogue ?%s', async (q) => {
    const res = await get('agent', `/it/v1.0/appliances?${q}`);
    expectNo500(res, q);
    if (res.status !== 200) expectRefused(res, 400, 'it', undefined, q);
  });

  it('an appliance id beyond 2^31, negative or with a NUL is a translated 4xx', async () => {
    for (const id of ['2147483648', '-1', '1%00', '99999999999999999999', '1.5']) {
      const res = await get('customer', `/en/v1.0/appliances/${id}`);
      expectNo500(res, id);
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expectRefused(res, res.status, 'en', undefined, id);
    }
  });
});

describe('the dashboard tiles', () => {
  const TILES = [
    '',
    'content',
    'downloads',
    'orders',
    'reservations',
    'invoices',
    'shipments',
    'premia',
    'status-schede',
  ];
  it('the press reads only the news and downloads tiles', async () => {
    for (const tile of TILES) {
      const res = await get('press', `/es/v1.0/dashboard/${tile}`);
      if (tile === 'content' || tile === 'downloads') expect(res.status, tile).toBe(200);
      else expectRefused(res, 403, 'es', 'errors.forbidden', tile);
    }
  });

  it('every tile answers every role with a 200 or a translated 403, with odd queries too', async () => {
    for (const role of ROLES) {
      for (const tile of TILES) {
        for (const q of ['', '?page=%00', '?a=1&a=2']) {
          const res = await get(role, `/fr/v1.0/dashboard/${tile}${q}`);
          expectNo500(res, `${role} ${tile}${q}`);
          if (res.status !== 200) expectRefused(res, 403, 'fr', 'errors.forbidden', `${role} ${tile}`);
        }
      }
    }
  });

  it("agent2's tiles count nothing of the other agency", async () => {
    const res = await get('agent2', '/en/v1.0/dashboard/reservations');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/"count":[1-9]/);
  });

  it('an unknown language in the path is refused', async () => {
    for (const url of [
      '/xx/v1.0/dashboard/content',
      '/xx/v1.0/appliances',
      '/xx/v1.0/ready-stock',
      '/%00/v1.0/downloads',
    ]) {
      const res = await get('agent', url);
      expectNo500(res, url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
    }
  });
});
