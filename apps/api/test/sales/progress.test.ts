import { BUDGET_PARTS, CATEGORY_FILTERS, codesOf, codesOfFilter, REVENUE_CATEGORIES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/db/schema/index';
import { clientFactory } from '../../src/db/seed/factories';
import { salesDailySql, salesLinesSql } from '../../src/db/seed/sales';
import { periodsOf } from '../../src/modules/sales/periods';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, rows } from '../sheets/helpers';
import { plainSums as plainSumsOf } from './helpers';

// Spec §7 "Other data requests named…": delta (agent), own clients, client progress (id, filters).
let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;
/** Clients of nord made here: furniture (NN) only, tables and chairs with premia (PS, PR) only, no sales. */
let furniture: number;
let tables: number;
let idle: number;

const year = new Date().getFullYear();
const p = periodsOf(year);
const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const plainSums = (where: SQL, codes: readonly string[]) => plainSumsOf(t, where, codes);
const codesIn = (codes: readonly string[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );

/** A client of `agency` with the demo's sales lines in `codes` only (none: no sales). */
async function clientWithSales(n: number, agency: number, name: string, codes: readonly string[]) {
  const [row] = await t.database.db
    .insert(clients)
    .values({ ...clientFactory(n, agency), companyName: name })
    .returning({ id: clients.id });
  const id = row?.id as number;
  if (codes.length) {
    await t.database.db.execute(salesLinesSql(sql`c.id = ${id}`));
    await t.database.db.execute(
      sql`delete from sales_lines where client_id = ${id} and category not in (${codesIn(codes)})`,
    );
    await t.database.db.execute(salesDailySql(sql`client_id = ${id}`));
  }
  return id;
}

/** The agency's clients (not deleted) with revenue in one of `groups` as plain sums over the lines. */
async function plainOwnClients(agency: number, groups: readonly (readonly string[])[]) {
  const has = (codes: readonly string[]) => {
    const inCodes = sql`category in (${codesIn(codes)})`;
    return sql`(coalesce(sum(amount) filter (where ${inCodes} and day between ${p.previousStart} and ${p.previousEnd}), 0) <> 0
      or coalesce(sum(amount) filter (where ${inCodes} and day between ${p.previousStart} and ${p.progressiveEnd}), 0) <> 0
      or coalesce(sum(amount) filter (where ${inCodes} and day between ${p.currentStart} and ${p.until}), 0) <> 0)`;
  };
  const found = await rows<{ client_id: number }>(
    t,
    sql`select l.client_id from sales_lines l join clients c on c.id = l.client_id and c.status <> 'deleted'
      where l.agency_id = ${agency} group by l.client_id having ${sql.join(groups.map(has), sql` or `)}`,
  );
  return found.map((r) => Number(r.client_id)).sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
  furniture = await clientWithSales(910_001, nord, 'Zebrano Solo Mobili S.r.l.', ['NN']);
  tables = await clientWithSales(910_002, nord, 'Zebrano Tavoli e Premi S.r.l.', ['PS', 'PR']);
  idle = await clientWithSales(910_003, nord, 'Zebrano Senza Vendite S.r.l.', []);
});
afterAll(() => t.close());

type Figures = { previous_year: number; progressive: number; current_year: number; delta: number };
function expectFigures(got: Figures, plain: { previous_year: number; progressive: number; current_year: number }) {
  expect(got.previous_year).toBeCloseTo(plain.previous_year, 2);
  expect(got.progressive).toBeCloseTo(plain.progressive, 2);
  expect(got.current_year).toBeCloseTo(plain.current_year, 2);
  expect(got.delta).toBeCloseTo(plain.current_year - plain.progressive, 2);
}

describe('sales/delta/agent/{a}', () => {
  it('gives each revenue category of the agency and the total, each a plain sum of the lines, with budget', async () => {
    for (const token of [tok.admin, tok.sales, tok.agent]) {
      const res = await get(token, `/en/v1.0/sales/delta/agent/${nord}`);
      expect(res.status).toBe(200);
      const body = res.body.args.response;
      expect(body.scope).toEqual({ agency: { id: nord, name: 'Agenzia Lombarda Arredo' } });
      expect(body.until).toBe(p.until);
      expect(body.table_headers.map((h: { label: string }) => h.label)).toEqual([
        'Category',
        // The years compared and the day they run to (issue 33 item 4).
        expect.stringMatching(new RegExp(`^Year ${year} to \\d+ \\w+$`)),
        expect.stringMatching(new RegExp(`^Progressive ${year - 1} to \\d+ \\w+$`)),
        'Delta',
        'Delta %',
        'Budget',
        '% of budget',
      ]);
      expect(body.rows.map((r: { category: string }) => r.category)).toEqual(REVENUE_CATEGORIES.map((c) => c.key));
      const budgets = await rows<{ category: string; amount: string }>(
        t,
        sql`select category, amount from sales_budgets where agency_id = ${nord} and year = ${year}`,
      );
      // The total's (expo's) budget is the sum of the categories that make it (issue 33 item 5).
      const parts = budgets.filter((b) => (BUDGET_PARTS as readonly string[]).includes(b.category));
      const expo = Math.round(parts.reduce((acc, b) => acc + Number(b.amount), 0) * 100) / 100;
      for (const row of body.rows) {
        const plain = await plainSums(sql`agency_id = ${nord}`, codesOf(row.category));
        expectFigures(row, plain);
        const budget = budgets.find((b) => b.category === row.category);
        expect(row.budget, row.category).toBe(row.category === 'expo' ? expo : budget ? Number(budget.amount) : null);
      }
      expectFigures(body.total, await plainSums(sql`agency_id = ${nord}`, codesOf('expo')));
      expect(body.total.budget).toBe(expo);
    }
  });

  it('compares a past year in full, in the request’s language', async () => {
    const res = await get(tok.agent2, `/it/v1.0/sales/delta/agent/${sud}?year=${year - 1}`);
    expect(res.status).toBe(200);
    const body = res.body.args.response;
    expect(body.until).toBe(`${year - 1}-12-31`);
    expect(body.rows.find((r: { category: string }) => r.category === 'worktops').name).toBe('Top e alzatine');
    expect(body.total.progressive).toBe(body.total.previous_year);
  });
});

describe('sales/own-clients/agent/{a}', () => {
  it('lists the agency’s clients with revenue, a flag per category, figures as plain sums', async () => {
    const res = await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100`);
    expect(res.status).toBe(200);
    const body = res.body.args.response;
    expect(body.table_headers.map((h: { key: string }) => h.key)).toEqual([
      'name',
      'code',
      'province',
      'current_year',
      'progressive',
      'delta',
      'delta_percent',
      'flags',
    ]);
    expect(body.categories).toEqual(REVENUE_CATEGORIES.map((c) => c.key));
    const ids = body.rows.map((r: { id: number }) => r.id);
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(
      await plainOwnClients(
        nord,
        REVENUE_CATEGORIES.map((c) => c.codes),
      ),
    );
    expect(body.total).toBe(ids.length);
    expect(ids).not.toContain(idle);

    const f = body.rows.find((r: { id: number }) => r.id === furniture);
    expect(Object.keys(f.flags).sort()).toEqual([...CATEGORY_FILTERS].sort());
    expect(
      Object.entries(f.flags)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['furniture', 'expo', 'NN']);
    expectFigures(f, await plainSums(sql`client_id = ${furniture} and agency_id = ${nord}`, codesOf('expo')));
    const tc = body.rows.find((r: { id: number }) => r.id === tables);
    expect(
      Object.entries(tc.flags)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['tables_chairs', 'premia', 'expo', 'PS', 'PR']);
    // A demo client has revenue everywhere.
    const demo = body.rows.find((r: { id: number }) => r.id !== furniture && r.id !== tables);
    expect(Object.values(demo.flags).every(Boolean)).toBe(true);
  });

  it('drops the clients whose flags are all false for the chosen categories; figures are over them', async () => {
    for (const [query, groups] of [
      ['furniture', [codesOf('furniture')]],
      ['NN,E2', [['NN'], ['E2']]],
      ['tables_chairs,premia', [codesOf('tables_chairs'), codesOf('premia')]],
      ['PR', [['PR']]],
    ] as const) {
      const res = await get(tok.admin, `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100&categories=${query}`);
      expect(res.status, query).toBe(200);
      const body = res.body.args.response;
      expect(body.categories).toEqual(query.split(','));
      const ids = body.rows.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
      expect(ids, query).toEqual(await plainOwnClients(nord, groups));
      expect(body.total).toBe(ids.length);
      for (const row of body.rows)
        expect(
          query.split(',').some((c) => row.flags[c]),
          query,
        ).toBe(true);
    }
    const onlyFurniture = (await get(tok.admin, `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100&categories=NN`))
      .body.args.response.rows;
    expect(onlyFurniture.map((r: { id: number }) => r.id)).toContain(furniture);
    expect(onlyFurniture.map((r: { id: number }) => r.id)).not.toContain(tables);
    const pr = (await get(tok.admin, `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100&categories=premia`)).body
      .args.response.rows;
    expect(pr.map((r: { id: number }) => r.id)).not.toContain(furniture);
    // The row's figures are the chosen categories' only.
    expectFigures(
      pr.find((r: { id: number }) => r.id === tables),
      await plainSums(sql`client_id = ${tables}`, ['PR']),
    );
    const demo = pr.find((r: { id: number }) => r.id !== tables);
    expectFigures(demo, await plainSums(sql`client_id = ${demo.id} and agency_id = ${nord}`, ['PR']));
  });

  it('searches, sorts and pages', async () => {
    const found = (await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?q=zebrano`)).body.args.response;
    expect(found.rows.map((r: { id: number }) => r.id).sort()).toEqual([furniture, tables].sort());
    expect(found.total).toBe(2);
    const all = (
      await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?sort=current_year&order=desc&pageSize=100`)
    ).body.args.response;
    const current = all.rows.map((r: { current_year: number }) => r.current_year);
    expect(current).toEqual([...current].sort((a, b) => b - a));
    const second = (
      await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?sort=current_year&order=desc&pageSize=2&page=2`)
    ).body.args.response;
    expect(second.rows.map((r: { id: number }) => r.id)).toEqual(all.rows.slice(2, 4).map((r: { id: number }) => r.id));
    expect(second.total).toBe(all.total);
    expect((await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?sort=password`)).status).toBe(200);
  });
});

describe('sales/progress/client/{id}', () => {
  it('gives the client’s months from January, this year against the last, per category with revenue', async () => {
    const res = await get(tok.agent, `/en/v1.0/sales/progress/client/${furniture}`);
    expect(res.status).toBe(200);
    const body = res.body.args.response;
    expect(body.scope).toEqual({
      agency: { id: nord, name: 'Agenzia Lombarda Arredo' },
      client: { id: furniture, name: 'Zebrano Solo Mobili S.r.l.' },
    });
    expect(body.categories).toEqual(REVENUE_CATEGORIES.map((c) => c.key));
    expect(body.series.map((s: { category: string }) => s.category)).toEqual(['furniture', 'expo']);
    const plain = await plainSums(sql`client_id = ${furniture}`, ['NN']);
    expectFigures(body.totals, plain);
    const series = body.series[0];
    expect(series.name).toBe('Furniture');
    expectFigures(series.totals, plain);
    const month = Number(p.until.slice(5, 7));
    expect(series.months).toHaveLength(12);
    expect(series.months[11].previous).toBeCloseTo(plain.previous_year, 2);
    expect(series.months[month - 1].current).toBeCloseTo(plain.current_year, 2);
    expect(series.months.slice(month).every((m: { current: number | null }) => m.current === null)).toBe(true);
    // Cumulative: each month adds that month's lines.
    for (const m of series.months.slice(0, month)) {
      const end = `${year}-${String(m.month).padStart(2, '0')}-${new Date(Date.UTC(year, m.month, 0)).getUTCDate()}`;
      const [s] = await rows<{ current: string; previous: string }>(
        t,
        sql`select coalesce(sum(amount) filter (where day between ${p.currentStart} and least(${end}::date, ${p.until}::date)), 0) as current,
          coalesce(sum(amount) filter (where day between ${p.previousStart} and (${end}::date - interval '1 year')), 0) as previous
          from sales_lines where client_id = ${furniture}`,
      );
      expect(m.current, `month ${m.month}`).toBeCloseTo(Number(s?.current), 2);
      if (m.month !== 2) expect(m.previous, `month ${m.month}`).toBeCloseTo(Number(s?.previous), 2);
    }
    expect(body.months).toEqual(series.months);
  });

  it('sums the chosen categories of a demo client together, each code once', async () => {
    const [demo] = await rows<{ id: number }>(
      t,
      sql`select id from clients where agency_id = ${sud} and code is not null order by id limit 1`,
    );
    const id = Number(demo?.id);
    const body = (await get(tok.agent2, `/fr/v1.0/sales/progress/client/${id}?categories=worktops,worktops_jit,PS`))
      .body.args.response;
    expect(body.series.map((s: { name: string }) => s.name)).toEqual([
      'Plans de travail et crédences',
      'Plans de travail juste-à-temps',
      'Tables et chaises',
    ]);
    const plain = await plainSums(sql`client_id = ${id} and agency_id = ${sud}`, ['PJ', 'PL', 'PS']);
    expect(plain.previous_year).toBeGreaterThan(0);
    expectFigures(body.totals, plain);
    expect(body.months[11].previous).toBeCloseTo(plain.previous_year, 2);
    for (const s of body.series) {
      expectFigures(
        s.totals,
        await plainSums(sql`client_id = ${id} and agency_id = ${sud}`, codesOfFilter(s.category)),
      );
    }
  });

  it('answers an empty progress when the client has no revenue in the chosen categories', async () => {
    for (const [client, query] of [
      [furniture, '?categories=appliances,premia'],
      [tables, '?categories=NN'],
      [idle, ''],
    ] as const) {
      const res = await get(tok.admin, `/en/v1.0/sales/progress/client/${client}${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.args.response).toMatchObject({ series: [], months: [] });
      expect(res.body.args.response.totals.current_year).toBe(0);
    }
  });
});

describe('who sees what', () => {
  it('keeps an agent to their own agency: another agency or its client answers like a missing one', async () => {
    const missingAgency = await get(tok.agent2, '/en/v1.0/sales/delta/agent/987654');
    expect(missingAgency.status).toBe(404);
    for (const url of [`sales/delta/agent/${nord}`, `sales/own-clients/agent/${nord}`]) {
      const res = await get(tok.agent2, `/en/v1.0/${url}`);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual(missingAgency.body);
      expect((await get(tok.agent2, `/en/v1.0/${url.replace(String(nord), '987654')}`)).body).toEqual(
        missingAgency.body,
      );
    }
    const missingClient = await get(tok.agent2, '/en/v1.0/sales/progress/client/987654321');
    expect(missingClient.status).toBe(404);
    expect((await get(tok.agent2, `/en/v1.0/sales/progress/client/${furniture}`)).body).toEqual(missingClient.body);
    expect((await get(tok.sales, `/en/v1.0/sales/progress/client/${furniture}`)).status).toBe(200);
    expect((await get(tok.admin, `/en/v1.0/sales/own-clients/agent/${sud}`)).status).toBe(200);
  });

  it('refuses customers and anonymous callers', async () => {
    for (const url of [
      `sales/delta/agent/${nord}`,
      `sales/own-clients/agent/${nord}`,
      `sales/progress/client/${furniture}`,
    ]) {
      const customer = await get(tok.customer, `/en/v1.0/${url}`);
      expect(customer.status, url).toBe(403);
      expect(customer.body.args.error.message).toBe('You are not allowed to do this');
      expect((await get(undefined, `/en/v1.0/${url}`)).status, url).toBe(401);
    }
  });
});

describe('bad input', () => {
  it('answers 400 in the request’s language', async () => {
    for (const url of [
      'sales/delta/agent/abc',
      'sales/delta/agent/99999999999',
      'sales/delta/agent/0',
      `sales/delta/agent/${nord}?year=1999`,
      'sales/own-clients/agent/1.5',
      'sales/own-clients/agent/2147483648',
      `sales/own-clients/agent/${nord}?page=0`,
      `sales/own-clients/agent/${nord}?categories=NN&categories=E2`,
      'sales/progress/client/abc',
      'sales/progress/client/99999999999',
      `sales/progress/client/${furniture}?year=2100`,
    ]) {
      const res = await get(tok.admin, `/it/v1.0/${url}`);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe(400);
      expect(res.body.args.error.key, url).toBe('errors.validation');
    }
    for (const [lang, message] of [
      ['it', "Scegli una categoria di fatturato dall'elenco"],
      ['en', 'Choose a revenue category from the list'],
    ] as const) {
      for (const url of [
        `sales/own-clients/agent/${nord}?categories=sofas`,
        `sales/own-clients/agent/${nord}?categories=NN,nn`,
        `sales/progress/client/${furniture}?categories=furniture,XX`,
      ]) {
        const res = await get(tok.agent, `/${lang}/v1.0/${url}`);
        expect(res.status, url).toBe(400);
        expect(res.body.args.error.fields.categories, url).toBe(message);
      }
    }
  });
});
