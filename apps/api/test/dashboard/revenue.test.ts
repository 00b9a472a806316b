import { codesOf, REVENUE_CATEGORIES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/db/schema/index';
import { clientFactory } from '../../src/db/seed/factories';
import { salesDailySql, salesLinesSql } from '../../src/db/seed/sales';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { plainSums } from '../sales/helpers';
import { demoAgencies, idOf, rows } from '../sheets/helpers';

// Spec §7 "Dashboard": dashboard/ (revenue per spec §9 category) and dashboard/premia, each in
// the caller's scope (PRODUCT.md §2): staff the network, an agent the own agency, a customer its own.
let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;
const year = new Date().getFullYear();

type Figures = { previous_year: number; progressive: number; current_year: number; delta: number };
type Category = Figures & { category: string; name: string; budget: number | null; delta_percent: number | null };

const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const revenue = async (token: string, lang = 'en') => {
  const res = await get(token, `/${lang}/v1.0/dashboard/`);
  expect(res.status).toBe(200);
  return res.body.args.response as { year: number; until: string; categories: Category[]; scope: object };
};
const byKey = (answer: { categories: Category[] }, key: string) =>
  answer.categories.find((c) => c.category === key) as Category;

function expectFigures(got: Figures, plain: { previous_year: number; progressive: number; current_year: number }) {
  expect(got.previous_year).toBeCloseTo(plain.previous_year, 2);
  expect(got.progressive).toBeCloseTo(plain.progressive, 2);
  expect(got.current_year).toBeCloseTo(plain.current_year, 2);
  expect(got.delta).toBeCloseTo(plain.current_year - plain.progressive, 2);
}

/** A client of `agency` made here, with the demo's deterministic sales lines and their daily sums. */
async function clientWithSales(n: number, agency: number) {
  const [row] = await t.database.db
    .insert(clients)
    .values({ ...clientFactory(n, agency), companyName: `Cruscotto Prova ${n} S.r.l.` })
    .returning({ id: clients.id });
  const id = row?.id as number;
  await t.database.db.execute(salesLinesSql(sql`c.id = ${id}`));
  await t.database.db.execute(salesDailySql(sql`client_id = ${id}`));
  return id;
}

/** The lines of the clients that belong to an agency now: "their clients' sales lines". */
const ofAgencyClients = (agency: number): SQL => sql`client_id in (select id from clients where agency_id = ${agency})`;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
});
afterAll(() => t.close());

describe('dashboard/ (revenue by category)', () => {
  it('gives an agent their own clients’ sales, each category a plain sum of the lines', async () => {
    const before = await revenue(tok.agent);
    const other = await revenue(tok.agent2);
    const made = await clientWithSales(920_001, nord);
    const mine = await plainSums(t, sql`client_id = ${made}`, codesOf('expo'));
    expect(mine.current_year).toBeGreaterThan(0);

    const after = await revenue(tok.agent);
    expect(after.year).toBe(year);
    expect(after.scope).toEqual({ agency: { id: nord, name: 'Agenzia Lombarda Arredo' } });
    expect(after.categories.map((c) => c.category)).toEqual(REVENUE_CATEGORIES.map((c) => c.key));
    for (const { key } of REVENUE_CATEGORIES) {
      expectFigures(byKey(after, key), await plainSums(t, ofAgencyClients(nord), codesOf(key)));
    }
    // The new client moved the agent's figures by its own sums, and nobody else's.
    expect(byKey(after, 'expo').current_year - byKey(before, 'expo').current_year).toBeCloseTo(mine.current_year, 2);
    expect(await revenue(tok.agent2)).toEqual(other);
    expectFigures(byKey(other, 'expo'), await plainSums(t, ofAgencyClients(sud), codesOf('expo')));
    expect(byKey(after, 'worktops').name).toBe('Worktops and backsplashes');
  });

  it('gives staff the whole network with the summed budgets, in the request’s language', async () => {
    const admin = await revenue(tok.admin, 'it');
    expect(admin.scope).toEqual({});
    for (const { key } of REVENUE_CATEGORIES) {
      expectFigures(byKey(admin, key), await plainSums(t, sql`true`, codesOf(key)));
    }
    const [budget] = await rows<{ amount: string }>(
      t,
      sql`select sum(amount) as amount from sales_budgets where year = ${year} and category = 'furniture'`,
    );
    expect(byKey(admin, 'furniture').budget).toBe(Number(budget?.amount));
    expect(byKey(admin, 'furniture').name).toBe('Mobili');
    expect((await revenue(tok.sales, 'it')).categories).toEqual(admin.categories);
  });

  it('shows an agent the own agency’s budget as staff set it', async () => {
    const set = await t.call({
      method: 'POST',
      url: `/en/v1.0/sales/budget/agent/${nord}`,
      token: tok.admin,
      payload: { year, category: 'premia', amount: 12_345.67 },
    });
    expect(set.status).toBe(200);
    const premia = byKey(await revenue(tok.agent), 'premia');
    expect(premia.budget).toBe(12_345.67);
    expect(premia.budget).not.toBe(byKey(await revenue(tok.agent2), 'premia').budget);
  });

  it('gives a customer its own purchases without a budget, and refuses the press', async () => {
    const own = await idOf(t, 'clients', 'code', 'MB0001');
    const answer = await revenue(tok.customer, 'fr');
    expect(answer.scope).toEqual({ client: { id: own, name: expect.any(String) } });
    for (const { key } of REVENUE_CATEGORIES) {
      const got = byKey(answer, key);
      expectFigures(got, await plainSums(t, sql`client_id = ${own}`, codesOf(key)));
      expect(got.budget).toBeNull();
    }
    expect(byKey(answer, 'appliances').name).toMatch(/^Électroménager/);

    await t.database.db.execute(sql`update clients set kind = 'press' where id = ${own}`);
    try {
      const press = await t.login('customer');
      expect((await get(press, '/en/v1.0/dashboard')).status).toBe(403);
      expect((await get(press, '/en/v1.0/dashboard/premia')).status).toBe(403);
    } finally {
      await t.database.db.execute(sql`update clients set kind = 'retailer' where id = ${own}`);
    }
  });

  it('refuses anonymous callers in the request’s language', async () => {
    for (const url of ['/it/v1.0/dashboard', '/it/v1.0/dashboard/premia']) {
      const res = await get(undefined, url);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
      expect(res.body.args.error.message).toBe('Sessione scaduta');
    }
  });
});

describe('dashboard/premia', () => {
  it('answers the premia category (PR) of each caller’s scope, as dashboard/ does', async () => {
    for (const [user, where] of [
      ['admin', sql`true`],
      ['agent', ofAgencyClients(nord)],
      ['agent2', ofAgencyClients(sud)],
    ] as const) {
      const res = await get(tok[user], '/en/v1.0/dashboard/premia');
      expect(res.status, user).toBe(200);
      const premia = res.body.args.response;
      expect(premia.category).toBe('premia');
      expect(premia.name).toBe('Premia');
      expectFigures(premia, await plainSums(t, where, ['PR']));
      const { category, name, ...figures } = byKey(await revenue(tok[user]), 'premia');
      expect(premia).toMatchObject({ category, name, ...figures });
    }
    const customer = (await get(tok.customer, '/en/v1.0/dashboard/premia')).body.args.response;
    expect(customer.budget).toBeNull();
    expect(customer.delta_percent).toBe(
      customer.progressive ? Math.round((customer.delta / customer.progressive) * 1000) / 10 : null,
    );
  });
});
