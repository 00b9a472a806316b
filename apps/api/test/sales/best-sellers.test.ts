import { codesOf, type RevenueCategory } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, idOf, rows } from '../sheets/helpers';

let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
});
afterAll(() => t.close());

const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const year = new Date().getFullYear();
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

type Ranked = { product: string; category: string; quantity: number; amount: number };

/** The ranking as a plain GROUP BY over the raw sales lines: what the call must answer. */
async function plainRanking(
  where: SQL,
  category: RevenueCategory,
  from: string,
  to: string,
  by: 'amount' | 'quantity' = 'amount',
) {
  const codes = sql.join(
    codesOf(category).map((c) => sql`${c}`),
    sql`, `,
  );
  const order = by === 'quantity' ? sql`sum(quantity) desc, sum(amount) desc` : sql`sum(amount) desc`;
  const ranked = await rows<{ product: string; category: string; quantity: string; amount: string }>(
    t,
    sql`select product, category, sum(quantity) as quantity, sum(amount) as amount from sales_lines
      where ${where} and category in (${codes}) and day between ${from} and ${to}
      group by product, category order by ${order}, product, category`,
  );
  const [all] = await rows<{ quantity: string | null; amount: string | null }>(
    t,
    sql`select sum(quantity) as quantity, sum(amount) as amount from sales_lines
      where ${where} and category in (${codes}) and day between ${from} and ${to}`,
  );
  return {
    rows: ranked.map((r) => ({ ...r, quantity: Number(r.quantity), amount: Number(r.amount) })) as Ranked[],
    totals: { quantity: Number(all?.quantity ?? 0), amount: Number(all?.amount ?? 0) },
  };
}

const pick = (r: Ranked) => ({ product: r.product, category: r.category, quantity: r.quantity, amount: r.amount });

describe('best sellers', () => {
  it('ranks the network’s products of the year by revenue, each figure a plain sum of the lines', async () => {
    const res = await get(tok.sales, '/it/v1.0/sales/best-sellers');
    expect(res.status).toBe(200);
    const answer = res.body.args.response;
    expect(answer).toMatchObject({ category: 'expo', by: 'amount', from: `${year}-01`, to: `${year}-12`, scope: {} });
    expect(answer.table_headers.map((h: { label: string }) => h.label)).toEqual([
      'N.',
      'Prodotto',
      'Categoria',
      'Pezzi',
      'Fatturato',
      'Quota',
    ]);
    const plain = await plainRanking(sql`true`, 'expo', `${year}-01-01`, `${year}-12-31`);
    expect(plain.rows.length).toBeGreaterThan(8);
    expect(answer.products).toBe(plain.rows.length);
    expect(answer.rows.map(pick)).toEqual(plain.rows.slice(0, 50));
    expect(answer.rows.map((r: { rank: number }) => r.rank)).toEqual(answer.rows.map((_: unknown, i: number) => i + 1));
    expect(answer.totals.amount).toBeCloseTo(plain.totals.amount, 2);
    expect(answer.totals.quantity).toBeCloseTo(plain.totals.quantity, 3);
    const first = answer.rows[0];
    expect(first.share).toBeCloseTo(Math.round((first.amount / plain.totals.amount) * 1000) / 10, 1);
    expect(first.category_label).toBeTruthy();
  });

  it('sums a category’s codes over whole months, ranked by pieces, top N', async () => {
    const from = `${year - 1}-03`;
    const to = `${year - 1}-11`;
    const url = `/en/v1.0/sales/best-sellers?category=worktops&from=${from}&to=${to}&by=quantity&limit=3`;
    const answer = (await get(tok.admin, url)).body.args.response;
    const plain = await plainRanking(sql`true`, 'worktops', `${from}-01`, `${to}-${lastDay(year - 1, 11)}`, 'quantity');
    expect(answer).toMatchObject({ category: 'worktops', by: 'quantity', from, to, products: plain.rows.length });
    expect(answer.rows.map(pick)).toEqual(plain.rows.slice(0, 3));
    expect(new Set(plain.rows.map((r) => r.category))).toEqual(new Set(['PJ', 'PL']));
    expect(answer.rows.every((r: { category: string }) => ['PJ', 'PL'].includes(r.category))).toBe(true);
    expect(answer.rows[0].share).toBeCloseTo(Math.round((plain.rows[0]!.quantity / plain.totals.quantity) * 1000) / 10);

    const furniture = (await get(tok.admin, `/en/v1.0/sales/best-sellers?category=furniture&year=${year - 1}`)).body
      .args.response;
    expect(furniture.rows.every((r: { category: string }) => r.category === 'NN')).toBe(true);
    expect(furniture.rows.map(pick)).toEqual(
      (await plainRanking(sql`true`, 'furniture', `${year - 1}-01-01`, `${year - 1}-12-31`)).rows.slice(0, 50),
    );
  });

  it('keeps staff to the agency they name and an agent to their own', async () => {
    const staff = (await get(tok.admin, `/en/v1.0/sales/best-sellers?agent=${nord}&year=${year - 1}`)).body.args
      .response;
    const plain = await plainRanking(sql`agency_id = ${nord}`, 'expo', `${year - 1}-01-01`, `${year - 1}-12-31`);
    expect(staff.scope).toEqual({ agency: { id: nord, name: 'Agenzia Lombarda Arredo' } });
    expect(staff.rows.map(pick)).toEqual(plain.rows.slice(0, 50));
    expect(staff.totals.amount).toBeCloseTo(plain.totals.amount, 2);

    const agent = await get(tok.agent, `/en/v1.0/sales/best-sellers?year=${year - 1}`);
    expect(agent.status).toBe(200);
    expect(agent.body.args.response).toEqual(staff);
    expect((await get(tok.agent, `/en/v1.0/sales/best-sellers?year=${year - 1}&agent=${nord}`)).body).toEqual(
      agent.body,
    );
    const other = (await get(tok.agent2, `/en/v1.0/sales/best-sellers?year=${year - 1}`)).body.args.response;
    expect(other.scope.agency.id).toBe(sud);
    expect(other.totals.amount).not.toBe(staff.totals.amount);
  });

  it('answers another agency like a missing one', async () => {
    const refused = await get(tok.agent, `/en/v1.0/sales/best-sellers?agent=${sud}`);
    const missing = await get(tok.agent, '/en/v1.0/sales/best-sellers?agent=999999');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    const staffMissing = await get(tok.admin, '/en/v1.0/sales/best-sellers?agent=999999');
    expect(staffMissing.status).toBe(404);
    expect(staffMissing.body).toEqual(missing.body);
  });

  it('gives a customer its own purchases only, and the press nothing', async () => {
    const own = await idOf(t, 'clients', 'code', 'MB0001');
    const res = await get(tok.customer, `/fr/v1.0/sales/best-sellers?category=appliances&year=${year - 1}`);
    expect(res.status).toBe(200);
    const answer = res.body.args.response;
    const plain = await plainRanking(sql`client_id = ${own}`, 'appliances', `${year - 1}-01-01`, `${year - 1}-12-31`);
    expect(answer.scope.client.id).toBe(own);
    expect(answer.scope.agency).toBeUndefined();
    expect(answer.rows.map(pick)).toEqual(plain.rows);
    expect(answer.rows[0].category_label).toMatch(/^Électroménager/);
    expect(answer.table_headers[1].label).toBe('Produit');
    const named = await get(tok.customer, `/fr/v1.0/sales/best-sellers?agent=${nord}`);
    expect(named.status).toBe(404);

    await t.database.db.execute(sql`update clients set kind = 'press' where id = ${own}`);
    try {
      const press = await t.login('customer');
      expect((await get(press, '/en/v1.0/sales/best-sellers')).status).toBe(403);
    } finally {
      await t.database.db.execute(sql`update clients set kind = 'retailer' where id = ${own}`);
    }
    expect((await get(undefined, '/en/v1.0/sales/best-sellers')).status).toBe(401);
  });

  it('answers an empty period with no rows and zero sums', async () => {
    const answer = (await get(tok.admin, '/en/v1.0/sales/best-sellers?year=2001')).body.args.response;
    expect(answer).toMatchObject({ rows: [], products: 0, totals: { quantity: 0, amount: 0 } });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = async (query: string, field: string, message: string) => {
      const res = await get(tok.admin, `/en/v1.0/sales/best-sellers?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.args.error.fields?.[field], query).toBe(message);
    };
    await bad('category=shoes', 'category', 'Choose a revenue category from the list');
    await bad('from=2026-13&to=2026-12', 'from', 'Enter a month as YYYY-MM, from 2000-01 to 2099-12');
    await bad('from=2026-5&to=2026-12', 'from', 'Enter a month as YYYY-MM, from 2000-01 to 2099-12');
    await bad('from=2026-06&to=2026-02', 'to', 'The last month cannot come before the first');
    await bad('from=2026-01', 'to', 'Required field');
    await bad(`year=${year}&from=2026-01&to=2026-02`, 'year', 'Ask for a year or for months, not both');
    await bad('by=price', 'by', 'Rank by revenue or by pieces');
    for (const query of ['limit=0', 'limit=101', 'agent=0', 'year=3000', 'agent=abc']) {
      expect((await get(tok.admin, `/en/v1.0/sales/best-sellers?${query}`)).status, query).toBe(400);
    }
  });

  it('offers every role that reads it the years of its own scope (sales/years refuses an agent and a customer)', async () => {
    for (const token of [tok.agent, tok.customer]) {
      expect((await get(token, '/it/v1.0/sales/years')).status).toBe(403);
      const res = await get(token, '/it/v1.0/sales/best-sellers/years');
      expect(res.status).toBe(200);
      expect(res.body.args.response).toContain(year);
      expect(res.body.args.response).toContain(year - 1);
    }
    // An agent's years are their agency's, as revenue offers them; staff's the network's or an agency's.
    const agency = await get(tok.agent, `/it/v1.0/sales/years/agent/${nord}`);
    expect((await get(tok.agent, '/it/v1.0/sales/best-sellers/years')).body.args.response).toEqual(
      agency.body.args.response,
    );
    expect((await get(tok.admin, '/it/v1.0/sales/best-sellers/years')).body.args.response).toEqual(
      (await get(tok.admin, '/it/v1.0/sales/years')).body.args.response,
    );
    expect((await get(tok.admin, `/it/v1.0/sales/best-sellers/years?agent=${sud}`)).body.args.response).toEqual(
      (await get(tok.admin, `/it/v1.0/sales/years/agent/${sud}`)).body.args.response,
    );
    // Another agency, for an agent, answers as one that does not exist; a bad id is a 400.
    expect((await get(tok.agent, `/it/v1.0/sales/best-sellers/years?agent=${sud}`)).status).toBe(404);
    expect((await get(tok.admin, '/it/v1.0/sales/best-sellers/years?agent=abc')).status).toBe(400);
  });
});
