import { ORDER_FORM_STATES, orderFormListQuerySchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { listOrders } from '../../src/modules/order-form/repository';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/**
 * The orders list's totals come from `order_form_counts` (by agency and state), kept by triggers
 * on `order_form_orders` (migration 0052). A long random sequence of writes must leave them equal
 * to a full recount after every step, and the list's totals equal to counting the orders.
 */
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

/** A small deterministic PRNG, so a failure replays. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The counters' rows that differ from a recount of the orders (none when they are in step). */
const drift = () =>
  queryRows<{ agency_id: number; state: string; d: string }>(
    t.database.db,
    sql`select agency_id, state, sum(d) as d from (
        select agency_id, state, n as d from order_form_counts
        union all
        select coalesce(agency_id, 0), state, -count(*) from order_form_orders group by 1, 2) x
      group by 1, 2 having sum(d) <> 0`,
  );

const recount = async (where: ReturnType<typeof sql>) =>
  Number(
    (
      await queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from order_form_orders o where ${where}`)
    )[0]?.n,
  );

describe('order counters', () => {
  it('stay equal to a full recount through a random sequence of writes', async () => {
    const db = t.database.db;
    const rand = prng(20261129);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
    const clients = await queryRows<{ id: number; agency_id: number | null }>(
      db,
      sql`select id, agency_id from clients where kind = 'retailer' order by id limit 40`,
    );
    const agencies = [...new Set(clients.map((c) => c.agency_id))];
    const [staff] = await queryRows<{ id: number }>(db, sql`select id from users where username = 'admin'`);
    const mine: number[] = [];
    expect(await drift()).toEqual([]);

    for (let step = 0; step < 100; step++) {
      const op = rand();
      if (op < 0.3 || mine.length < 3) {
        // A batch in one statement: the statement-level trigger sees several rows.
        const n = 1 + Math.floor(rand() * 4);
        const client = pick(clients);
        const state = pick(ORDER_FORM_STATES);
        const rows = await queryRows<{ id: number }>(
          db,
          sql`insert into order_form_orders (number, state, client_id, agency_id, created_by, sent_at)
            select 'T' || ${step} || '-' || g, ${state}, ${client.id}, ${client.agency_id}::int, ${staff?.id},
              case when ${state} = 'sent' then now() end
            from generate_series(1, ${n}) g returning id`,
        );
        mine.push(...rows.map((r) => Number(r.id)));
      } else if (op < 0.55) {
        await db.execute(
          sql`update order_form_orders set state = 'sent', sent_at = now()
            where id in (${pick(mine)}, ${pick(mine)}) and state = 'draft'`,
        );
      } else if (op < 0.75) {
        // The client moved to another agency (or to none) and its orders with it.
        await db.execute(
          sql`update order_form_orders set agency_id = ${pick(agencies)}::int where id in (${pick(mine)}, ${pick(mine)})`,
        );
      } else if (op < 0.85) {
        // A change that leaves agency and state as they were.
        await db.execute(sql`update order_form_orders set reference = 'R' || ${step} where id = ${pick(mine)}`);
      } else {
        const id = pick(mine);
        await db.execute(sql`delete from order_form_orders where id = ${id}`);
        mine.splice(mine.indexOf(id), 1);
      }
      expect({ step, drift: await drift() }).toEqual({ step, drift: [] });
    }
  });

  it('roll back with the transaction that wrote', async () => {
    const before = await drift();
    const [row] = await queryRows<{ n: string }>(t.database.db, sql`select sum(n) as n from order_form_counts`);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from order_form_orders where state = 'draft'`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await drift()).toEqual(before);
    const [after] = await queryRows<{ n: string }>(t.database.db, sql`select sum(n) as n from order_form_counts`);
    expect(after?.n).toBe(row?.n);
  });

  it('answer the list totals of staff and agents, all and by state and agency, as a recount', async () => {
    const [agent] = await queryRows<{ agency_id: number }>(
      t.database.db,
      sql`select agency_id from users where username = 'agent'`,
    );
    const agency = Number(agent?.agency_id);
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['?state=draft', sql`o.state = 'draft'`],
      ['?state=sent', sql`o.state = 'sent'`],
      [`?agency=${agency}`, sql`o.agency_id = ${agency}`],
      [`?agency=${agency}&state=sent`, sql`o.agency_id = ${agency} and o.state = 'sent'`],
    ];
    for (const [query, where] of cases) {
      const res = await t.call({ method: 'GET', url: `/en/v1.0/order-form${query}`, token: tok.admin });
      expect(res.status).toBe(200);
      expect({ query, total: res.body.args.response.total }).toEqual({ query, total: await recount(where) });
    }
    const own = await t.call({ method: 'GET', url: '/en/v1.0/order-form?state=sent', token: tok.agent });
    expect(own.body.args.response.total).toBe(await recount(sql`o.agency_id = ${agency} and o.state = 'sent'`));
    // A kept total is exact: never a capped lower bound.
    const many = await listOrders(t.database.db, { kind: 'all' }, orderFormListQuerySchema.parse({ pageSize: 1 }));
    expect(many).toMatchObject({ total: await recount(sql`true`), capped: false });
  });
});
