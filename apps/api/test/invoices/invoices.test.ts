import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
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

/** An invoice of an agency, as the lines say: its number, lines and total. */
async function someInvoice(agencyId: number) {
  const [row] = await rows<{ number: string; lines: number; amount: string }>(
    t,
    sql`select invoice_number as number, count(*)::int as lines, sum(amount) as amount from sales_lines
      where agency_id = ${agencyId} group by invoice_number order by invoice_number limit 1`,
  );
  if (!row) throw new Error('no invoice');
  return { ...row, amount: Number(row.amount) };
}

describe('invoices', () => {
  it('lists every invoice for staff, newest first, each the sum of its lines', async () => {
    const res = await get(tok.sales, '/it/v1.0/invoices?pageSize=100');
    expect(res.status).toBe(200);
    const list = res.body.args.response;
    const [count] = await rows<{ n: number }>(t, sql`select count(distinct invoice_number)::int as n from sales_lines`);
    expect(list.total).toBe(count?.n);
    expect(list.table_headers.map((h: { label: string }) => h.label)).toEqual([
      'Fattura',
      'Data',
      'Cliente',
      'Agenzia',
      'Righe',
      // The line sum is the taxable amount, and says so; the total with VAT beside it (issue 33 item 9).
      'Imponibile',
      'Totale IVA inclusa',
      'Scadenza',
      'Pagamento',
    ]);
    const days = list.rows.map((r: { day: string }) => r.day);
    expect(days).toEqual([...days].sort().reverse());
    const first = list.rows[0];
    const [sum] = await rows<{ amount: string; lines: number }>(
      t,
      sql`select sum(amount) as amount, count(*)::int as lines from sales_lines where invoice_number = ${first.number}`,
    );
    expect(first).toMatchObject({ amount: Number(sum?.amount), lines: sum?.lines });
  });

  it('keeps an agent to their agency and a customer to its own company', async () => {
    const agent = (await get(tok.agent, '/en/v1.0/invoices?pageSize=100')).body.args.response;
    expect(agent.total).toBeGreaterThan(0);
    expect(agent.rows.every((r: { agency_id: number }) => r.agency_id === nord)).toBe(true);
    expect(agent.table_headers.map((h: { key: string }) => h.key)).not.toContain('agency');
    const other = await someInvoice(sud);
    const missing = await get(tok.agent, '/en/v1.0/invoices/FT0000-000000-00');
    const refused = await get(tok.agent, `/en/v1.0/invoices/${encodeURIComponent(other.number)}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    expect((await get(tok.agent, `/en/v1.0/invoices/${encodeURIComponent(other.number)}/pdf`)).status).toBe(404);

    const own = await idOf(t, 'clients', 'code', 'MB0001');
    const customer = (await get(tok.customer, '/en/v1.0/invoices?pageSize=100')).body.args.response;
    expect(customer.total).toBeGreaterThan(0);
    expect(customer.rows.every((r: { client_id: number }) => r.client_id === own)).toBe(true);
    // The customer's own company is not repeated in a column of its own list (issue 33 item 10).
    expect(customer.table_headers.map((h: { key: string }) => h.key)).not.toContain('client_name');
    expect(agent.table_headers.map((h: { key: string }) => h.key)).toContain('client_name');
    expect((await get(undefined, '/en/v1.0/invoices')).status).toBe(401);
  });

  it('offers the years with invoices, as sales/years offers them to revenue (issue 33 item 10)', async () => {
    const years = await get(tok.admin, '/it/v1.0/invoices/years');
    expect(years.status).toBe(200);
    const sales = await get(tok.admin, '/it/v1.0/sales/years');
    expect(years.body.args.response).toEqual(sales.body.args.response);
    const [span] = await rows<{ first: number }>(
      t,
      sql`select extract(year from min(day))::int as first from invoices`,
    );
    expect(years.body.args.response.at(-1)).toBe(Math.min(span?.first ?? 0, new Date().getFullYear() - 1));
    expect((await get(tok.customer, '/it/v1.0/invoices/years')).status).toBe(200);
  });

  it('filters by client, agency, year and text', async () => {
    const client = await idOf(t, 'clients', 'code', 'MB0001');
    const year = new Date().getFullYear();
    const res = (await get(tok.admin, `/en/v1.0/invoices?client=${client}&year=${year}&pageSize=100`)).body.args
      .response;
    expect(res.total).toBeGreaterThan(0);
    expect(
      res.rows.every((r: { client_id: number; day: string }) => r.client_id === client && r.day.startsWith(`${year}-`)),
    ).toBe(true);
    const byAgency = (await get(tok.admin, `/en/v1.0/invoices?agent=${sud}&pageSize=5`)).body.args.response;
    expect(byAgency.rows.every((r: { agency_id: number }) => r.agency_id === sud)).toBe(true);
    const number = res.rows[0].number as string;
    const found = (await get(tok.admin, `/en/v1.0/invoices?q=${encodeURIComponent(number.toLowerCase())}`)).body.args
      .response;
    expect(found.rows.map((r: { number: string }) => r.number)).toEqual([number]);
  });

  it('answers an invoice with its lines and a PDF copy', async () => {
    const invoice = await someInvoice(nord);
    const res = await get(tok.agent, `/fr/v1.0/invoices/${encodeURIComponent(invoice.number)}`);
    expect(res.status).toBe(200);
    const detail = res.body.args.response;
    expect(detail.lines).toHaveLength(invoice.lines);
    expect(detail.amount).toBe(invoice.amount);
    expect(detail.lines[0]).toMatchObject({ line: 1, category: 'NN', category_label: 'Meubles' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/invoices/${encodeURIComponent(invoice.number)}/pdf`,
      headers: { 'access-token': tok.agent },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(encodeURIComponent(`Fattura - ${invoice.number}`));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Fattura ${invoice.number}`);
    expect(text).toContain(detail.client.name);
    expect(text).toContain('Totale');
  });

  it('follows the sales lines: a changed amount changes the invoice, an invoice without lines goes', async () => {
    const invoice = await someInvoice(nord);
    await t.database.db.execute(
      sql`update sales_lines set amount = amount + 10 where invoice_number = ${invoice.number} and invoice_line = 1`,
    );
    const changed = (await get(tok.admin, `/en/v1.0/invoices/${encodeURIComponent(invoice.number)}`)).body.args
      .response;
    expect(changed.amount).toBeCloseTo(invoice.amount + 10, 2);
    await t.database.db.execute(sql`delete from sales_daily`);
    await t.database.db.execute(sql`delete from sales_lines where invoice_number = ${invoice.number}`);
    expect((await get(tok.admin, `/en/v1.0/invoices/${encodeURIComponent(invoice.number)}`)).status).toBe(404);
  });

  it('refuses a bad invoice number with a 400', async () => {
    expect((await get(tok.admin, '/en/v1.0/invoices/%00')).status).toBe(400);
    expect((await get(tok.admin, `/en/v1.0/invoices/${'x'.repeat(41)}`)).status).toBe(400);
    expect((await get(tok.admin, '/en/v1.0/invoices?year=3000')).status).toBe(400);
  });
});
