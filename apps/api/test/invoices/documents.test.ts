import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedDay } from '../../src/lib/file-names';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { latin1Csv } from '../imports/appliance-files';
import { importFile, win1252 } from '../imports/helpers';
import { INVOICES_HEADER, invoiceLine } from '../imports/invoice-files';
import { demoAgencies, rows } from '../sheets/helpers';

let t: TestApp;
let tok: DemoTokens;
let nord: number;

/** A day `offset` days from today, as the files write it and as the API answers it. */
const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  const iso = d.toISOString().slice(0, 10);
  return { iso, file: iso.split('-').reverse().join('/') };
};
const issued = day(-90);

/**
 * Invoices of the customer's company (MB0001, agency Nord) and one of RM0004 (Centro-Sud), made
 * through the sales and invoices imports: paid, due, overdue, a credit note, one without its
 * document yet.
 */
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord } = await demoAgencies(t));
  const line = (number: string, client: string, agency: string, amount: string) =>
    `${issued.file};${agency};${client};NN;Cucina;1;${amount};${number};1`;
  const sales = await importFile(
    t,
    tok.admin,
    win1252([
      line('TP-PAID', 'MB0001', 'AG-NORD', '1000,00'),
      line('TP-DUE', 'MB0001', 'AG-NORD', '500,00'),
      line('TP-OVER', 'MB0001', 'AG-NORD', '300,00'),
      line('TP-CN', 'MB0001', 'AG-NORD', '-100,00'),
      line('TP-NONE', 'MB0001', 'AG-NORD', '50,00'),
      line('TP-SUD', 'RM0004', 'AG-CENTROSUD', '700,00'),
    ]),
  );
  expect(sales).toMatchObject({ status: 'succeeded', inserted: 6 });
  const doc = (number: string, client: string, type: string, amounts: string, due: number, paid?: number) => {
    const [taxable = '', vat = '', total = ''] = amounts.split(' ');
    return invoiceLine({
      number,
      date: issued.file,
      client,
      type,
      taxable,
      vat,
      total,
      due: day(due).file,
      paid: paid === undefined ? '' : day(paid).file,
    });
  };
  const documents = await importFile(
    t,
    tok.admin,
    latin1Csv(INVOICES_HEADER, [
      doc('TP-PAID', 'MB0001', 'FT', '1000,00 220,00 1220,00', -30, -40),
      doc('TP-DUE', 'MB0001', 'FT', '500,00 110,00 610,00', 30),
      doc('TP-OVER', 'MB0001', 'FT', '300,00 66,00 366,00', -30),
      doc('TP-CN', 'MB0001', 'NC', '-100,00 -22,00 -122,00', -60, -60),
      doc('TP-SUD', 'RM0004', 'FT', '700,00 154,00 854,00', -30),
    ]),
    'fatture.csv',
    'en',
    'invoices',
  );
  expect(documents).toMatchObject({ status: 'succeeded', inserted: 5 });
});
afterAll(() => t.close());

type Row = { number: string; status: string | null; agency_id: number; client_id: number; due_on: string | null };
const list = async (token: string, query: string) => {
  const res = await t.call({ method: 'GET', url: `/it/v1.0/invoices?pageSize=100${query}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response as { total: number; rows: Row[]; table_headers: { key: string; label: string }[] };
};
const numbers = (answer: { rows: Row[] }) => answer.rows.map((r) => r.number).sort();

describe('invoices with the ERP document', () => {
  it('gives every demo invoice its document, some paid, some due, some overdue', async () => {
    const [missing] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from invoices i where i.number not like 'TP-%'
          and not exists (select 1 from invoice_documents d where d.number = i.number)`,
    );
    expect(missing?.n).toBe(0);
    const all = await list(tok.admin, '');
    // This file's own invoices in each state: the demo's are beyond them.
    const own = { paid: 2, due: 1, overdue: 2 };
    let sum = 0;
    for (const [status, n] of Object.entries(own)) {
      const some = await list(tok.admin, `&status=${status}`);
      expect(some.total, status).toBeGreaterThan(n);
      expect(some.rows.every((r) => r.status === status)).toBe(true);
      sum += some.total;
    }
    // Only TP-NONE has no document: the three states split the rest.
    expect(sum).toBe(all.total - 1);
  });

  it('lists the document type, total, due date and payment status; TP-NONE has none yet', async () => {
    const answer = await list(tok.admin, '&q=TP-');
    expect(answer.table_headers.map((h) => h.label)).toEqual([
      'Fattura',
      'Data',
      'Cliente',
      'Agenzia',
      'Righe',
      'Imponibile',
      'Totale IVA inclusa',
      'Scadenza',
      'Pagamento',
    ]);
    const byNumber = Object.fromEntries(answer.rows.map((r) => [r.number, r]));
    expect(byNumber['TP-PAID']).toMatchObject({
      document_type: 'invoice',
      amount: 1000,
      total: 1220,
      due_on: day(-30).iso,
      status: 'paid',
    });
    expect(byNumber['TP-DUE']).toMatchObject({ total: 610, due_on: day(30).iso, status: 'due' });
    expect(byNumber['TP-OVER']).toMatchObject({ total: 366, status: 'overdue' });
    expect(byNumber['TP-CN']).toMatchObject({
      document_type: 'credit_note',
      amount: -100,
      total: -122,
      status: 'paid',
    });
    expect(byNumber['TP-NONE']).toMatchObject({ document_type: null, total: null, due_on: null, status: null });
  });

  it('filters by payment status in every scope', async () => {
    expect(numbers(await list(tok.admin, '&q=TP-&status=overdue'))).toEqual(['TP-OVER', 'TP-SUD']);
    expect(numbers(await list(tok.admin, '&q=TP-&status=due'))).toEqual(['TP-DUE']);
    expect(numbers(await list(tok.admin, '&q=TP-&status=paid'))).toEqual(['TP-CN', 'TP-PAID']);
    expect(numbers(await list(tok.sales, `&q=TP-&status=overdue&agent=${nord}`))).toEqual(['TP-OVER']);
    // The agent of Nord, the customer (MB0001) and the agent of Centro-Sud.
    expect(numbers(await list(tok.agent, '&q=TP-&status=overdue'))).toEqual(['TP-OVER']);
    expect(numbers(await list(tok.customer, '&q=TP-&status=paid'))).toEqual(['TP-CN', 'TP-PAID']);
    expect(numbers(await list(tok.agent2, '&q=TP-&status=overdue'))).toEqual(['TP-SUD']);
    expect(numbers(await list(tok.agent2, '&q=TP-&status=due'))).toEqual([]);
    // Without a text search: every row of the page in the scope and the state.
    const overdue = await list(tok.agent, '&status=overdue');
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.rows.every((r) => r.agency_id === nord && r.status === 'overdue')).toBe(true);
    const due = await list(tok.customer, '&status=due');
    expect(due.rows.map((r) => r.number)).toContain('TP-DUE');
    expect(due.rows.every((r) => r.status === 'due' && r.due_on !== null && r.due_on >= day(0).iso)).toBe(true);
  });

  it('refuses an unknown status with a 400 in the reader language', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/invoices?status=late', token: tok.admin });
    expect(res.status).toBe(400);
    expect(res.body.args.error.message).toContain('Unknown payment status: paid, due or overdue');
  });

  it('answers the figures in the detail and prints them in the PDF', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/invoices/TP-PAID', token: tok.customer });
    expect(res.status).toBe(200);
    expect(res.body.args.response).toMatchObject({
      number: 'TP-PAID',
      amount: 1000,
      document_type: 'invoice',
      taxable: 1000,
      vat: 220,
      total: 1220,
      due_on: day(-30).iso,
      paid_on: day(-40).iso,
      status: 'paid',
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/it/v1.0/invoices/TP-PAID/pdf',
      headers: { 'access-token': tok.agent },
    });
    expect(pdf.statusCode).toBe(200);
    // Spaces of every kind (a currency's no-break space too) read as one plain space.
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const printed = (offset: number) => printedDay(new Date(`${day(offset).iso}T12:00:00Z`), 'it');
    expect(text).toContain('Fattura TP-PAID');
    expect(text).toContain(`Scadenza: ${printed(-30)}`);
    expect(text).toContain(`Pagata il: ${printed(-40)}`);
    expect(text).toContain('Imponibile: 1.000,00 €');
    expect(text).toContain('IVA: 220,00 €');
    expect(text).toContain('Totale: 1.220,00 €');
  });

  it('says credit note in the PDF title and name; an invoice without its document prints the sum of its lines', async () => {
    const credit = await t.app.inject({
      method: 'GET',
      url: '/en/v1.0/invoices/TP-CN/pdf',
      headers: { 'access-token': tok.admin },
    });
    expect(String(credit.headers['content-disposition'])).toContain(encodeURIComponent('Credit note - TP-CN'));
    const creditText = (await pdfText(credit.rawPayload)).replace(/\s+/g, ' ');
    expect(creditText).toContain('Credit note TP-CN');
    expect(creditText).toContain('Total: -€122.00');

    const detail = await t.call({ method: 'GET', url: '/en/v1.0/invoices/TP-NONE', token: tok.agent });
    expect(detail.body.args.response).toMatchObject({
      amount: 50,
      document_type: null,
      taxable: null,
      vat: null,
      total: null,
      due_on: null,
      paid_on: null,
      status: null,
    });
    const none = await t.app.inject({
      method: 'GET',
      url: '/en/v1.0/invoices/TP-NONE/pdf',
      headers: { 'access-token': tok.agent },
    });
    const noneText = (await pdfText(none.rawPayload)).replace(/\s+/g, ' ');
    expect(noneText).toContain('Invoice TP-NONE');
    expect(noneText).toContain('Total: €50.00');
    expect(noneText).not.toContain('Due date');
    expect(noneText).not.toContain('VAT:');
  });

  it('answers another agency’s invoice like a missing one', async () => {
    const missing = await t.call({ method: 'GET', url: '/en/v1.0/invoices/TP-NOPE', token: tok.agent2 });
    const other = await t.call({ method: 'GET', url: '/en/v1.0/invoices/TP-PAID', token: tok.agent2 });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    const pdf = await t.call({ method: 'GET', url: '/en/v1.0/invoices/TP-PAID/pdf', token: tok.agent2 });
    expect(pdf.status).toBe(404);
  });
});
