import { collectionDates } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../../src/modules/ready-stock/service';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { agentClient, reserveUrl, rows, stocked } from './helpers';

/** `POST ready-stock/{id}/reservations`: who may reserve, for whom, and what is refused. */

let t: TestApp;
let tok: DemoTokens;
let client: number;
let otherAgencyClient: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  client = await agentClient(t, 'agent');
  otherAgencyClient = await agentClient(t, 'agent2');
});
afterAll(() => t.close());

const post = (id: number | string, payload: unknown, token: string, lang = 'en') =>
  t.call({ method: 'POST', url: reserveUrl(id, lang), token, payload: payload as object });

describe('reserving a ready-for-delivery unit', () => {
  it('lets a customer reserve for its own company, with the self-collection dates set by the server', async () => {
    const id = await stocked(t, 2);
    const res = await post(id, { delivery_mode: 'self_collection' }, tok.customer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = collectionDates(romeToday());
    expect(res.body.args.response).toMatchObject(expected);
    const [r] = await rows<{ client_id: number; state: string; ready_on: string; collect_by: string }>(
      t,
      sql`select r.client_id, r.state, r.ready_on::text, r.collect_by::text from ready_stock_reservations r
          where r.id = ${res.body.args.response.id}`,
    );
    const [own] = await rows<{ client_id: number }>(t, sql`select client_id from users where username = 'customer'`);
    expect(r).toEqual({ client_id: own?.client_id, state: 'requested', ...expected });
    // A customer naming another company is answered as if that company did not exist.
    expect((await post(id, { delivery_mode: 'next_load', client_id: client }, tok.customer)).status).toBe(404);
  });

  it("lets an agent reserve for their agency's client only; another agency's client answers like a missing one", async () => {
    const id = await stocked(t, 3);
    const ok = await post(id, { delivery_mode: 'next_load', client_id: client }, tok.agent);
    expect(ok.status).toBe(200);
    expect(ok.body.args.response.ready_on).toBeUndefined();
    const foreign = await post(id, { delivery_mode: 'next_load', client_id: otherAgencyClient }, tok.agent);
    const missing = await post(id, { delivery_mode: 'next_load', client_id: 2_000_000_000 }, tok.agent);
    expect(foreign.status).toBe(404);
    expect(foreign.body.args.error).toEqual(missing.body.args.error);
    const none = await post(id, { delivery_mode: 'next_load' }, tok.agent, 'it');
    expect(none.status).toBe(400);
    expect(none.body.args.error.message).toBe('Scegli il cliente per cui prenoti');
  });

  it('is for agents and customers: staff are refused, an anonymous caller must sign in', async () => {
    const id = await stocked(t, 5);
    expect((await post(id, { delivery_mode: 'next_load', client_id: client }, tok.admin)).status).toBe(403);
    expect((await post(id, { delivery_mode: 'next_load', client_id: client }, tok.sales)).status).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: reserveUrl(id), payload: { delivery_mode: 'next_load' } })).status,
    ).toBe(401);
  });

  it('refuses a deferred delivery date with a clear message in the request language', async () => {
    const id = await stocked(t, 5);
    const res = await post(id, { delivery_mode: 'next_load', delivery_date: '2027-03-01' }, tok.customer, 'fr');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.args.error)).toContain('ne peuvent pas avoir de date de livraison différée');
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ready_stock_reservations where appliance_id = ${id}`,
    );
    expect(n?.n).toBe(0);
  });

  it('answers bad input with a 4xx and stores nothing', async () => {
    const id = await stocked(t, 5);
    const cases: [string | number, unknown][] = [
      [id, { delivery_mode: 'drone' }],
      [id, {}],
      [id, { delivery_mode: 'next_load', note: 'a\u0000b' }],
      [id, { delivery_mode: 'next_load', note: '\ud800' }],
      [id, { delivery_mode: 'next_load', extra: 1 }],
      [id, { delivery_mode: 'next_load', client_id: 'x' }],
      [id, { delivery_mode: 'next_load', client_id: 3_000_000_000 }],
      ['99999999999', { delivery_mode: 'next_load' }],
      ['abc', { delivery_mode: 'next_load' }],
    ];
    for (const [target, body] of cases) {
      const res = await post(target, body, tok.customer, 'es');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.args.error.message, JSON.stringify(body)).toBeTruthy();
    }
    const malformed = await t.call({
      method: 'POST',
      url: reserveUrl(id),
      token: tok.customer,
      payload: '{"delivery_mode":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const huge = await t.call({
      method: 'POST',
      url: reserveUrl(id),
      token: tok.customer,
      payload: { delivery_mode: 'next_load', note: 'x'.repeat(5_000_000) },
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    // An appliance not in stock (or not at all) is a 404.
    const [bare] = await rows<{ id: number }>(
      t,
      sql`select id from appliances a where not exists (select 1 from appliance_stock k where k.appliance_id = a.id) limit 1`,
    );
    expect((await post(bare?.id as number, { delivery_mode: 'next_load' }, tok.customer)).status).toBe(404);
    expect((await post(2_000_000_000, { delivery_mode: 'next_load' }, tok.customer)).status).toBe(404);
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ready_stock_reservations where appliance_id = ${id}`,
    );
    expect(n?.n).toBe(0);
  });

  it('gives 100 concurrent buyers of a stock of 3 exactly 3 reservations; the others hear it is gone', async () => {
    const id = await stocked(t, 3);
    const calls = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? post(id, { delivery_mode: 'next_load' }, tok.customer)
        : post(id, { delivery_mode: 'self_collection', client_id: client }, tok.agent),
    );
    const answers = await Promise.all(calls);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(97);
    expect(answers.find((a) => a.status === 409)?.body.args.error.message).toBe(
      'This appliance is no longer available: someone reserved the last unit',
    );
    const [n] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ready_stock_reservations where appliance_id = ${id}`,
    );
    expect(n?.n).toBe(3);
  });
});
