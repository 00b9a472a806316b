import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { latin1Csv } from '../imports/appliance-files';
import { importFile, win1252 } from '../imports/helpers';
import { INVOICES_HEADER, invoiceLine } from '../imports/invoice-files';
import { rows } from '../sheets/helpers';

/*
 * The payment filters read the invoice's own copy of its document's dates (migration 0023). These
 * tests write the two tables in every order and check that the copy and the filters follow.
 */
let t: TestApp;
let tok: DemoTokens;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
};
const issued = day(-90);

const sales = (numbers: string[]) =>
  importFile(t, tok.admin, win1252(numbers.map((n) => `${issued};AG-NORD;MB0001;NN;Cucina;1;100,00;${n};1`)));

const documents = (docs: { number: string; due: number; paid?: number }[]) =>
  importFile(
    t,
    tok.admin,
    latin1Csv(
      INVOICES_HEADER,
      docs.map((d) =>
        invoiceLine({
          number: d.number,
          date: issued,
          client: 'MB0001',
          type: 'FT',
          taxable: '100,00',
          vat: '22,00',
          total: '122,00',
          due: day(d.due),
          paid: d.paid === undefined ? '' : day(d.paid),
        }),
      ),
    ),
    'fatture.csv',
    'en',
    'invoices',
  );

/** The numbers the list gives for a status, among this file's invoices. */
async function listed(status: string): Promise<string[]> {
  const res = await t.call({
    method: 'GET',
    url: `/it/v1.0/invoices?pageSize=100&q=PS-&status=${status}`,
    token: tok.admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.args.response.rows as { number: string }[]).map((r) => r.number).sort();
}

/** Invoices whose copy differs from their document (or that keep dates without one). */
async function outOfStep(): Promise<string[]> {
  const found = await rows<{ number: string }>(
    t,
    sql`select i.number from invoices i left join invoice_documents d on d.number = i.number
        where (i.due_on, i.paid_on) is distinct from (d.due_on, d.paid_on)`,
  );
  return found.map((r) => r.number);
}

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

describe('the invoice keeps its document’s payment dates', () => {
  it('holds for every demo invoice', async () => {
    expect(await outOfStep()).toEqual([]);
    const [counts] = await rows<{ with_dates: number }>(
      t,
      sql`select count(*)::int as with_dates from invoices where due_on is not null`,
    );
    expect(counts?.with_dates).toBeGreaterThan(0);
  });

  it('takes the dates of a document imported before its lines', async () => {
    expect(await documents([{ number: 'PS-EARLY', due: -10 }])).toMatchObject({ status: 'succeeded', inserted: 1 });
    expect(await sales(['PS-EARLY', 'PS-LATE'])).toMatchObject({ status: 'succeeded', inserted: 2 });
    expect(await listed('overdue')).toEqual(['PS-EARLY']);
    expect(await outOfStep()).toEqual([]);
  });

  it('takes the dates of a document imported after its lines, and follows a payment', async () => {
    expect(await documents([{ number: 'PS-LATE', due: 20 }])).toMatchObject({ status: 'succeeded', inserted: 1 });
    expect(await listed('due')).toEqual(['PS-LATE']);
    expect(await documents([{ number: 'PS-EARLY', due: -10, paid: -1 }])).toMatchObject({ updated: 1 });
    expect(await listed('overdue')).toEqual([]);
    expect(await listed('paid')).toEqual(['PS-EARLY']);
    expect(await outOfStep()).toEqual([]);
  });

  it('forgets the dates when the document goes, and keeps them when the lines are rewritten', async () => {
    await t.database.db.execute(sql`delete from invoice_documents where number = 'PS-LATE'`);
    expect(await listed('due')).toEqual([]);
    await t.database.db.execute(sql`update sales_lines set amount = 150 where invoice_number = 'PS-EARLY'`);
    expect(await listed('paid')).toEqual(['PS-EARLY']);
    expect(await outOfStep()).toEqual([]);
  });
});
