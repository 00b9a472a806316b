import { codesOf, REVENUE_CATEGORIES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, idOf, rows } from '../sheets/helpers';
import { plainSums as plainSumsOf } from './helpers';

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

/** The figures as a plain sum over the raw sales lines (helpers.ts). */
const plainSums = (where: ReturnType<typeof sql>, codes: readonly string[], y = year) =>
  plainSumsOf(t, where, codes, y);

describe('revenue tables', () => {
  it('gives staff the network by agency, each figure a plain sum of the sales lines, with budget', async () => {
    const res = await get(tok.sales, '/it/v1.0/sales/current?category=furniture');
    expect(res.status).toBe(200);
    const table = res.body.args.response;
    expect(table.table_headers.map((h: { label: string }) => h.label)).toEqual([
      'Agenzia',
      'Provincia',
      // The years compared and the day they run to (issue 33 item 4).
      `Anno ${year - 1}`,
      expect.stringMatching(new RegExp(`^Progressivo ${year - 1} al \\d+ \\S+$`)),
      expect.stringMatching(new RegExp(`^Anno ${year} al \\d+ \\S+$`)),
      'Delta',
      'Delta %',
      'Budget',
      '% del budget',
    ]);
    const row = table.rows.find((r: { id: number }) => r.id === nord);
    const plain = await plainSums(sql`agency_id = ${nord}`, ['NN']);
    expect(plain.previous_year).toBeGreaterThan(0);
    expect(row).toMatchObject(plain);
    expect(row.delta).toBeCloseTo(plain.current_year - plain.progressive, 2);
    const [budget] = await rows<{ amount: string }>(
      t,
      sql`select amount from sales_budgets where agency_id = ${nord} and year = ${year} and category = 'furniture'`,
    );
    expect(row.budget).toBe(Number(budget?.amount));
    expect(table.totals).toMatchObject(await plainSums(sql`true`, ['NN']));
  });

  it('drills down to an agency’s clients and a client’s categories (worktops = PJ + PL, expo = all)', async () => {
    const client = await idOf(t, 'clients', 'code', 'MB0001');
    const agency = (await get(tok.agent, `/en/v1.0/sales/current/agent/${nord}?pageSize=100`)).body.args.response;
    expect(agency.scope.agency).toEqual({ id: nord, name: 'Agenzia Lombarda Arredo' });
    expect(agency.rows.find((r: { id: number }) => r.id === client)).toMatchObject(
      await plainSums(sql`client_id = ${client} and agency_id = ${nord}`, codesOf('expo')),
    );
    expect(agency.totals).toMatchObject(await plainSums(sql`agency_id = ${nord}`, codesOf('expo')));

    const card = (await get(tok.agent, `/en/v1.0/sales/current/agent/${nord}/client/${client}`)).body.args.response;
    // Every category but expo, which is the total (issue 33 item 4).
    expect(card.rows.map((r: { id: string }) => r.id)).toEqual(
      REVENUE_CATEGORIES.map((c) => c.key).filter((k) => k !== 'expo'),
    );
    const worktops = card.rows.find((r: { id: string }) => r.id === 'worktops');
    expect(worktops).toMatchObject(await plainSums(sql`client_id = ${client} and agency_id = ${nord}`, ['PJ', 'PL']));
    expect(worktops.name).toBe('Worktops and backsplashes');
    expect(card.totals).toMatchObject(
      await plainSums(sql`client_id = ${client} and agency_id = ${nord}`, codesOf('expo')),
    );
  });

  it('compares a past year in full: its progressive is the whole year before', async () => {
    const past = (await get(tok.admin, `/en/v1.0/sales/current/agent/${sud}?year=${year - 1}`)).body.args.response;
    expect(past.until).toBe(`${year - 1}-12-31`);
    expect(past.totals.progressive).toBe(past.totals.previous_year);
    expect(past.totals).toMatchObject(await plainSums(sql`agency_id = ${sud}`, codesOf('expo'), year - 1));
  });

  it('sorts and pages an agency’s clients', async () => {
    const all = (await get(tok.admin, `/en/v1.0/sales/current/agent/${nord}?sort=current_year&order=desc&pageSize=100`))
      .body.args.response;
    const current = all.rows.map((r: { current_year: number }) => r.current_year);
    expect(current).toEqual([...current].sort((a, b) => b - a));
    const second = (
      await get(tok.admin, `/en/v1.0/sales/current/agent/${nord}?sort=current_year&order=desc&pageSize=2&page=2`)
    ).body.args.response;
    expect(second.rows.map((r: { id: number }) => r.id)).toEqual(all.rows.slice(2, 4).map((r: { id: number }) => r.id));
    expect(second.total).toBe(all.total);
  });
});

describe('export', () => {
  it('gives the whole table of a place as an xlsx sheet with its totals', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/sales/export/agent/${nord}?category=furniture`,
      headers: { 'access-token': tok.agent },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('Fatturato e budget - Agenzia Lombarda Arredo'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const table = (await get(tok.agent, `/it/v1.0/sales/current/agent/${nord}?category=furniture&pageSize=100`)).body
      .args.response;
    // Header, rows, total, a blank row and the note saying what the progressive is.
    expect(sheet?.rowCount).toBe(table.total + 4);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Cliente');
    const last = sheet?.getRow(table.total + 2);
    expect(last?.getCell(1).value).toBe('Totale: Mobili');
    expect(last?.getCell(5).value).toBe(table.totals.current_year);
    expect((await get(tok.agent2, `/it/v1.0/sales/export/agent/${nord}`)).status).toBe(404);
  });
});

describe('detail, years and budgets', () => {
  it('gives every category and the months of one, the months adding up to the year', async () => {
    const detail = (await get(tok.agent, `/en/v1.0/sales/current/detail/agent/${nord}?category=appliances`)).body.args
      .response;
    expect(detail.categories.map((c: { category: string }) => c.category)).toEqual(
      REVENUE_CATEGORIES.map((c) => c.key),
    );
    expect(detail.months).toHaveLength(12);
    const plain = await plainSums(sql`agency_id = ${nord}`, codesOf('appliances'));
    const sum = (k: 'current' | 'previous') =>
      Math.round(detail.months.reduce((acc: number, m: Record<string, number>) => acc + (m[k] ?? 0), 0) * 100) / 100;
    expect(sum('current')).toBeCloseTo(plain.current_year, 2);
    expect(sum('previous')).toBeCloseTo(plain.previous_year, 2);
    const byCat = await get(tok.agent, `/en/v1.0/sales/current/category/appliances/agent/${nord}`);
    expect(byCat.body.args.response.months).toEqual(detail.months);
  });

  it('offers this year and the years with sales', async () => {
    const years = (await get(tok.admin, '/en/v1.0/sales/years')).body.args.response;
    expect(years).toEqual([year, year - 1, year - 2]);
  });

  it('lets staff set a budget, which the agent then reads but cannot change', async () => {
    const saved = await t.call({
      method: 'POST',
      url: `/fr/v1.0/sales/budget/agent/${sud}`,
      token: tok.sales,
      payload: { year, category: 'premia', amount: 12345.67 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.args.response.message).toBe('Budget enregistré');
    const read = (await get(tok.agent2, `/en/v1.0/sales/budget/agent/${sud}?year=${year}`)).body.args.response;
    expect(read.budgets.find((b: { category: string }) => b.category === 'premia')).toEqual({
      category: 'premia',
      amount: 12345.67,
    });
    const table = (await get(tok.agent2, `/en/v1.0/sales/current/agent/${sud}?category=premia`)).body.args.response;
    expect(table.totals.budget).toBe(12345.67);
    const refused = await t.call({
      method: 'POST',
      url: `/en/v1.0/sales/budget/agent/${sud}`,
      token: tok.agent2,
      payload: { year, category: 'premia', amount: 1 },
    });
    expect(refused.status).toBe(403);
  });

  it('refuses bad budgets and bad queries with a message in the request’s language', async () => {
    for (const amount of [-1, 1.234, 1e12, '100', null]) {
      const res = await t.call({
        method: 'POST',
        url: `/it/v1.0/sales/budget/agent/${sud}`,
        token: tok.admin,
        payload: { year, category: 'premia', amount },
      });
      expect(res.status, String(amount)).toBe(400);
    }
    const category = await get(tok.admin, '/it/v1.0/sales/current?category=sofas');
    expect(category.status).toBe(400);
    expect(category.body.args.error.message).toContain("Scegli una categoria di fatturato dall'elenco");
    expect((await get(tok.admin, '/it/v1.0/sales/current?year=1999')).status).toBe(400);
    expect((await get(tok.admin, '/it/v1.0/sales/current/agent/99999999999')).status).toBe(400);
  });
});

describe('who sees what', () => {
  it('keeps an agent to their own agency: another agency or its client answers like a missing one', async () => {
    const client = await idOf(t, 'clients', 'code', 'MB0001');
    const missing = await get(tok.agent2, '/en/v1.0/sales/current/agent/987654');
    for (const url of [
      `sales/current/agent/${nord}`,
      `sales/current/agent/${nord}/client/${client}`,
      `sales/current/detail/agent/${nord}`,
      `sales/years/agent/${nord}`,
      `sales/budget/agent/${nord}`,
      `sales/current/agent/${sud}/client/${client}`,
    ]) {
      const res = await get(tok.agent2, `/en/v1.0/${url}`);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual(missing.body);
    }
    // A client of another agency under the staff's agency path is not found either.
    expect((await get(tok.admin, `/en/v1.0/sales/current/agent/${sud}/client/${client}`)).status).toBe(404);
    expect((await get(tok.agent2, '/en/v1.0/sales/current')).status).toBe(403);
  });

  it('refuses customers and anonymous callers', async () => {
    for (const url of ['sales/current', `sales/current/agent/${nord}`, 'sales/years', `sales/budget/agent/${nord}`]) {
      expect((await get(tok.customer, `/en/v1.0/${url}`)).status, url).toBe(403);
      expect((await get(undefined, `/en/v1.0/${url}`)).status, url).toBe(401);
    }
  });
});
