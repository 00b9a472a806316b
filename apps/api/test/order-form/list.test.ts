import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { completeFields, orderPart, sendRequest } from './requests';

let t: TestApp;
let tok: DemoTokens;

type Row = {
  id: number;
  number: string;
  state: string;
  client_id: number;
  agency_id: number | null;
  reference: string;
};

const list = async (token: string, query = '', lang = 'en') => {
  const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/order-form${query}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response as {
    rows: Row[];
    total: number;
    table_headers: { key: string; label: string }[];
    page: number;
    pageSize: number;
  };
};

/** Every order in the database, as the scope sees them: the expected answers. */
async function ordersWhere(condition: ReturnType<typeof sql>) {
  return queryRows<{ id: number }>(t.database.db, sql`select o.id from order_form_orders o where ${condition}`);
}

let agentAgency: number;
let customerClient: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const [u] = await queryRows<{ agency: number; client: number }>(
    t.database.db,
    sql`select (select agency_id from users where username = 'agent') as agency,
          (select client_id from users where username = 'customer') as client`,
  );
  agentAgency = Number(u?.agency);
  customerClient = Number(u?.client);
});
afterAll(() => t.close());

describe('GET order-form', () => {
  it('shows staff every order, an agent their agency’s, a customer its own (the demo orders of every state)', async () => {
    const all = await list(tok.admin, '?pageSize=100');
    const everything = await ordersWhere(sql`true`);
    expect(all.total).toBe(everything.length);
    expect(new Set(all.rows.map((r) => r.state))).toEqual(new Set(['draft', 'sent']));
    expect(all.table_headers.map((h) => h.key)).toContain('agency');

    const agent = await list(tok.agent, '?pageSize=100');
    const theirs = await ordersWhere(sql`o.agency_id = ${agentAgency}`);
    expect(agent.rows.map((r) => r.id).sort()).toEqual(theirs.map((r) => Number(r.id)).sort());
    expect(agent.rows.length).toBeGreaterThan(0);
    expect(agent.rows.every((r) => r.agency_id === agentAgency)).toBe(true);
    expect(agent.table_headers.map((h) => h.key)).not.toContain('agency');

    const customer = await list(tok.customer, '?pageSize=100');
    const own = await ordersWhere(sql`o.client_id = ${customerClient}`);
    expect(customer.rows.map((r) => r.id).sort()).toEqual(own.map((r) => Number(r.id)).sort());
    expect(customer.rows.every((r) => r.client_id === customerClient)).toBe(true);

    // An agent's filter on another agency changes nothing of the scope.
    const [otherAgency] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select agency_id as id from users where username = 'agent2'`,
    );
    expect((await list(tok.agent, `?agency=${otherAgency?.id}`)).total).toBe(0);
  });

  it('filters by state, client, text and order date, newest first, with pages and sorts', async () => {
    const [client] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select c.id from clients c where c.agency_id = ${agentAgency} and c.kind = 'retailer' order by c.id limit 1`,
    );
    const made: number[] = [];
    for (const [i, date] of ['2025-01-10', '2025-03-05', '2025-06-20'].entries()) {
      const res = await sendRequest(t, tok.agent, [
        orderPart({
          fields: completeFields(Number(client?.id), {
            reference: `Filtro Zeta ${i}`,
            customer_code: `ZZ000${i}`,
            order_date: date,
            requested_delivery_date: '',
          }),
        }),
      ]);
      made.push(res.body.args.response.id);
    }
    const text = await list(tok.agent, '?q=filtro%20zeta');
    expect(text.rows.map((r) => r.id)).toEqual([...made].reverse());
    expect((await list(tok.agent, '?q=zz0001')).rows.map((r) => r.id)).toEqual([made[1]]);
    const number = text.rows[0]?.number as string;
    expect((await list(tok.agent, `?q=${number}`)).rows.map((r) => r.id)).toEqual([made[2]]);

    const dated = await list(tok.agent, '?q=filtro&from=2025-02-01&to=2025-06-20');
    expect(dated.rows.map((r) => r.id)).toEqual([made[2], made[1]]);
    const byDate = await list(tok.agent, '?q=filtro&sort=order_date&order=asc');
    expect(byDate.rows.map((r) => r.id)).toEqual(made);

    const drafts = await list(tok.admin, '?state=draft&pageSize=100');
    expect(drafts.rows.every((r) => r.state === 'draft')).toBe(true);
    expect(drafts.rows.map((r) => r.id)).toEqual(expect.arrayContaining(made));
    const sent = await list(tok.admin, '?state=sent&pageSize=100');
    expect(sent.rows.some((r) => made.includes(r.id))).toBe(false);

    const byClient = await list(tok.admin, `?client=${client?.id}&pageSize=100`);
    expect(byClient.rows.every((r) => r.client_id === Number(client?.id))).toBe(true);

    const first = await list(tok.admin, '?pageSize=2');
    const second = await list(tok.admin, '?pageSize=2&page=2');
    expect(first.rows).toHaveLength(2);
    expect(second.rows[0]?.id).not.toBe(first.rows[0]?.id);
    expect(second.total).toBe(first.total);
    const past = await list(tok.admin, '?page=999');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('answers its headers and states in the request language and refuses bad queries', async () => {
    const it = await list(tok.admin, '?state=draft', 'it');
    expect(it.table_headers.find((h) => h.key === 'number')?.label).toBe('Ordine');
    expect((it.rows[0] as Row & { state_label: string }).state_label).toBe('Bozza');
    for (const query of ['?state=lost', '?sort=password', '?from=2025-02-30', '?page=0', '?client=abc', '?q=%00']) {
      const res = await t.call({ method: 'GET', url: `/en/v1.0/order-form${query}`, token: tok.admin });
      expect(res.status, query).toBe(400);
    }
  });
});
