import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import {
  aggregateDrift,
  expectFailedWriteChangesNothing,
  finished,
  HEADER,
  importFile,
  SALES_HEADER,
  snapshot,
  upload,
  win1252,
  xlsxOf,
} from './helpers';

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const GOOD = [
  '15/01/2026;AG-NORD;MB0001;NN;Cucina Élite;1;12.500,00;T-2026-001;1',
  '15/01/2026;AG-NORD;MB0001;E2;Forno;2;1.340,50;T-2026-001;2',
  '2026-02-03;AG-NORD;MI0002;PJ;Top quarzo àèìòù;1;890,00;T-2026-002;1',
  '03.02.2026;AG-CENTROSUD;RM0004;PS;Tavolo;4;2100.00;T-2026-003;1',
  '10/03/2026;AG-CENTROSUD;NA0005;PR;Premio;1;-150,00;T-2026-004;1',
];

const lineOf = (invoice: string, line: number) =>
  queryRows<{ day: string; amount: string; product: string; category: string }>(
    t.database.db,
    sql`select day::text, amount::text, product, category from sales_lines
        where invoice_number = ${invoice} and invoice_line = ${line}`,
  ).then((r) => r[0]);

describe('sales lines import', () => {
  it('imports a semicolon CSV in Windows-1252 with accented names, and the daily sums follow', async () => {
    const before = await snapshot(t);
    const done = await importFile(t, tok.admin, win1252(GOOD));
    expect(done).toMatchObject({ status: 'succeeded', read: 5, inserted: 5, updated: 0, unchanged: 0, rejected: 0 });
    expect(done.bytes_read).toBe(done.bytes_total);
    expect(await lineOf('T-2026-001', 1)).toEqual({
      day: '2026-01-15',
      amount: '12500.00',
      product: 'Cucina Élite',
      category: 'NN',
    });
    expect((await lineOf('T-2026-002', 1))?.product).toBe('Top quarzo àèìòù');
    expect((await lineOf('T-2026-004', 1))?.amount).toBe('-150.00');
    const after = await snapshot(t);
    expect(after.lines?.n).toBe((before.lines?.n ?? 0) + 5);
    expect(Number(after.lines?.amount) - Number(before.lines?.amount)).toBeCloseTo(
      12500 + 1340.5 + 890 + 2100 - 150,
      2,
    );
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('imports the same file again without changing anything', async () => {
    const before = await snapshot(t);
    const done = await importFile(t, tok.sales, win1252(GOOD));
    expect(done).toMatchObject({ status: 'succeeded', read: 5, inserted: 0, updated: 0, unchanged: 5, rejected: 0 });
    expect(await snapshot(t)).toEqual(before);
  });

  it('updates a changed line and moves its daily sums', async () => {
    const changed = [...GOOD];
    changed[1] = '16/01/2026;AG-NORD;MB0001;PN;Forno;2;1.000,00;T-2026-001;2';
    const done = await importFile(t, tok.admin, win1252(changed));
    expect(done).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1, unchanged: 4 });
    expect(await lineOf('T-2026-001', 2)).toMatchObject({ day: '2026-01-16', amount: '1000.00', category: 'PN' });
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('imports a UTF-8 comma CSV and an xlsx written with exceljs', async () => {
    const csv = Buffer.from(
      '\ufeffdate,agent,client,category,product,quantity,amount,invoice,line\n' +
        '2025-06-01,AG-NORD,BG0003,PL,"Alzatina, rovere",1,"1,234.50",T-2025-010,1\n',
    );
    expect(await importFile(t, tok.admin, csv, 'sales.csv')).toMatchObject({ status: 'succeeded', inserted: 1 });
    expect(await lineOf('T-2025-010', 1)).toMatchObject({ amount: '1234.50', product: 'Alzatina, rovere' });

    const xlsx = await xlsxOf([
      SALES_HEADER,
      [new Date(Date.UTC(2025, 10, 20)), 'AG-CENTROSUD', 'RM0004', 'E2', 'Piano cottura', 3, 999.99, 'X-1', 1],
      ['21/11/2025', 'AG-CENTROSUD', 'RM0004', 'PK', 'Cappa', 1, '450,10', 'X-1', 2],
    ]);
    expect(await importFile(t, tok.admin, xlsx, 'vendite.xlsx')).toMatchObject({
      status: 'succeeded',
      read: 2,
      inserted: 2,
      rejected: 0,
    });
    expect(await lineOf('X-1', 1)).toMatchObject({ day: '2025-11-20', amount: '999.99' });
    expect(await lineOf('X-1', 2)).toMatchObject({ day: '2025-11-21', amount: '450.10' });
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('rejects a line of an invoice whose document names another client, in the reader language', async () => {
    // A demo invoice with its document (the invoices import), and another agency client's code.
    const [doc] = await queryRows<{ number: string; code: string; other: string }>(
      t.database.db,
      sql`select d.number, c.code,
            (select o.code from clients o where o.code is not null and o.id <> d.client_id order by o.id limit 1) as other
          from invoice_documents d join clients c on c.id = d.client_id
          where c.code is not null order by d.number limit 1`,
    );
    expect(doc).toBeDefined();
    const { number, code, other } = doc as { number: string; code: string; other: string };
    const before = await snapshot(t);
    const lines = [
      `01/03/2026;AG-NORD;${other};NN;Cucina;1;10,00;${number};90`, // row 2: the document names ${code}
      '01/03/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;DOC-FREE-1;1', // row 3: no document yet, good
    ];
    const done = await importFile(t, tok.admin, win1252(lines), 'righe.csv', 'it');
    expect(done).toMatchObject({ status: 'succeeded', read: 2, inserted: 1, rejected: 1 });
    expect(
      done.rejections.map((r: { row: number; column: string; message: string }) => [r.row, r.column, r.message]),
    ).toEqual([[2, 'Codice cliente', `La fattura ${number} è del cliente ${code}, secondo il suo documento`]]);
    expect(await lineOf(number, 90)).toBeUndefined();
    expect((await snapshot(t)).lines?.n).toBe((before.lines?.n ?? 0) + 1);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('rejects bad rows by row and column in the reader language, imports the good ones, offers the report', async () => {
    const lines = [
      '31/02/2026;AG-NORD;MB0001;NN;Cucina;1;100,00;B-1;1', // row 2: no such day
      '01/03/2026;AG-NORD;MB0001;NN;Cucina;1;dieci;B-1;2', // row 3: amount
      '01/03/2026;AG-XX;ZZ9999;QQ;Cucina;1;10,00;B-1;3', // row 4: agent, client, category
      '01/03/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;B-1;4', // row 5: good
      '01/03/2026;AG-NORD;MB0001;NN;Cucina;1;11,00;B-1;4', // row 6: same line as row 5
      '01/03/2026;AG-NORD;MB0001;NN;;1;10,00;B-1;0', // row 7: product, line
    ];
    const res = await upload(t, tok.admin, win1252(lines), 'errori.csv', 'it');
    expect(res.status).toBe(200);
    const done = await finished(t, tok.admin, res.body.args.response.id, 'it');
    expect(done).toMatchObject({ status: 'succeeded', read: 6, inserted: 1, rejected: 5 });
    const reasons = done.rejections.map((r: { row: number; column: string; message: string }) => [
      r.row,
      r.column,
      r.message,
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        [2, 'Data', 'Non è una data: scrivila come 31/12/2026 o 2026-12-31'],
        [3, 'Importo', 'Non è un importo: scrivilo come 1234,56 o 1234.56'],
        [4, 'Agente', 'Nessun agente ha il codice AG-XX'],
        [4, 'Codice cliente', 'Nessun cliente ha il codice ZZ9999'],
        [4, 'Categoria', 'Categoria QQ sconosciuta (note: NN, E2, PN, PK, PJ, PL, PS, PR)'],
        [6, 'Numero fattura', 'La stessa riga fattura è già alla riga 5'],
        [7, 'Prodotto', 'Campo obbligatorio'],
        [7, 'Riga fattura', 'La riga fattura è un numero intero da 1'],
      ]),
    );
    expect(await lineOf('B-1', 4)).toMatchObject({ amount: '10.00' });

    const report = await t.app.inject({
      method: 'GET',
      url: `/fr/v1.0/admin/imports/${done.id}/report`,
      headers: { 'access-token': tok.sales },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(report.headers['content-disposition']))).toContain('Lignes rejetées - errori.csv');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    // Each rejected row with its problems and its values as the file had them (rejected-rows.test.ts).
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Ligne', 'Problème', ...HEADER.split(';')]);
    expect(book.worksheets[0]?.getRow(2).values).toEqual([
      undefined,
      2,
      "Date : Ce n'est pas une date : écrivez-la 31/12/2026 ou 2026-12-31",
      ...(lines[0]?.split(';') ?? []),
    ]);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('refuses a file that is not CSV or xlsx, wrong columns and an empty file, importing nothing', async () => {
    const before = await snapshot(t);
    const history = await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/history/1', token: tok.admin });
    const pdf = await upload(t, tok.admin, Buffer.from('%PDF-1.7\n\u0000\u0001\u0002binary'), 'x.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.args.error.message).toBe('The file is not a CSV or Excel (xlsx) file');
    const zip = await upload(t, tok.admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'x.xlsx');
    expect(zip.status).toBe(400);
    const columns = await upload(
      t,
      tok.admin,
      Buffer.from('date;client;amount\n2026-01-01;MB0001;10\n'),
      'c.csv',
      'es',
    );
    expect(columns.status).toBe(400);
    expect(columns.body.args.error.message).toBe(
      'Faltan columnas en el archivo: Agente, Categoría, Producto, Cantidad, Número de factura, Línea de factura',
    );
    const empty = await upload(t, tok.admin, Buffer.from(''), 'e.csv');
    expect(empty.status).toBe(400);
    const none = await t.call({
      method: 'POST',
      url: '/en/v1.0/admin/imports/sales',
      token: tok.admin,
      payload: {},
    });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    const kind = await t.call({ method: 'POST', url: '/en/v1.0/admin/imports/nonsense', token: tok.admin });
    expect(kind.status).toBe(400);
    expect(await snapshot(t)).toEqual(before);
    const after = await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/history/1', token: tok.admin });
    expect(after.body.args.response.total).toBe(history.body.args.response.total);
  });

  it('refuses a file over the size limit with a clear 413', async () => {
    const { IMPORT_MAX_BYTES } = await import('@portal/contracts');
    const res = await upload(t, tok.admin, Buffer.alloc(IMPORT_MAX_BYTES + 10, 0x41), 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body.args.error.message).toBe('The file is too large, limit 200 MB');
    expect(await readdir(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
  }, 60_000);

  it('refuses an import while another runs (409), and takes over one that stopped answering', async () => {
    // Another instance's import, running: the one slot is taken.
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into imports (kind, file_name, source, status) values ('sales', 'other.csv', 'cli', 'running') returning id`,
    );
    const refused = await upload(t, tok.sales, win1252(GOOD), 'b.csv');
    expect(refused.status).toBe(409);
    expect(refused.body.args.error.message).toBe('Another import is running: wait for it to finish and try again');
    await t.database.db.execute(
      sql`insert into import_sales_rows (import_id, row, invoice_number, invoice_line, day, agency_id, client_id,
            category, product, quantity, amount)
          select ${other?.id}, 2, 'S-1', 1, current_date, agency_id, id, 'NN', 'x', 1, 1 from clients
          where agency_id is not null limit 1`,
    );
    // Silent for longer than any live import: taken for crashed, marked failed, the new one runs.
    await t.database.db.execute(
      sql`update imports set heartbeat_at = now() - interval '1 hour' where id = ${other?.id}`,
    );
    const many = Array.from({ length: 3000 }, (_, i) => `01/04/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;C-${i};1`);
    expect(await importFile(t, tok.admin, win1252(many), 'a.csv')).toMatchObject({
      status: 'succeeded',
      inserted: 3000,
    });
    const crashed = await t.call({ method: 'GET', url: `/en/v1.0/admin/imports/${other?.id}`, token: tok.admin });
    expect(crashed.body.args.response).toMatchObject({
      status: 'failed',
      error: 'The import failed and nothing was changed',
    });
    // What it had staged is gone.
    const [staged] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from import_sales_rows`,
    );
    expect(staged?.n).toBe(0);
    expect(await aggregateDrift(t)).toEqual([]);
  });

  it('a failure while writing leaves the data as it was', async () => {
    // A trigger fails the write of one line: the whole import must roll back.
    await expectFailedWriteChangesNothing(
      t,
      { table: 'sales_lines', events: 'insert', when: "new.invoice_number = 'F-2'", staging: 'import_sales_rows' },
      () => snapshot(t),
      () =>
        importFile(
          t,
          tok.admin,
          win1252([
            '01/05/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;F-1;1',
            '01/05/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;F-2;1',
          ]),
        ),
    );
  });

  it('lists the history with headers in the reader language', async () => {
    const res = await t.call({ method: 'GET', url: '/it/v1.0/admin/imports/history/1', token: tok.sales });
    expect(res.status).toBe(200);
    const list = res.body.args.response;
    expect(list.table_headers.map((h: { key: string }) => h.key)).toContain('file_name');
    expect(list.table_headers.find((h: { key: string }) => h.key === 'rejected').label).toBe('Scartate');
    expect(list.rows[0]).toMatchObject({ kind: 'sales', kind_label: 'Righe di vendita', user: expect.any(String) });
    expect(list.total).toBeGreaterThanOrEqual(8);
  });

  it('is for staff only', async () => {
    for (const token of [tok.agent, tok.customer]) {
      expect((await upload(t, token, win1252(GOOD))).status).toBe(403);
      expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/history/1', token })).status).toBe(403);
      expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/1', token })).status).toBe(403);
      expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/1/report', token })).status).toBe(403);
    }
    expect((await upload(t, undefined, win1252(GOOD))).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/history/1' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/999999', token: tok.admin })).status).toBe(404);
  });
});
