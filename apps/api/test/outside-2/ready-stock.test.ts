import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectNo500, expectRefused } from '../outside/helpers';

/**
 * An outside tester on Ready for delivery and its dashboard tile: the press sees only news,
 * communications, trends, downloads and promotions (PRODUCT.md §2), buyers reserve only for
 * their own clients, and bad input is a translated 4xx.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const ROLES = ['admin', 'sales', 'agent', 'agent2', 'customer', 'press'] as const;
const tok = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await t.login(r)]))) as Record<
  (typeof ROLES)[number],
  string
>;
const call = (token: string, method: string, url: string, payload?: unknown) =>
  t.call({ method: method as 'GET', url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

const stock = (await call(tok.admin, 'GET', '/en/v1.0/ready-stock?pageSize=100')).body.args.response.rows as {
  id: number;
}[];
const applianceId = stock[0]?.id as number;

describe('the press', () => {
  it.each([
    ['GET', '/fr/v1.0/ready-stock'],
    ['GET', '/fr/v1.0/ready-stock/facets'],
    ['GET', '/fr/v1.0/ready-stock/reservations'],
    ['GET', '/fr/v1.0/dashboard/reservations'],
    ['GET', '/fr/v1.0/appliances'],
  ])('is refused %s %s, in French', async (method, url) => {
    expectRefused(await call(tok.press, method, url), 403, 'fr', 'errors.forbidden', url);
  });

  it('cannot reserve a unit', async () => {
    const res = await call(tok.press, 'POST', `/es/v1.0/ready-stock/${applianceId}/reservations`, {
      delivery_mode: 'next_load',
    });
    expect([403, 404]).toContain(res.status);
    expectRefused(res, res.status, 'es');
  });
});

describe('reservations of someone else', () => {
  it('a customer reserving for another client is answered as a missing client', async () => {
    const res = await call(tok.customer, 'POST', `/it/v1.0/ready-stock/${applianceId}/reservations`, {
      client_id: 2,
      delivery_mode: 'next_load',
    });
    expectRefused(res, 404, 'it', 'errors.notFound');
  });

  it("an agent reserving for another agency's client is answered as a missing client", async () => {
    const res = await call(tok.agent2, 'POST', `/en/v1.0/ready-stock/${applianceId}/reservations`, {
      client_id: 1,
      delivery_mode: 'next_load',
    });
    expectRefused(res, 404, 'en', 'errors.notFound');
  });

  it('buyers cannot accept, refuse or close, and read only their own', async () => {
    for (const who of ['agent', 'customer'] as const) {
      for (const action of ['accept', 'close']) {
        expectRefused(await call(tok[who], 'POST', `/en/v1.0/ready-stock/reservations/2/${action}`, {}), 403, 'en');
      }
      expectRefused(
        await call(tok[who], 'POST', '/en/v1.0/ready-stock/reservations/2/refuse', { reason: 'x' }),
        403,
        'en',
      );
    }
    const agent2 = (await call(tok.agent2, 'GET', '/en/v1.0/ready-stock/reservations?pageSize=100')).body;
    expect(agent2.args.response.rows).toEqual([]);
    const customer = (await call(tok.customer, 'GET', '/en/v1.0/ready-stock/reservations?pageSize=100')).body;
    expect(customer.args.response.rows.every((r: { client_id: number }) => r.client_id === 1)).toBe(true);
  });
});

describe('bad input to a reservation', () => {
  it.each([
    ['impossible date', { delivery_mode: 'next_load', delivery_date: '2026-02-30' }],
    ['client beyond 2^31', { delivery_mode: 'next_load', client_id: 2 ** 31 }],
    ['negative client', { delivery_mode: 'next_load', client_id: -1 }],
    ['NUL in the note', { delivery_mode: 'next_load', note: 'a\u0000b' }],
    ['lone surrogate in the note', { delivery_mode: 'next_load', note: 'a\ud800b' }],
    ['mode not in the enum', { delivery_mode: 'teleport' }],
    ['array for the mode', { delivery_mode: ['next_load'] }],
    ['huge note', { delivery_mode: 'next_load', note: 'x'.repeat(100_000) }],
  ])('%s is a translated 400', async (_, body) => {
    const res = await call(tok.customer, 'POST', `/de/v1.0/ready-stock/${applianceId}/reservations`, body);
    expectNo500(res);
    const fr = await call(tok.customer, 'POST', `/fr/v1.0/ready-stock/${applianceId}/reservations`, body);
    expectRefused(fr, 400, 'fr');
  });

  it('a reservation of an appliance id beyond 2^31 or negative is a 4xx', async () => {
    for (const id of ['2147483648', '-1', '99999999999999999999', '1%00']) {
      expectNo500(
        await call(tok.customer, 'POST', `/en/v1.0/ready-stock/${id}/reservations`, { delivery_mode: 'next_load' }),
      );
    }
  });
});
