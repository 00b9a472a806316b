import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodsOf } from '../../src/modules/sales/periods';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, rows } from '../sheets/helpers';

/**
 * The revenue calls keep their sums once per version of the sales (`modules/sales/memo.ts`,
 * issue 32): while `sales_version` stays, a call reads the kept sums instead of summing the
 * aggregates again; once it moves (every statement that writes `sales_daily` moves it), every
 * call sums afresh. The test changes a daily row behind the version's back (its trigger off) to
 * see which of the two a call read.
 */
let t: TestApp;
let tok: DemoTokens;
let nord: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord } = await demoAgencies(t));
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.status, url).toBe(200);
  return res.body.args.response;
};

/** This year's figure of the agency and of the client in every revenue call that shows them. */
async function currentYears(client: number) {
  const network = await get(tok.admin, '/en/v1.0/sales/current?pageSize=100');
  const agency = await get(tok.agent, `/en/v1.0/sales/current/agent/${nord}?pageSize=100`);
  const own = await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100`);
  const ownFurniture = await get(
    tok.agent,
    `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100&categories=furniture,premia`,
  );
  const detail = await get(tok.agent, `/en/v1.0/sales/current/detail/agent/${nord}`);
  const delta = await get(tok.agent, `/en/v1.0/sales/delta/agent/${nord}`);
  const dashboard = await get(tok.admin, '/en/v1.0/dashboard');
  const expo = (categories: { category: string; current_year: number }[]) =>
    categories.find((c) => c.category === 'expo')?.current_year;
  const month = new Date().getMonth();
  return {
    network: network.rows.find((r: { id: number }) => r.id === nord)?.current_year,
    networkTotal: network.totals.current_year,
    agencyClient: agency.rows.find((r: { id: number }) => r.id === client)?.current_year,
    ownClient: own.rows.find((r: { id: number }) => r.id === client)?.current_year,
    ownFurniture: ownFurniture.rows.find((r: { id: number }) => r.id === client)?.current_year,
    detail: expo(detail.categories),
    detailMonth: detail.months[month].current,
    delta: delta.total.current_year,
    dashboard: expo(dashboard.categories),
  };
}

describe('revenue sums kept per version of the sales', () => {
  it('are read again only once the sales version moves', async () => {
    const p = periodsOf(new Date().getFullYear());
    const [row] = await rows<{ client_id: number; category: string; day: string }>(
      t,
      sql`select client_id, category, day::text as day from sales_daily
        where agency_id = ${nord} and day between ${p.untilMonth} and ${p.until} and category = 'NN'
        order by day, client_id limit 1`,
    );
    // The demo's sales run to today: a sale of this month of the agency exists.
    expect(row).toBeDefined();
    const client = Number(row?.client_id);
    const before = await currentYears(client);
    for (const [what, value] of Object.entries(before)) expect(value, what).toBeTypeOf('number');

    // 1,000 € more on the row, its monthly and agency sums kept by their triggers, the version not moved.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sales_daily disable trigger sales_daily_version`);
      await tx.execute(
        sql`update sales_daily set amount = amount + 1000
          where client_id = ${client} and category = 'NN' and day = ${row?.day}::date and agency_id = ${nord}`,
      );
      await tx.execute(sql`alter table sales_daily enable trigger sales_daily_version`);
    });
    expect(await currentYears(client)).toEqual(before);

    // Any statement that writes sales_daily moves the version, even one that changes no row.
    await t.database.db.execute(sql`update sales_daily set lines = lines where false`);
    const after = await currentYears(client);
    for (const [what, value] of Object.entries(after))
      expect(value, what).toBeCloseTo((before[what as keyof typeof before] as number) + 1000, 2);
  });
});
