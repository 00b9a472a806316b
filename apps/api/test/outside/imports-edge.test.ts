import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { aggregateDrift, finished, importFile, snapshot, upload, win1252 } from '../imports/helpers';
import { expectRefused } from './helpers';

/**
 * An outside tester's pass over the `sales` import (the earlier pass tried the price list and
 * the stock): lines that join invoices of other clients, dates written as sheet numbers, odd
 * separators and encodings, formulas. Whatever the file, a customer reads only its own
 * invoices' lines and the sums stay those of the lines.
 */
let t: TestApp;
let tok: DemoTokens;
/** The customer's own client, and a client of the other agency. */
let mine: { id: number; code: string };
let other: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  [mine] = (await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`select c.id, c.code from users u join clients c on c.id = u.client_id where u.username = 'customer'`,
  )) as [{ id: number; code: string }];
  [other] = (await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`select c.id, c.code from clients c join agencies a on a.id = c.agency_id
        where a.code = 'AG-CENTROSUD' and c.code is not null and c.status <> 'deleted' order by c.id limit 1`,
  )) as [{ id: number; code: string }];
});
afterAll(() => t.close());

const invoice = (token: string, number: string, lang = 'en') =>
  t.call({ method: 'GET', url: `/${lang}/v1.0/invoices/${encodeURIComponent(number)}`, token });

describe('one invoice, one client', () => {
  it('a line that puts another client’s sale on an invoice is rejected; the customer never reads it', async () => {
    const done = await importFile(
      t,
      tok.admin,
      win1252([
        `15/01/2026;AG-NORD;${mine.code};NN;Cucina;1;1.000,00;OUT-MIX-1;1`,
        `15/01/2026;AG-CENTROSUD;${other.code};E2;Forno segreto;1;777,00;OUT-MIX-1;2`,
      ]),
      'mix.csv',
      'it',
    );
    expect(done).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 1 });
    expect(done.rejections).toEqual([
      {
        row: 3,
        column: 'Codice cliente',
        message: `Le righe di vendita della fattura OUT-MIX-1 sono del cliente ${mine.code}`,
      },
    ]);
    const seen = await invoice(tok.customer, 'OUT-MIX-1');
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain('Forno segreto');
    expect(seen.body.args.response.lines).toHaveLength(1);
    // The other client’s agent does not find an invoice of theirs either.
    expect((await invoice(tok.agent2, 'OUT-MIX-1')).status).toBe(404);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('a later file cannot add another client’s line to an invoice already imported', async () => {
    await importFile(t, tok.admin, win1252([`15/01/2026;AG-NORD;${mine.code};NN;Cucina;1;10,00;OUT-MIX-2;1`]));
    const done = await importFile(
      t,
      tok.admin,
      win1252([`16/01/2026;AG-CENTROSUD;${other.code};NN;Divano altrui;1;20,00;OUT-MIX-2;2`]),
    );
    expect(done).toMatchObject({ status: 'succeeded', inserted: 0, rejected: 1 });
    const seen = await invoice(tok.customer, 'OUT-MIX-2');
    expect(JSON.stringify(seen.body)).not.toContain('Divano altrui');
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/en/v1.0/invoices/OUT-MIX-2/pdf',
      headers: { 'access-token': tok.customer },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('a whole one-line invoice corrected to another client moves with it', async () => {
    await importFile(t, tok.admin, win1252([`15/01/2026;AG-NORD;${mine.code};NN;Tavolo;1;10,00;OUT-MOVE-1;1`]));
    const done = await importFile(
      t,
      tok.admin,
      win1252([`15/01/2026;AG-CENTROSUD;${other.code};NN;Tavolo;1;10,00;OUT-MOVE-1;1`]),
    );
    expect(done).toMatchObject({ status: 'succeeded', updated: 1, rejected: 0 });
    expect((await invoice(tok.customer, 'OUT-MOVE-1')).status).toBe(404);
    expect((await invoice(tok.agent2, 'OUT-MOVE-1')).status).toBe(200);
    expect(await aggregateDrift(t)).toEqual([]);
  });
});

describe('odd sales files', () => {
  it('xlsx dates as serial numbers, numbers as text, a formula and a header with spaces and capitals', async () => {
    const book = new ExcelJS.Workbook();
    const s = book.addWorksheet('V');
    s.addRow([' Date ', 'AGENT', 'Client', 'category', 'product', 'quantity', 'amount', 'invoice', 'line']);
    s.addRow([
      46037,
      'AG-NORD',
      mine.code,
      'nn',
      '=HYPERLINK("http://x")',
      '1',
      { formula: '2*5', result: 10 },
      'OUT-X-1',
      1,
    ]);
    s.addRow([new Date(Date.UTC(2026, 0, 20)), 'AG-NORD', mine.code, 'NN', 'Sedia', 1e308, 5, 'OUT-X-1', 2]);
    s.addRow(['2026-01-21', 'AG-NORD', mine.code, 'NN', 'Sedia', 1, 5, 'OUT-X-1', 2147483648]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(t, tok.admin, file, 'odd.xlsx', 'fr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await finished(t, tok.admin, res.body.args.response.id, 'fr');
    expect(done.status, JSON.stringify(done)).toBe('succeeded');
    // A date left a bare number (46037) is not guessed as a sheet serial: the row is rejected.
    expect(done.rejections.map((r: { row: number; column: string }) => `${r.row}:${r.column}`)).toEqual([
      '2:Date',
      '3:Quantité',
      '4:Ligne de facture',
    ]);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('a comma file with a semicolon inside quotes, CRLF and a trailing empty column reads by its header', async () => {
    const csv = Buffer.from(
      `date,agent,client,category,product,quantity,amount,invoice,line,\r\n` +
        `2026-01-22,AG-NORD,${mine.code},NN,"Sedia; rossa",1,"1,234.50",OUT-C-1,1,\r\n`,
    );
    const done = await importFile(t, tok.admin, csv, 'c.csv');
    expect(done).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 0 });
  });

  it('a file whose sums would overflow the daily totals fails as a whole, in the reader’s language, changing nothing', async () => {
    const before = await snapshot(t);
    const lines = Array.from(
      { length: 120 },
      (_, i) => `23/01/2026;AG-NORD;${mine.code};NN;Cucina;1;999999999999,99;OUT-BIG-${i};1`,
    );
    const res = await upload(t, tok.admin, win1252(lines), 'big.csv', 'es');
    expect(res.status).toBe(200);
    const done = await finished(t, tok.admin, res.body.args.response.id, 'es');
    expect(done.status).toBe('failed');
    expect(done.error).toBeTruthy();
    expect(await snapshot(t)).toEqual(before);
    const list = await t.call({ method: 'GET', url: '/es/v1.0/admin/imports/history/1', token: tok.admin });
    expect(list.status).toBe(200);
  });

  it('a header only in Spanish column names, and a refused upload of the wrong kind, answer in the request language', async () => {
    const res = await upload(t, tok.admin, Buffer.from('foo;bar\n1;2\n'), 'x.csv', 'es', 'sales');
    expectRefused(res, 400, 'es');
  });
});
