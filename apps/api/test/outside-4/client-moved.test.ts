import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAll } from '../helpers/app';
import { completeFields, idOf } from '../sheets/helpers';

/**
 * An outside tester (4): a client staff move to another agency (through its sheet) took its sales
 * and invoices along, but not its orders and ready-stock reservations. The former agency's agent
 * went on listing and opening the client's orders (its company, address and lines) and
 * reservations, a client no longer theirs (PRODUCT.md §2: an agent sees only their agency's
 * clients and data); the new agency's agent saw none of them. Both now follow the client, and the
 * orders list's kept totals with them.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const tok = await loginAll(t);

type Rows = { rows: { id: number; client_id?: number }[]; total: number };
const list = async (url: string, token: string) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response as Rows;
};
const ordersOf = async (token: string) => list('/en/v1.0/order-form?pageSize=100', token);
const reservationsOf = async (token: string) => list('/en/v1.0/ready-stock/reservations?pageSize=100', token);

describe('a client moved to another agency', () => {
  it('takes its orders and reservations along: the former agent no longer sees them, the new one does', async () => {
    const client = await idOf(t, 'clients', 'code', 'MB0001');
    const sud = await idOf(t, 'agencies', 'code', 'AG-CENTROSUD');
    const before = await ordersOf(tok.agent);
    const orders = before.rows.filter((r) => r.client_id === client).map((r) => r.id);
    const reservations = (await reservationsOf(tok.customer)).rows.map((r) => r.id);
    expect(orders.length).toBeGreaterThan(0);
    expect(reservations.length).toBeGreaterThan(0);
    const agent2Before = await ordersOf(tok.agent2);

    const set = (payload: object) =>
      t.call({ method: 'POST', url: `/en/v1.0/admin/schede/client-set/${client}`, token: tok.admin, payload });
    expect((await set({ action: 'renew' })).status).toBe(200);
    const moved = await set({ is_edited: true, scheda_fields: completeFields('Arredamenti Brambilla S.r.l.', sud) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    // The former agency's agent: none of the client's orders or reservations, by list or by id.
    const agentAfter = await ordersOf(tok.agent);
    expect(agentAfter.rows.filter((r) => orders.includes(r.id))).toEqual([]);
    expect(agentAfter.total).toBe(before.total - orders.length);
    for (const id of orders) {
      expect((await t.call({ method: 'GET', url: `/en/v1.0/order-form/${id}`, token: tok.agent })).status).toBe(404);
    }
    const agentReservations = (await reservationsOf(tok.agent)).rows.map((r) => r.id);
    expect(agentReservations.filter((id) => reservations.includes(id))).toEqual([]);

    // The new agency's agent: all of them.
    const agent2After = await ordersOf(tok.agent2);
    expect(
      agent2After.rows
        .filter((r) => r.client_id === client)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...orders].sort());
    expect(agent2After.total).toBe(agent2Before.total + orders.length);
    for (const id of orders) {
      expect((await t.call({ method: 'GET', url: `/en/v1.0/order-form/${id}`, token: tok.agent2 })).status).toBe(200);
    }
    const agent2Reservations = (await reservationsOf(tok.agent2)).rows.map((r) => r.id);
    expect(reservations.every((id) => agent2Reservations.includes(id))).toBe(true);

    // The customer still sees their own.
    expect((await reservationsOf(tok.customer)).rows.map((r) => r.id).sort()).toEqual([...reservations].sort());
  });
});
