import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, idOf } from '../sheets/helpers';

// Issue 33 items 4 and 5: revenue figures that add up and say what they are; the budget total
// is the sum of its categories.

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
type Row = { id: string | number; name: string; part_of?: string | null; current_year: number; previous_year: number };
type Header = { key: string; label: string };
const labelOf = (headers: Header[], key: string) => headers.find((h) => h.key === key)?.label;
const sum = (rows: Row[], key: 'current_year' | 'previous_year') =>
  Math.round(rows.reduce((acc, r) => acc + r[key], 0) * 100) / 100;

describe('revenue figures that add up (issue 33, item 4)', () => {
  it('shows a client’s just-in-time worktops as part of the worktops, the rows adding up to the total, named expo (all)', async () => {
    const client = await idOf(t, 'clients', 'code', 'MB0001');
    const card = (await get(tok.agent, `/en/v1.0/sales/current/agent/${nord}/client/${client}`)).body.args.response;
    const rows = card.rows as Row[];
    expect(rows.map((r) => r.id)).not.toContain('expo');
    expect(rows.find((r) => r.id === 'worktops_jit')?.part_of).toBe('worktops');
    const summed = rows.filter((r) => !r.part_of);
    expect(sum(summed, 'current_year')).toBeCloseTo(card.totals.current_year, 2);
    expect(sum(summed, 'previous_year')).toBeCloseTo(card.totals.previous_year, 2);
    expect(card.total_label).toBe('Total: Expo (all)');
    const network = (await get(tok.admin, '/it/v1.0/sales/current?category=furniture')).body.args.response;
    expect(network.total_label).toBe('Totale: Mobili');
  });

  it('names the columns after the years and the day they run to, and the total and the day in the export', async () => {
    const now = (await get(tok.admin, '/en/v1.0/sales/current')).body.args.response;
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(
      new Date(`${now.until}T12:00:00Z`),
    );
    expect(labelOf(now.table_headers, 'previous_year')).toBe(`Year ${year - 1}`);
    expect(labelOf(now.table_headers, 'progressive')).toBe(`Progressive ${year - 1} to ${day}`);
    expect(labelOf(now.table_headers, 'current_year')).toBe(`Year ${year} to ${day}`);
    expect(now.previous_recorded).toBe(true);

    const past = (await get(tok.admin, `/it/v1.0/sales/current/agent/${nord}?year=${year - 2}`)).body.args.response;
    const labels = past.table_headers.map((h: Header) => h.label).join(' | ');
    expect(labels).not.toContain('in corso');
    expect(labelOf(past.table_headers, 'current_year')).toBe(`Anno ${year - 2} al 31 dic`);
    expect(labelOf(past.table_headers, 'progressive')).toBe(`Progressivo ${year - 3} al 31 dic`);
    // The demo's sales start in January two years ago: the year before has nothing recorded, not 0 € of sales.
    expect(past.previous_recorded).toBe(false);

    const res = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/sales/export/agent/${nord}`,
      headers: { 'access-token': tok.agent },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells: string[] = [];
    sheet?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    const itDay = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short' }).format(
      new Date(`${now.until}T12:00:00Z`),
    );
    expect(cells).toContain(`Progressivo ${year - 1} al ${itDay}`);
    expect(cells).toContain('Totale: Expo (tutto)');
    expect(cells.some((c) => c.startsWith('Progressivo: il fatturato'))).toBe(true);
  });
});

describe('the budget total is the sum of its categories (issue 33, item 5)', () => {
  const budgetOf = async (agency: number, category: string) =>
    (
      (await get(tok.admin, `/en/v1.0/sales/budget/agent/${agency}?year=${year}`)).body.args.response.budgets as {
        category: string;
        amount: number | null;
      }[]
    ).find((b) => b.category === category)?.amount;

  it('raises the total (expo) when a category’s budget is raised, on every screen that reads it', async () => {
    const before = await budgetOf(sud, 'furniture');
    const raised = Math.round(((before ?? 0) + 50_000) * 100) / 100;
    const saved = await t.call({
      method: 'POST',
      url: `/en/v1.0/sales/budget/agent/${sud}`,
      token: tok.admin,
      payload: { year, category: 'furniture', amount: raised },
    });
    expect(saved.status).toBe(200);
    let total = 0;
    for (const c of ['furniture', 'appliances', 'worktops', 'tables_chairs', 'premia'])
      total += (await budgetOf(sud, c)) ?? 0;
    total = Math.round(total * 100) / 100;
    expect(await budgetOf(sud, 'expo')).toBe(total);
    const network = (await get(tok.admin, '/en/v1.0/sales/current')).body.args.response;
    expect(network.rows.find((r: { id: number }) => r.id === sud)?.budget).toBe(total);
    const detail = (await get(tok.admin, `/en/v1.0/sales/current/detail/agent/${sud}`)).body.args.response;
    expect(detail.categories.find((c: { category: string }) => c.category === 'expo')?.budget).toBe(total);
    const delta = (await get(tok.admin, `/en/v1.0/sales/delta/agent/${sud}`)).body.args.response;
    expect(delta.total.budget).toBe(total);
  });

  it('refuses a total typed on its own, with a message saying why', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/it/v1.0/sales/budget/agent/${sud}`,
      token: tok.admin,
      payload: { year, category: 'expo', amount: 1000 },
    });
    expect(res.status).toBe(400);
    expect(res.body.args.error.fields.category).toContain('somma delle categorie');
  });
});
