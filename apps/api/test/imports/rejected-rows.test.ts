import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { IMPORT_MAX_REJECTED_VALUES } from '../../src/modules/imports/rejected-rows';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { HEADER, importFile, SALES_HEADER, win1252, xlsxOf } from './helpers';

/**
 * The rejected rows' report (issue 33 item 10): per rejected row, its number, its problems in the
 * reader's language and its values as the file had them, under the file's own header, kept in
 * the same transaction as the problems and bounded.
 */
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

async function report(id: number, lang: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/${lang}/v1.0/admin/imports/${id}/report`,
    headers: { 'access-token': tok.admin },
  });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('rejected rows report', () => {
  it("gives each rejected row back with its number, its problems and the file's values under the file's header", async () => {
    const lines = [
      '31/02/2026;AG-NORD;MB0001;NN;Cucina;1;100,00;RR-1;1', // row 2: no such day
      '01/03/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;RR-1;2', // row 3: good
      '01/03/2026;AG-XX;ZZ9999;QQ;Tavolo àè;2;20,00;RR-1;3', // row 4: agent, client, category
    ];
    const done = await importFile(t, tok.admin, win1252(lines), 'scarti.csv', 'it');
    expect(done).toMatchObject({ status: 'succeeded', read: 3, inserted: 1, rejected: 2 });

    const fr = await report(done.id, 'fr');
    expect(fr[0]).toEqual(['Ligne', 'Problème', ...HEADER.split(';')]);
    expect(fr[1]).toEqual([
      2,
      "Date : Ce n'est pas une date : écrivez-la 31/12/2026 ou 2026-12-31",
      ...lines[0]!.split(';'),
    ]);
    expect(fr[2]?.[0]).toBe(4);
    expect(String(fr[2]?.[1]).split('\n')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Agent : .*AG-XX/),
        expect.stringMatching(/^Code client : .*ZZ9999/),
        expect.stringMatching(/^Catégorie : .*QQ/),
      ]),
    );
    expect(fr[2]?.slice(2)).toEqual(lines[2]!.split(';'));
    expect(fr).toHaveLength(3);

    // The same report in Italian: the problems in the reader's language, the values as they were.
    const itRows = await report(done.id, 'it');
    expect(itRows[0]?.slice(0, 2)).toEqual(['Riga', 'Problema']);
    expect(itRows[1]?.[1]).toBe('Data: Non è una data: scrivila come 31/12/2026 o 2026-12-31');
    expect(itRows[2]?.slice(2)).toEqual(lines[2]!.split(';'));
  });

  it("keeps an xlsx file's numbers, days and extra columns as the file had them", async () => {
    const file = await xlsxOf([
      [...SALES_HEADER, 'Nota'],
      [new Date(Date.UTC(2026, 2, 4)), 'AG-NORD', 'ZZ8888', 'NN', 'Cucina', 3, 1250.5, 'RX-1', 1, 'da rivedere'],
    ]);
    const done = await importFile(t, tok.admin, file, 'scarti.xlsx', 'en');
    expect(done).toMatchObject({ status: 'succeeded', rejected: 1 });
    const rows = await report(done.id, 'en');
    expect(rows[0]).toEqual(['Row', 'Problem', ...SALES_HEADER, 'Nota']);
    expect(rows[1]).toEqual([
      2,
      expect.stringMatching(/^Client code: .*ZZ8888/),
      '2026-03-04',
      'AG-NORD',
      'ZZ8888',
      'NN',
      'Cucina',
      3,
      1250.5,
      'RX-1',
      1,
      'da rivedere',
    ]);
  });

  it('keeps the values of the first rejected rows only, and the report says so', async () => {
    const count = IMPORT_MAX_REJECTED_VALUES + 5;
    const lines = Array.from({ length: count }, (_, i) => `01/03/2026;AG-NORD;ZZ7777;NN;Cucina;1;10,00;RL-1;${i + 1}`);
    const done = await importFile(t, tok.admin, win1252(lines), 'molti.csv', 'en');
    expect(done).toMatchObject({ status: 'succeeded', rejected: count });
    const [kept] = await queryRows<{ n: number; first: number; last: number }>(
      t.database.db,
      sql`select count(*)::int as n, min(row)::int as first, max(row)::int as last
          from import_rejected_rows where import_id = ${done.id}`,
    );
    expect(kept).toEqual({ n: IMPORT_MAX_REJECTED_VALUES, first: 2, last: IMPORT_MAX_REJECTED_VALUES + 1 });
    const rows = await report(done.id, 'es');
    // Header, every rejected row, then the note on the values kept.
    expect(rows).toHaveLength(1 + count + 1);
    expect(rows[IMPORT_MAX_REJECTED_VALUES]?.[2]).toBe('01/03/2026');
    expect(rows[IMPORT_MAX_REJECTED_VALUES + 1]?.slice(0, 3)).toEqual([
      IMPORT_MAX_REJECTED_VALUES + 2,
      expect.stringMatching(/ZZ7777/),
    ]);
    expect(rows.at(-1)?.[1]).toBe(
      `Los valores del archivo se conservan solo para las primeras ${IMPORT_MAX_REJECTED_VALUES} filas rechazadas: las filas siguientes se listan con su problema, sin sus valores`,
    );
    expect(rows.at(-1)?.[0]).toBeUndefined();
  });
});
