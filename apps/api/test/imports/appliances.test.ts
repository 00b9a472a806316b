import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { ean, latin1Csv, PRICE_LIST_HEADER, priceList } from './appliance-files';
import { expectFailedWriteChangesNothing, finished, importFile, upload } from './helpers';

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const importPriceList = (file: Buffer, name = 'listino.csv', lang = 'en') =>
  importFile(t, tok.admin, file, name, lang, 'appliances');

const GOOD = [
  `T-FO-1;${ean(1)};Forno;Bosch;BOS-1;Forno pirolitico à vapore;1.234,50;35,5`,
  `T-PC-2;${ean(2)};Piano cottura;Smeg;SME-2;Piano induzione è filo top;899,00;`,
  'T-FR-3;96385074;Frigorifero;Miele;MIE-3;Frigo combinato;2100;70',
];

const applianceOf = (code: string) =>
  queryRows<{ ean: string; type: string; description: string; price: string; weight_kg: string | null }>(
    t.database.db,
    sql`select ean, type, description, price::text, weight_kg::text from appliances where code = ${code}`,
  ).then((r) => r[0]);

describe('appliance price list import', () => {
  it('imports a semicolon CSV in Windows-1252 with Italian headers and prices', async () => {
    const done = await importPriceList(latin1Csv(PRICE_LIST_HEADER, GOOD));
    expect(done).toMatchObject({ status: 'succeeded', kind: 'appliances', read: 3, inserted: 3, rejected: 0 });
    expect(await applianceOf('T-FO-1')).toEqual({
      ean: ean(1),
      type: 'Forno',
      description: 'Forno pirolitico à vapore',
      price: '1234.50',
      weight_kg: '35.50',
    });
    expect(await applianceOf('T-PC-2')).toMatchObject({ description: 'Piano induzione è filo top', weight_kg: null });
    expect(await applianceOf('T-FR-3')).toMatchObject({ ean: '96385074', price: '2100.00' });
  });

  it('imports the same file again without changing anything', async () => {
    const before = await priceList(t);
    const done = await importPriceList(latin1Csv(PRICE_LIST_HEADER, GOOD));
    expect(done).toMatchObject({ status: 'succeeded', read: 3, inserted: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(await priceList(t)).toEqual(before);
  });

  it('updates the rows that changed, by code', async () => {
    const changed = [GOOD[0], GOOD[1], 'T-FR-3;96385074;Frigorifero;Miele;MIE-3;Frigo combinato;1999,90;70'];
    const done = await importPriceList(latin1Csv(PRICE_LIST_HEADER, changed as string[]));
    expect(done).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1, unchanged: 2 });
    expect((await applianceOf('T-FR-3'))?.price).toBe('1999.90');
  });

  it('imports a UTF-8 comma CSV without the optional weight column, and an xlsx', async () => {
    const csv = Buffer.from(
      '\ufeffcode,ean,type,brand,internal code,description,list price\n' +
        `T-CA-4,${ean(4)},Cappa,Neff,NEF-4,"Cappa a isola, 90 cm",1234.50\n`,
    );
    expect(await importPriceList(csv, 'pricelist.csv')).toMatchObject({ status: 'succeeded', inserted: 1 });
    expect(await applianceOf('T-CA-4')).toMatchObject({ description: 'Cappa a isola, 90 cm', price: '1234.50' });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Listino');
    sheet.addRow(['Code', 'EAN', 'Type', 'Brand', 'Internal code', 'Description', 'List price', 'Weight (kg)']);
    // A numeric EAN lost its leading zeros in the sheet; numbers for price and weight.
    sheet.addRow(['T-LS-5', 12345678905, 'Lavastoviglie', 'Bosch', 'BOS-5', 'Lavastoviglie 60 cm', 649.9, 41]);
    sheet.addRow(['T-MW-6', ean(6), 'Microonde', 'Smeg', 'SME-6', 'Microonde da incasso', '389,00', null]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await importPriceList(xlsx, 'listino.xlsx')).toMatchObject({
      status: 'succeeded',
      read: 2,
      inserted: 2,
      rejected: 0,
    });
    expect(await applianceOf('T-LS-5')).toMatchObject({ ean: '0012345678905', price: '649.90', weight_kg: '41.00' });
    expect(await applianceOf('T-MW-6')).toMatchObject({ price: '389.00', weight_kg: null });
  });

  it('rejects bad rows by row and column in the reader language, imports the good ones, offers the report', async () => {
    const lines = [
      'T-B1;4006381333932;Forno;Bosch;B1;Forno;100,00;30', // row 2: EAN check digit
      'T-B2;96385074;Forno;Bosch;B2;Forno;-5,00;30', // row 3: negative price
      'T-B3;96385074;Forno;Bosch;B3;Forno;dieci;30', // row 4: not a number
      'T-B4;96385074;Forno;Bosch;B4;Forno;2.100;pesante', // row 5: thousands, not cents; weight
      'T-B5;96385074;;Bosch;B5;Forno;100;', // row 6: no type
      'T-B6;96385074;Forno;Bosch;B6;Forno buono;100;', // row 7: good
      'T-B6;96385074;Forno;Bosch;B6;Forno doppio;120;', // row 8: same code as row 7
    ];
    const res = await upload(t, tok.sales, latin1Csv(PRICE_LIST_HEADER, lines), 'errori.csv', 'it', 'appliances');
    expect(res.status).toBe(200);
    const done = await finished(t, tok.sales, res.body.args.response.id, 'it');
    expect(done).toMatchObject({ status: 'succeeded', read: 7, inserted: 1, rejected: 6 });
    const reasons = done.rejections.map((r: { row: number; column: string; message: string }) => [
      r.row,
      r.column,
      r.message,
    ]);
    expect(reasons).toEqual([
      [2, 'EAN', 'Non è un EAN valido: 8 o 13 cifre che finiscono con la cifra di controllo giusta'],
      [3, 'Prezzo di listino', 'Non può essere negativo'],
      [4, 'Prezzo di listino', 'Non è un prezzo: scrivilo come 1234,50 o 1234.50, al massimo due decimali'],
      [5, 'Prezzo di listino', 'Non è un prezzo: scrivilo come 1234,50 o 1234.50, al massimo due decimali'],
      [5, 'Peso (kg)', 'Non è un peso in kg: scrivilo come 12,5 o 12.5'],
      [6, 'Tipo', 'Campo obbligatorio'],
      [8, 'Codice', 'Lo stesso codice è già alla riga 7'],
    ]);
    expect(await applianceOf('T-B6')).toMatchObject({ description: 'Forno buono' });
    expect(await applianceOf('T-B1')).toBeUndefined();

    const report = await t.app.inject({
      method: 'GET',
      url: `/es/v1.0/admin/imports/${done.id}/report`,
      headers: { 'access-token': tok.admin },
    });
    expect(report.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    // The row's problem, then its values as the file had them.
    expect(book.worksheets[0]?.getRow(3).values).toEqual([
      undefined,
      3,
      'Precio de tarifa: No puede ser negativo',
      ...(lines[1]?.split(';') ?? []),
    ]);
  });

  it('refuses missing columns and a file that is not CSV or xlsx, changing nothing', async () => {
    const before = await priceList(t);
    const columns = await upload(
      t,
      tok.admin,
      Buffer.from('Codice;EAN;Prezzo\nT-X;96385074;10\n'),
      'c.csv',
      'fr',
      'appliances',
    );
    expect(columns.status).toBe(400);
    expect(columns.body.args.error.message).toBe(
      'Colonnes absentes du fichier : Type, Marque, Code interne, Description',
    );
    const pdf = await upload(t, tok.admin, Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 'x.pdf', 'en', 'appliances');
    expect(pdf.status).toBe(400);
    expect(pdf.body.args.error.message).toBe('The file is not a CSV or Excel (xlsx) file');
    expect(await priceList(t)).toEqual(before);
  });

  it('refuses a header naming a column twice, naming the column and its headers, changing nothing', async () => {
    const before = await priceList(t);
    const csv = latin1Csv(`${PRICE_LIST_HEADER};Listino`, [`T-D-1;${ean(61)};Forno;Bosch;I;d;10;;20`]);
    const twice = await upload(t, tok.admin, csv, 'd.csv', 'en', 'appliances');
    expect(twice.status).toBe(400);
    expect(twice.body.args.error).toMatchObject({
      key: 'imports.errors.duplicateColumn',
      message: 'The file has more than one column for List price (Prezzo di listino, Listino): keep only one',
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Listino');
    sheet.addRow(['Codice articolo', ...PRICE_LIST_HEADER.split(';')]);
    sheet.addRow(['T-D-2', 'T-D-3', ean(62), 'Forno', 'Bosch', 'I', 'd', 10]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const code = await upload(t, tok.admin, xlsx, 'd.xlsx', 'es', 'appliances');
    expect(code.status).toBe(400);
    expect(code.body.args.error.message).toBe(
      'El archivo tiene más de una columna para Código (Codice articolo, Codice): deje solo una',
    );
    expect(await priceList(t)).toEqual(before);
  });

  it('refuses a CSV the parser cannot read with the reason and row in the reader’s language, at upload and in the history', async () => {
    const before = await priceList(t);
    const quote = latin1Csv(PRICE_LIST_HEADER, [`T-Q-1;${ean(63)};Forno;Bosch;I;"Forno" grande;10;`]);
    const early = await upload(t, tok.admin, quote, 'q.csv', 'it', 'appliances');
    expect(early.status).toBe(400);
    expect(early.body.args.error).toMatchObject({
      key: 'imports.errors.unreadable',
      message: 'Impossibile leggere il file: la riga 2 ha dei caratteri dopo una virgoletta (") di chiusura',
    });
    // Past the first chunks the import starts, then fails where the file breaks, changing nothing.
    const filler = Array.from(
      { length: 2000 },
      (_, i) => `T-Q-${i};${ean(5000 + i)};Forno;Bosch;I;${'q'.repeat(300)};10;`,
    );
    const late = Buffer.concat([
      latin1Csv(PRICE_LIST_HEADER, filler),
      Buffer.from(`T-Q-X;${ean(64)};Forno;Bosch;I;"aperta;10;\r\n`),
    ]);
    const res = await upload(t, tok.admin, late, 'q.csv', 'es', 'appliances');
    expect(res.status).toBe(200);
    const id = res.body.args.response.id;
    expect(await finished(t, tok.admin, id, 'es')).toMatchObject({
      status: 'failed',
      error:
        'No se pudo leer el archivo: unas comillas (") no se cierran nunca: el archivo termina dentro de ellas en la fila 2003',
    });
    // The history keeps the reason as a key: each reader sees it in their language.
    const failed = await finished(t, tok.admin, id, 'en');
    // And how far the file was read when it failed: to its end, where the quote was still open.
    expect(failed.bytes_read).toBe(failed.bytes_total);
    expect(failed.error).toBe(
      'The file could not be read: a quote (") is never closed: the file ends inside it at row 2003',
    );
    expect(await priceList(t)).toEqual(before);
  });

  it('a failure while writing leaves the price list as it was', async () => {
    await expectFailedWriteChangesNothing(
      t,
      { table: 'appliances', events: 'insert', when: "new.code = 'T-F2'", staging: 'import_appliance_rows' },
      () => priceList(t),
      () =>
        importPriceList(
          latin1Csv(PRICE_LIST_HEADER, [
            'T-FR-3;96385074;Frigorifero;Miele;MIE-3;Frigo combinato;1500;70', // a change
            'T-F1;96385074;Forno;Bosch;F1;Forno;100;',
            'T-F2;96385074;Forno;Bosch;F2;Forno;100;',
          ]),
        ),
    );
  });

  it('names the kind in the history', async () => {
    const res = await t.call({ method: 'GET', url: '/it/v1.0/admin/imports/history/1', token: tok.admin });
    expect(res.body.args.response.rows[0]).toMatchObject({
      kind: 'appliances',
      kind_label: 'Listino elettrodomestici',
    });
  });

  it('is for staff only', async () => {
    const file = latin1Csv(PRICE_LIST_HEADER, GOOD);
    for (const token of [tok.agent, tok.customer]) {
      expect((await upload(t, token, file, 'l.csv', 'en', 'appliances')).status).toBe(403);
    }
    expect((await upload(t, undefined, file, 'l.csv', 'en', 'appliances')).status).toBe(401);
  });
});
