import { codesOfFilter, SALES_LINE_SORTS } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/db/schema/index';
import { clientFactory } from '../../src/db/seed/factories';
import { salesDailySql, salesLinesSql } from '../../src/db/seed/sales';
import { periodsOf } from '../../src/modules/sales/periods';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, rows } from '../sheets/helpers';
import { plainSums } from './helpers';

// The drill-down's last level (agency → client → category → lines): sales/lines/agent/{a}/client/{c}.
let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;
/** A client of nord made here, with the demo's lines, two of its own and one that sud sold it. */
let client: number;

const year = new Date().getFullYear();
/** Last year: a whole year of lines, whatever today is. */
const last = year - 1;
const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const linesUrl = (query = '', agency = nord, id = client) =>
  `/en/v1.0/sales/lines/agent/${agency}/client/${id}${query ? `?${query}` : ''}`;

type Line = {
  id: number;
  day: string;
  invoice: string;
  line: number;
  category: string;
  product: string;
  quantity: number;
  amount: number;
};

/** The lines nord sold the client in `y` (up to today for this year) as plain rows, in `order`. */
async function raw(y: number, order: SQL, where: SQL = sql`true`): Promise<Line[]> {
  const p = periodsOf(y);
  const found = await rows<Record<string, string | number>>(
    t,
    sql`select id, day::text as day, invoice_number, invoice_line, category, product, quantity, amount
      from sales_lines
      where client_id = ${client} and agency_id = ${nord} and day between ${p.currentStart} and ${p.until} and ${where}
      order by ${order}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    day: String(r.day),
    invoice: String(r.invoice_number),
    line: Number(r.invoice_line),
    category: String(r.category),
    product: String(r.product),
    quantity: Number(r.quantity),
    amount: Number(r.amount),
  }));
}

const codeList = (codes: readonly string[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
const NEWEST = sql`day desc, invoice_number desc, invoice_line desc`;
const withoutLabel = (rows: (Line & { category_label: string })[]) => rows.map(({ category_label: _, ...r }) => r);

/** Every page of a query, 100 lines at a time. */
async function allPages(token: string, query: string): Promise<(Line & { category_label: string })[]> {
  const found = [];
  for (let page = 1; ; page++) {
    const res = await get(token, linesUrl(`${query}&pageSize=100&page=${page}`));
    expect(res.status).toBe(200);
    found.push(...res.body.args.response.rows);
    if (res.body.args.response.rows.length < 100) return found;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
  const [row] = await t.database.db
    .insert(clients)
    .values({ ...clientFactory(920_001, nord), companyName: 'Righe di Prova S.r.l.' })
    .returning({ id: clients.id });
  client = row?.id as number;
  await t.database.db.execute(salesLinesSql(sql`c.id = ${client}`));
  await t.database.db.execute(
    sql`insert into sales_lines (invoice_number, invoice_line, day, agency_id, client_id, category, product, quantity, amount)
      values ('FT-PROVA-100%', 1, ${`${last}-06-15`}, ${nord}, ${client}, 'PL', 'Alzatina 50% quarzo', 2, 410.5),
        ('FT-PROVA-100%', 2, ${`${last}-06-15`}, ${nord}, ${client}, 'PL', 'Alzatina su misura', 1, 120),
        ('FT-SUD-1', 1, ${`${last}-06-16`}, ${sud}, ${client}, 'NN', 'Cucina venduta da Sud', 1, 5000)`,
  );
  await t.database.db.execute(salesDailySql(sql`client_id = ${client}`));
});
afterAll(() => t.close());

describe('sales/lines/agent/{a}/client/{c}', () => {
  it('answers the raw lines of the year the agency sold the client, newest first, with their labels', async () => {
    const res = await get(tok.agent, linesUrl(`year=${last}&pageSize=100`));
    expect(res.status).toBe(200);
    const body = res.body.args.response;
    expect(body.table_headers).toEqual([
      { key: 'day', label: 'Date' },
      { key: 'invoice', label: 'Invoice' },
      { key: 'category', label: 'Category' },
      { key: 'product', label: 'Product' },
      { key: 'quantity', label: 'Pieces' },
      { key: 'amount', label: 'Revenue' },
    ]);
    expect(body).toMatchObject({
      year: last,
      until: `${last}-12-31`,
      category: 'expo',
      page: 1,
      pageSize: 100,
      scope: {
        agency: { id: nord, name: 'Agenzia Lombarda Arredo' },
        client: { id: client, name: 'Righe di Prova S.r.l.' },
      },
    });
    expect(body.total_capped).toBeUndefined();
    const plain = await raw(last, NEWEST);
    expect(plain.length).toBeGreaterThan(90);
    expect(body.total).toBe(plain.length);
    // A page of 100 holds the whole year (12 invoices of 8 lines, and the two lines made here).
    expect(plain.length).toBeLessThanOrEqual(100);
    expect(withoutLabel(body.rows)).toEqual(plain);
    expect(body.rows.map((r: Line) => r.invoice)).not.toContain('FT-SUD-1');
    const labels = Object.fromEntries(
      body.rows.map((r: Line & { category_label: string }) => [r.category, r.category_label]),
    );
    expect(labels).toMatchObject({ NN: 'Furniture', PJ: 'Worktops just-in-time', PS: 'Tables and chairs' });
  });

  it('adds up to the category’s current-year figure the client’s revenue table shows', async () => {
    const table = (await get(tok.admin, `/en/v1.0/sales/current/agent/${nord}/client/${client}?year=${last}`)).body.args
      .response;
    for (const row of table.rows as { id: 'furniture' | 'appliances' | 'worktops'; current_year: number }[]) {
      const lines = await allPages(tok.admin, `year=${last}&category=${row.id}`);
      const sum = lines.reduce((s, l) => s + l.amount, 0);
      expect(sum, row.id).toBeCloseTo(row.current_year, 2);
      const plain = await plainSums(t, sql`client_id = ${client} and agency_id = ${nord}`, codesOfFilter(row.id), last);
      expect(sum, row.id).toBeCloseTo(plain.current_year, 2);
    }
  });

  it('counts this year up to today by default', async () => {
    const body = (await get(tok.sales, linesUrl('pageSize=100'))).body.args.response;
    const p = periodsOf(year);
    expect(body.year).toBe(year);
    expect(body.until).toBe(p.until);
    const plain = await raw(year, NEWEST);
    expect(body.total).toBe(plain.length);
    expect(withoutLabel(body.rows)).toEqual(plain.slice(0, 100));
    for (const line of body.rows) expect(line.day >= p.currentStart && line.day <= p.until).toBe(true);
  });

  it('pages: each page is the next slice of the whole list, the total rides along; past the end is empty', async () => {
    const all = await raw(last, NEWEST);
    for (const page of [1, 2, 5]) {
      const body = (await get(tok.agent, linesUrl(`year=${last}&pageSize=7&page=${page}`))).body.args.response;
      expect(body.page).toBe(page);
      expect(body.pageSize).toBe(7);
      expect(body.total).toBe(all.length);
      expect(withoutLabel(body.rows)).toEqual(all.slice((page - 1) * 7, page * 7));
    }
    const beyond = (await get(tok.agent, linesUrl(`year=${last}&pageSize=50&page=40`))).body.args.response;
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('sorts by each column both ways, the invoice and line breaking ties; an unknown column is the default', async () => {
    const orders: Record<(typeof SALES_LINE_SORTS)[number], string[]> = {
      day: ['day'],
      invoice: [],
      product: ['product', 'day'],
      quantity: ['quantity', 'day'],
      amount: ['amount', 'day'],
    };
    for (const sort of SALES_LINE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const columns = [...orders[sort], 'invoice_number', 'invoice_line'];
        const plain = await raw(last, sql.raw(columns.map((c) => `${c} ${order}`).join(', ')));
        const res = await get(tok.agent, linesUrl(`year=${last}&pageSize=100&sort=${sort}&order=${order}`));
        expect(res.status, `${sort} ${order}`).toBe(200);
        expect(withoutLabel(res.body.args.response.rows), `${sort} ${order}`).toEqual(plain);
      }
    }
    const unknown = await get(tok.agent, linesUrl(`year=${last}&pageSize=100&sort=password&order=asc`));
    expect(unknown.status).toBe(200);
    expect(withoutLabel(unknown.body.args.response.rows)).toEqual(
      await raw(last, sql`day asc, invoice_number asc, invoice_line asc`),
    );
  });

  it('filters by a revenue category or an ERP code', async () => {
    for (const category of ['appliances', 'worktops', 'worktops_jit', 'PL', 'NN', 'expo'] as const) {
      const codes = codesOfFilter(category);
      const body = (await get(tok.agent, linesUrl(`year=${last}&pageSize=100&category=${category}`))).body.args
        .response;
      expect(body.category).toBe(category);
      const plain = await raw(last, NEWEST, sql`category in (${codeList(codes)})`);
      expect(plain.length, category).toBeGreaterThan(0);
      expect(withoutLabel(body.rows), category).toEqual(plain);
      expect(body.total, category).toBe(plain.length);
    }
  });

  it('searches the product or the invoice number, a % taken literally', async () => {
    const search = async (q: string) =>
      (await get(tok.agent, linesUrl(`year=${last}&pageSize=100&q=${encodeURIComponent(q)}`))).body.args.response;
    const forno = await search('forno da');
    expect(withoutLabel(forno.rows)).toEqual(await raw(last, NEWEST, sql`product ilike '%forno da%'`));
    expect(forno.total).toBeGreaterThan(0);
    // The demo numbers its invoices by month from January two years ago: last year's March is the 15th.
    const invoice = await search(`ft${last}-${String(client).padStart(6, '0')}-15`);
    expect(invoice.rows.map((r: Line) => r.line).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const percent = await search('50%');
    expect(percent.rows.map((r: Line) => r.product)).toEqual(['Alzatina 50% quarzo']);
    const both = await search('100%');
    expect(both.rows.map((r: Line) => [r.invoice, r.line])).toEqual([
      ['FT-PROVA-100%', 2],
      ['FT-PROVA-100%', 1],
    ]);
    expect((await search('nessun prodotto così')).total).toBe(0);
  });
});

describe('who sees what', () => {
  it('lets staff read any agency’s client and an agent their own agency’s', async () => {
    for (const token of [tok.admin, tok.sales, tok.agent]) {
      expect((await get(token, linesUrl())).status).toBe(200);
    }
    const [other] = await rows<{ id: number }>(
      t,
      sql`select id from clients where agency_id = ${sud} and kind = 'retailer' and status <> 'deleted' order by id limit 1`,
    );
    const res = await get(tok.agent2, linesUrl(`year=${last}`, sud, Number(other?.id)));
    expect(res.status).toBe(200);
    expect(res.body.args.response.total).toBeGreaterThan(0);
  });

  it('answers another agency’s client, a client of another agency or a missing one like a missing one', async () => {
    const missing = await get(tok.agent2, linesUrl('', sud, 987_654_321));
    expect(missing.status).toBe(404);
    expect(missing.body.args.error.message).toBe('Not found');
    for (const [token, agency, id] of [
      [tok.agent2, nord, client],
      [tok.agent2, sud, client],
      [tok.agent2, 987_654, client],
      [tok.agent, sud, client],
      [tok.admin, sud, client],
      [tok.admin, 987_654, client],
      [tok.admin, nord, 987_654_321],
    ] as const) {
      const res = await get(token, linesUrl('', agency, id));
      expect(res.status, `${agency}/${id}`).toBe(404);
      expect(res.body, `${agency}/${id}`).toEqual(missing.body);
    }
  });

  it('answers a deleted client like a missing one', async () => {
    const [row] = await t.database.db
      .insert(clients)
      .values({ ...clientFactory(920_002, nord), companyName: 'Righe Cancellate S.r.l.', status: 'deleted' })
      .returning({ id: clients.id });
    const res = await get(tok.admin, linesUrl('', nord, Number(row?.id)));
    expect(res.status).toBe(404);
  });

  it('refuses customers and anonymous callers', async () => {
    const customer = await get(tok.customer, linesUrl());
    expect(customer.status).toBe(403);
    expect(customer.body.args.error.message).toBe('You are not allowed to do this');
    expect((await get(undefined, linesUrl())).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 400 in the request’s language', async () => {
    const base = `sales/lines/agent/${nord}/client/${client}`;
    for (const [lang, url, field, message] of [
      ['it', `sales/lines/agent/2147483648/client/${client}`, 'a', 'Inserisci un numero valido'],
      ['en', `sales/lines/agent/${nord}/client/2147483648`, 'c', 'Enter a valid number'],
      ['it', `sales/lines/agent/${nord}/client/99999999999`, 'c', 'Inserisci un numero valido'],
      ['en', `sales/lines/agent/abc/client/${client}`, 'a', 'Enter a valid number'],
      ['it', `sales/lines/agent/${nord}/client/0`, 'c', 'Inserisci un numero valido'],
      ['it', `${base}?page=0`, 'page', 'Inserisci un numero valido'],
      ['en', `${base}?page=0`, 'page', 'Enter a valid number'],
      ['en', `${base}?pageSize=101`, 'pageSize', 'Enter a valid number'],
      ['it', `${base}?year=1999`, 'year', 'Inserisci un numero valido'],
      ['it', `${base}?category=sofas`, 'category', "Scegli una categoria di fatturato dall'elenco"],
      ['en', `${base}?category=nn`, 'category', 'Choose a revenue category from the list'],
      ['en', `${base}?category=NN,E2`, 'category', 'Choose a revenue category from the list'],
      ['en', `${base}?order=up`, 'order', undefined],
    ] as const) {
      const res = await get(tok.admin, `/${lang}/v1.0/${url}`);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe(400);
      expect(res.body.args.error.key, url).toBe('errors.validation');
      expect(Object.keys(res.body.args.error.fields), url).toEqual([field]);
      if (message) expect(res.body.args.error.fields[field], url).toBe(message);
    }
  });
});
