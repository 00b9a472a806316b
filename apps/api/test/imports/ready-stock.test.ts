import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { rows } from '../sheets/helpers';
import { inStock, latin1Csv, makeAppliances, readyStock, STOCK_HEADER } from './appliance-files';
import { expectFailedWriteChangesNothing, finished, importFile, upload } from './helpers';

let t: TestApp;
let tok: DemoTokens;
/** Six appliances of the price list, made for this file. */
let c: string[];
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  c = await makeAppliances(t, 900_001, 6);
});
afterAll(() => t.close());

const importStock = (file: Buffer, name = 'giacenza.csv', lang = 'en') =>
  importFile(t, tok.admin, file, name, lang, 'ready-stock');
const stockFile = (lines: string[]) => latin1Csv(STOCK_HEADER, lines);
const FIRST = () => [`${c[0]};1;Città`, `${c[1]};3;Verona`, `${c[2]};0;`, `${c[3]};12;`];

describe('ready-for-delivery stock import', () => {
  it('replaces the whole stock with the file: what was in stock before and is not in the file goes to 0', async () => {
    const before = Object.keys(await inStock(t)).length;
    expect(before).toBeGreaterThan(0);
    const done = await importStock(stockFile(FIRST()));
    expect(done).toMatchObject({ status: 'succeeded', kind: 'ready-stock', read: 4, inserted: 4, rejected: 0 });
    expect(done.updated).toBe(before);
    expect(await inStock(t)).toEqual({ [c[0] as string]: 1, [c[1] as string]: 3, [c[3] as string]: 12 });
    expect((await readyStock(t)).find((r) => r.code === c[0])?.warehouse).toBe('Città');
  });

  it('imports the same file again without changing anything', async () => {
    const before = await readyStock(t);
    const done = await importStock(stockFile(FIRST()));
    expect(done).toMatchObject({ status: 'succeeded', read: 4, inserted: 0, updated: 0, unchanged: 4, rejected: 0 });
    expect(await readyStock(t)).toEqual(before);
  });

  it('a new file replaces the stock: changed, new and left-out appliances', async () => {
    const done = await importStock(stockFile([`${c[1]};2;Verona`, `${c[4]};5;`, `${c[3]};12;`]));
    // c[1] changed and c[0] left out (to 0); c[2] was already at 0.
    expect(done).toMatchObject({ status: 'succeeded', inserted: 1, updated: 2, unchanged: 1 });
    expect(await inStock(t)).toEqual({ [c[1] as string]: 2, [c[3] as string]: 12, [c[4] as string]: 5 });
  });

  it('rejects unknown codes and bad quantities in the reader language; an appliance on a rejected row keeps its stock', async () => {
    const lines = [
      'NOPE-1;3;', // row 2: not in the price list
      `${c[1]};-1;`, // row 3: negative
      `${c[3]};1,5;`, // row 4: not whole
      `${c[4]};4;`, // row 5: good
      `${c[4]};6;`, // row 6: same code as row 5
      ';2;', // row 7: no code
    ];
    const res = await upload(t, tok.admin, stockFile(lines), 'errori.csv', 'it', 'ready-stock');
    expect(res.status).toBe(200);
    const done = await finished(t, tok.admin, res.body.args.response.id, 'it');
    expect(done).toMatchObject({ status: 'succeeded', read: 6, inserted: 0, updated: 1, unchanged: 0, rejected: 5 });
    expect(
      done.rejections.map((r: { row: number; column: string; message: string }) => [r.row, r.column, r.message]),
    ).toEqual([
      [2, 'Codice', 'Nessun elettrodomestico del listino ha il codice NOPE-1'],
      [3, 'Quantità', 'La quantità è un numero intero da 0'],
      [4, 'Quantità', 'La quantità è un numero intero da 0'],
      [6, 'Codice', 'Lo stesso codice è già alla riga 5'],
      [7, 'Codice', 'Campo obbligatorio'],
    ]);
    expect(await inStock(t)).toEqual({ [c[1] as string]: 2, [c[3] as string]: 12, [c[4] as string]: 4 });
  });

  it('imports a UTF-8 comma CSV without the warehouse column, and an xlsx', async () => {
    const csv = Buffer.from(`\ufeffcode,quantity\n${c[0]},2\n${c[1]},2\n`);
    expect(await importStock(csv, 'stock.csv')).toMatchObject({ status: 'succeeded', read: 2, rejected: 0 });
    expect(await inStock(t)).toEqual({ [c[0] as string]: 2, [c[1] as string]: 2 });
    expect((await readyStock(t)).find((r) => r.code === c[1])?.warehouse).toBeNull();

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Giacenza');
    sheet.addRow(['Codice', 'Quantità', 'Magazzino']);
    sheet.addRow([c[5], 7, 'Pordenone']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await importStock(xlsx, 'giacenza.xlsx')).toMatchObject({ status: 'succeeded', inserted: 1, updated: 2 });
    expect(await inStock(t)).toEqual({ [c[5] as string]: 7 });
  });

  it('refuses a file without the quantity column, or not CSV or xlsx, changing nothing', async () => {
    const before = await readyStock(t);
    const columns = await upload(
      t,
      tok.admin,
      Buffer.from('Codice;Magazzino\nX;Verona\n'),
      'c.csv',
      'en',
      'ready-stock',
    );
    expect(columns.status).toBe(400);
    expect(columns.body.args.error.message).toBe('Columns missing from the file: Quantity');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]);
    expect((await upload(t, tok.admin, png, 'x.png', 'en', 'ready-stock')).status).toBe(400);
    expect(await readyStock(t)).toEqual(before);
  });

  it('a failure while writing leaves the stock as it was', async () => {
    // The left-out appliance would go to 0 first; the failure on the last row undoes that too.
    await expectFailedWriteChangesNothing(
      t,
      {
        table: 'appliance_stock',
        events: 'insert or update',
        when: 'new.quantity = 99',
        staging: 'import_ready_stock_rows',
      },
      () => readyStock(t),
      () => importStock(stockFile([`${c[2]};4;`, `${c[3]};99;`])),
    );
  });

  it('refuses a file with a header and no rows as empty: it would zero the whole stock', async () => {
    await importStock(stockFile([`${c[0]};4;`, `${c[1]};5;`]));
    const before = await readyStock(t);
    const [history] = await rows<{ n: number }>(t, sql`select count(*)::int as n from imports`);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Giacenza').addRow(['Codice', 'Quantità', 'Magazzino']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    for (const [file, name] of [
      [stockFile([]), 'vuoto.csv'],
      [Buffer.from('\ufeffcode;quantity\r\n\r\n;\r\n ; \r\n'), 'vuoto.csv'],
      [xlsx, 'vuoto.xlsx'],
    ] as const) {
      const res = await upload(t, tok.admin, file, name, 'fr', 'ready-stock');
      expect(res.status, name).toBe(400);
      expect(res.body.args.error, name).toMatchObject({
        key: 'imports.errors.empty',
        message: "Le fichier n'a aucune ligne à importer",
      });
    }
    expect(await readyStock(t)).toEqual(before);
    expect(await rows(t, sql`select count(*)::int as n from imports`)).toEqual([history]);
  });

  it('rejects a quantity written with a thousands separator: 1.000 is never read as 1', async () => {
    await importStock(stockFile([`${c[0]};7;`, `${c[1]};7;`]));
    const done = await importStock(stockFile([`${c[0]};1.000;`, `${c[1]};2,500;`, `${c[2]};1.000,00;`]));
    expect(done).toMatchObject({ status: 'succeeded', read: 3, rejected: 2 });
    const message = 'Write the number without a thousands separator: 1000, not 1.000 or 1,000';
    expect(done.rejections.map((r: { row: number; message: string }) => [r.row, r.message])).toEqual([
      [2, message],
      [3, message],
    ]);
    // The refused rows keep their stock; the clear `1.000,00` is a thousand.
    expect(await inStock(t)).toEqual({ [c[0] as string]: 7, [c[1] as string]: 7, [c[2] as string]: 1000 });
  });

  it('refuses a header naming the quantity twice, changing nothing', async () => {
    const before = await readyStock(t);
    const res = await upload(
      t,
      tok.admin,
      latin1Csv('Codice;Quantità;Magazzino;Disponibilità', [`${c[0]};1;;2`]),
      'doppia.csv',
      'it',
      'ready-stock',
    );
    expect(res.status).toBe(400);
    expect(res.body.args.error).toMatchObject({
      key: 'imports.errors.duplicateColumn',
      message: 'Il file ha più di una colonna per Quantità (Quantità, Disponibilità): tienine una sola',
    });
    expect(await readyStock(t)).toEqual(before);
  });

  it('is for staff only', async () => {
    const file = stockFile(FIRST());
    for (const token of [tok.agent, tok.agent2, tok.customer]) {
      expect((await upload(t, token, file, 's.csv', 'en', 'ready-stock')).status).toBe(403);
    }
    expect((await upload(t, undefined, file, 's.csv', 'en', 'ready-stock')).status).toBe(401);
    expect((await upload(t, tok.sales, Buffer.from('Codice;Magazzino\n'), 's.csv', 'en', 'ready-stock')).status).toBe(
      400,
    );
  });
});
