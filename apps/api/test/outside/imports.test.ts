import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ImportKind, Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import {
  ean,
  inStock,
  latin1Csv,
  makeAppliances,
  PRICE_LIST_HEADER,
  priceList,
  readyStock,
  STOCK_HEADER,
} from '../imports/appliance-files';
import { finished, importFile, upload } from '../imports/helpers';
import { rows } from '../sheets/helpers';
import { expectRefused, langOf } from './helpers';
import { formulaXml, handmadeXlsx, numberXml, textXml } from './xlsx';

/**
 * An outside tester's pass over the `appliances` and `ready-stock` imports: hostile files and
 * cells, malformed uploads, two imports at once, and callers who may not import. A refused
 * upload must answer a 4xx in the request's language and leave everything as it was (price
 * list, stock, history, staging tables, upload folder). The `findings` guard defects that pass
 * found and that are now fixed; each comment says what the defect was.
 */
let t: TestApp;
let tok: DemoTokens;
/** Appliances of the price list made for this file. */
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  c = await makeAppliances(t, 940_001, 6);
});
afterAll(() => t.close());

const uploadsLeft = async () => {
  try {
    return await readdir(path.join(t.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

/** Everything an import may change, to compare before and after a refusal. */
async function state() {
  return {
    prices: await priceList(t),
    stock: await readyStock(t),
    imports: await rows(t, sql`select id, kind, status from imports order by id`),
    staged: await rows(
      t,
      sql`select (select count(*)::int from import_appliance_rows) as appliances,
                 (select count(*)::int from import_ready_stock_rows) as stock,
                 (select count(*)::int from import_rejections r join imports i on i.id = r.import_id
                   where i.status = 'running') as rejections`,
    ),
    uploads: await uploadsLeft(),
  };
}

const HEAD = PRICE_LIST_HEADER.split(';');
const headXml = HEAD.map((h, i) => textXml(`${'ABCDEFGH'[i]}1`, h));
/** A price-list row of the handmade xlsx; `desc`, `price` and `weight` are raw cells. */
const xlsxRow = (r: number, code: string, desc: string, price: string, weight = '') => [
  textXml(`A${r}`, code),
  textXml(`B${r}`, ean(r)),
  textXml(`C${r}`, 'Forno'),
  textXml(`D${r}`, 'Bosch'),
  textXml(`E${r}`, `I-${r}`),
  desc,
  price,
  weight,
];

async function sheet(header: unknown[], ...data: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('S');
  s.addRow(header);
  for (const r of data) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const rejected = (done: { rejections: { row: number; column: string }[] }) =>
  done.rejections.map((r) => `${r.row}:${r.column}`);

describe('hostile files', () => {
  it('refuses files that are empty, not text, not xlsx or broken with a 400 in the request’s language, changing nothing', async () => {
    const good = await sheet(HEAD, ['X-1', ean(1), 'Forno', 'Bosch', 'I', 'Forno', 10, 1]);
    // The message's parameters, where it has some, in the request's language.
    const cut = (lang: Language) => ({ reason: translate(lang, 'imports.unreadable.incomplete') });
    // XML the sheet may not hold: the parser stops before the first row (the file is one chunk).
    const damaged = (lang: Language) => ({ reason: translate(lang, 'imports.unreadable.sheetUnreadable') });
    const cases: [string, Buffer, string, ((lang: Language) => Record<string, string>)?][] = [
      ['empty', Buffer.alloc(0), 'imports.errors.fileType'],
      ['BOM only', Buffer.from('\ufeff'), 'imports.errors.empty'],
      ['blank lines', Buffer.from('\r\n\r\n  \r\n'), 'imports.errors.empty'],
      ['UTF-16 with BOM', Buffer.from(`\ufeff${PRICE_LIST_HEADER}\r\nX;1\r\n`, 'utf16le'), 'imports.errors.fileType'],
      ['binary', Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xfe, 0]), 'imports.errors.fileType'],
      ['PDF', Buffer.from('%PDF-1.7\n\u0000\u0001 binary'), 'imports.errors.fileType'],
      [
        'zip, not xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        'imports.errors.fileType',
      ],
      // Cut short: said so, rather than "not an xlsx" (read.ts zipState).
      ['truncated xlsx', good.subarray(0, Math.floor(good.length * 0.6)), 'imports.errors.unreadable', cut],
      ['NUL in the first MB', Buffer.from(`${PRICE_LIST_HEADER}\nX;${ean(1)};a\u0000b\n`), 'imports.errors.fileType'],
      [
        'xlsx with a lone surrogate',
        handmadeXlsx([headXml, xlsxRow(2, 'X-2', textXml('F2', 'a&#xD800;b'), numberXml('G2', '10'))]),
        'imports.errors.unreadable',
        damaged,
      ],
      [
        'xlsx with a NUL',
        handmadeXlsx([headXml, xlsxRow(2, 'X-3', textXml('F2', 'a&#0;b'), numberXml('G2', '10'))]),
        'imports.errors.unreadable',
        damaged,
      ],
      ['only unknown headers', Buffer.from('foo;bar;baz\n1;2;3\n'), 'imports.errors.columns'],
    ];
    const before = await state();
    let i = 0;
    for (const kind of ['appliances', 'ready-stock'] as const) {
      for (const [label, file, key, params] of cases) {
        const lang = langOf(i++);
        const res = await upload(t, tok.admin, file, `${label}.csv`, lang, kind);
        expectRefused(res, 400, lang, undefined, `${kind} ${label}`);
        expect(res.body.args.error.key, `${kind} ${label}`).toBe(key);
        if (key !== 'imports.errors.columns') {
          expect(res.body.args.error.message, `${kind} ${label}`).toBe(translate(lang, key, params?.(lang)));
        }
      }
    }
    expect(await state()).toEqual(before);
  });

  it('reads what a file is from its content, not its name', async () => {
    const xlsx = await sheet(HEAD, ['N-1', ean(11), 'Forno', 'Bosch', 'I', 'Forno', 10, null]);
    const csv = latin1Csv(PRICE_LIST_HEADER, [`N-2;${ean(12)};Forno;Bosch;I;Forno;10;`]);
    for (const [file, name] of [
      [xlsx, 'listino.csv'],
      [csv, 'listino.pdf'],
      [csv, 'no-extension'],
    ] as const) {
      expect(await importFile(t, tok.admin, file, name, 'en', 'appliances'), name).toMatchObject({
        status: 'succeeded',
        read: 1,
        rejected: 0,
      });
    }
  });

  it('a price list with only its header changes nothing', async () => {
    const before = await priceList(t);
    const done = await importFile(t, tok.admin, latin1Csv(PRICE_LIST_HEADER, []), 'h.csv', 'en', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 0, inserted: 0, updated: 0 });
    expect(await priceList(t)).toEqual(before);
  });
});

describe('hostile cells', () => {
  it('price list: rejects negative, huge, over-range, not-a-number, impossible-date and over-long cells by row and column', async () => {
    const e = (n: number) => ean(100 + n);
    const lines = [
      `P-NEG;${e(2)};Forno;Bosch;I;d;-1;`, // 2: price
      `P-BIG;${e(3)};Forno;Bosch;I;d;1e308;`, // 3: price
      `P-OVR;${e(4)};Forno;Bosch;I;d;1.000.000.000,00;`, // 4: price
      `P-MAX;${e(5)};Forno;Bosch;I;d;999.999.999,99;99999,99`, // 5: good, the largest
      `P-W;${e(6)};Forno;Bosch;I;d;10;100000`, // 6: weight
      `P-INF;${e(7)};Forno;Bosch;I;d;Infinity;NaN`, // 7: price, weight
      `P-LONG;${e(8)};Forno;Bosch;I;${'d'.repeat(501)};10;`, // 8: description
      `P-DATE;${e(9)};Forno;Bosch;I;d;31/02/2026;`, // 9: price
      `P-EAN;4006381333932;Forno;Bosch;I;d;10;`, // 10: EAN
      `${'C'.repeat(41)};${e(11)};Forno;Bosch;I;d;10;`, // 11: code
      `P-NEGW;${e(12)};Forno;Bosch;I;d;10;-0,5`, // 12: weight
    ];
    const done = await importFile(t, tok.admin, latin1Csv(PRICE_LIST_HEADER, lines), 'c.csv', 'es', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 11, inserted: 1, rejected: 10 });
    expect(rejected(done)).toEqual([
      '2:Precio de tarifa',
      '3:Precio de tarifa',
      '4:Precio de tarifa',
      '6:Peso (kg)',
      '7:Precio de tarifa',
      '7:Peso (kg)',
      '8:Descripción',
      '9:Precio de tarifa',
      '10:EAN',
      '11:Código',
      '12:Peso (kg)',
    ]);
    const stored = (await priceList(t)).filter((r: any) => String(r.code).startsWith('P-'));
    expect(stored.map((r: any) => [r.code, r.price, r.weight_kg])).toEqual([['P-MAX', '999999999.99', '99999.99']]);
  });

  it('price list xlsx: 1e308, NaN, a formula with no result or an error, a 2 MB cell are rejected; a formula’s text result is text', async () => {
    const file = handmadeXlsx([
      headXml,
      xlsxRow(2, 'Q-BIG', textXml('F2', 'd'), numberXml('G2', '1e308'), numberXml('H2', '-1e308')),
      xlsxRow(3, 'Q-NAN', textXml('F3', 'd'), numberXml('G3', 'NaN')),
      xlsxRow(4, 'Q-NOF', formulaXml('F4', 'A1&amp;B1'), formulaXml('G4', '1+1')),
      xlsxRow(5, 'Q-ERR', textXml('F5', 'd'), formulaXml('G5', '1/0', '#DIV/0!')),
      xlsxRow(6, 'Q-HUGE', textXml('F6', 'x'.repeat(2_000_000)), numberXml('G6', '10')),
      xlsxRow(7, 'Q-TXT', formulaXml('F7', 'HYPERLINK("http://x","y")', '=cmd|calc'), numberXml('G7', '10')),
    ]);
    const done = await importFile(t, tok.admin, file, 'f.xlsx', 'en', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 6, inserted: 1, rejected: 5 });
    expect(rejected(done)).toEqual([
      '2:List price',
      '2:Weight (kg)',
      '3:List price',
      '4:Description',
      '4:List price',
      '5:List price',
      '6:Description',
    ]);
    const stored = (await priceList(t)).filter((r: any) => String(r.code).startsWith('Q-'));
    expect(stored.map((r: any) => [r.code, r.description])).toEqual([['Q-TXT', '=cmd|calc']]);
  });

  it('ready stock: rejects negative, huge, fractional, date and over-long cells; a known appliance on a refused row keeps its stock', async () => {
    await importFile(
      t,
      tok.admin,
      latin1Csv(
        STOCK_HEADER,
        c.map((code) => `${code};7;A`),
      ),
      's.csv',
      'en',
      'ready-stock',
    );
    expect(Object.values(await inStock(t))).toEqual([7, 7, 7, 7, 7, 7]);
    const lines = [
      `${c[0]};-1;`, // 2
      `${c[1]};1e308;`, // 3
      `${c[2]};1000001;`, // 4
      `${c[3]};31/02/2026;`, // 5
      `${c[4]};2,5;`, // 6
      `${c[5]};3;${'w'.repeat(101)}`, // 7
      `${'C'.repeat(41)};3;`, // 8
      `${c[0]};;`, // 9: blank quantity, and the same code as row 2
    ];
    const done = await importFile(t, tok.admin, latin1Csv(STOCK_HEADER, lines), 's.csv', 'fr', 'ready-stock');
    expect(done).toMatchObject({ status: 'succeeded', read: 8, inserted: 0, rejected: 8 });
    expect(rejected(done)).toEqual([
      '2:Quantité',
      '3:Quantité',
      '4:Quantité',
      '5:Quantité',
      '6:Quantité',
      '7:Entrepôt',
      '8:Code',
      '9:Quantité',
    ]);
    expect(Object.values(await inStock(t))).toEqual([7, 7, 7, 7, 7, 7]);
    const xlsx = await sheet(
      ['Codice', 'Quantità', 'Magazzino'],
      [c[0], new Date('2026-02-28'), 'A'],
      [c[1], 1e308, 'A'],
    );
    const dates = await importFile(t, tok.admin, xlsx, 's.xlsx', 'it', 'ready-stock');
    expect(dates).toMatchObject({ status: 'succeeded', rejected: 2 });
    expect((await inStock(t))[c[0] as string]).toBe(7);
  });

  it('price list: a NUL byte past the first megabyte is a rejected row, the rest imported', async () => {
    const filler = Array.from(
      { length: 2300 },
      (_, i) => `F-${i};${ean(2000 + i)};Forno;Bosch;I;${'y'.repeat(480)};10;`,
    );
    const file = Buffer.concat([
      latin1Csv(PRICE_LIST_HEADER, filler),
      Buffer.from(`F-NUL;${ean(9999)};Forno;Bosch;I;a\u0000b;10;\r\n`, 'latin1'),
    ]);
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const done = await importFile(t, tok.admin, file, 'n.csv', 'en', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 2301, inserted: 2300, rejected: 1 });
    expect(done.rejections).toEqual([
      { row: 2302, column: 'Description', message: translate('en', 'validation.invalidText') },
    ]);
    expect(await rows(t, sql`select code from appliances where code = 'F-NUL'`)).toEqual([]);
  });
});

describe('uploads and callers', () => {
  it('agents, customers, anonymous callers and unknown languages are refused before the file is kept', async () => {
    const file = latin1Csv(STOCK_HEADER, [`${c[0]};1;`]);
    const before = await state();
    let i = 0;
    for (const kind of ['appliances', 'ready-stock'] as const) {
      for (const user of ['agent', 'agent2', 'customer'] as const) {
        const lang = langOf(i++);
        expectRefused(await upload(t, tok[user], file, 's.csv', lang, kind), 403, lang, 'errors.forbidden', user);
      }
      expectRefused(await upload(t, undefined, file, 's.csv', 'es', kind), 401, 'es', 'errors.sessionExpired');
      expectRefused(await upload(t, 'forged', file, 's.csv', 'it', kind), 401, 'it', 'errors.sessionExpired');
      const xx = await upload(t, tok.admin, file, 's.csv', 'xx' as Language, kind);
      expectRefused(xx, 400, 'en', 'errors.unsupportedLanguage');
    }
    const unknownKind = await upload(t, tok.admin, file, 's.csv', 'fr', 'furniture' as ImportKind);
    expectRefused(unknownKind, 400, 'fr', 'imports.errors.kind');
    expect(await state()).toEqual(before);
  });

  it('a second import while one runs (here, or on another instance) is a 409 in the request’s language and records nothing', async () => {
    // Another instance's import holds the one running slot.
    const [other] = await rows<{ id: number }>(
      t,
      sql`insert into imports (kind, file_name, source, status) values ('appliances', 'altro.csv', 'cli', 'running') returning id`,
    );
    const before = await state();
    let i = 0;
    for (const kind of ['appliances', 'ready-stock'] as const) {
      for (const user of ['admin', 'sales'] as const) {
        const lang = langOf(i++);
        const file =
          kind === 'appliances'
            ? latin1Csv(PRICE_LIST_HEADER, [`K-1;${ean(51)};Forno;Bosch;I;d;10;`])
            : latin1Csv(STOCK_HEADER, [`${c[0]};2;`]);
        expectRefused(await upload(t, tok[user], file, 'k.csv', lang, kind), 409, lang, 'imports.errors.running', kind);
      }
    }
    expect(await state()).toEqual(before);
    await t.database.db.execute(sql`update imports set status = 'failed', phase = 'done' where id = ${other?.id}`);

    // Two uploads at once here: each either runs to the end or is refused, never a 500 nor a half import.
    const both = await Promise.all([
      upload(
        t,
        tok.admin,
        latin1Csv(
          STOCK_HEADER,
          c.map((code) => `${code};3;`),
        ),
        'a.csv',
        'fr',
        'ready-stock',
      ),
      upload(
        t,
        tok.sales,
        latin1Csv(PRICE_LIST_HEADER, [`K-2;${ean(52)};Forno;Bosch;I;d;10;`]),
        'b.csv',
        'es',
        'appliances',
      ),
    ]);
    for (const [j, res] of both.entries()) {
      const lang = j === 0 ? 'fr' : 'es';
      if (res.status === 200) {
        expect(await finished(t, tok.admin, res.body.args.response.id)).toMatchObject({
          status: 'succeeded',
          rejected: 0,
        });
      } else {
        expectRefused(res, 409, lang, 'imports.errors.running');
      }
    }
    expect(await uploadsLeft()).toEqual([]);
    expect(await rows(t, sql`select count(*)::int as n from imports where status = 'running'`)).toEqual([{ n: 0 }]);
  });

  it('the import history, detail and report refuse bad ids and paging, and non-staff', async () => {
    const [last] = await rows<{ id: number }>(t, sql`select max(id)::int as id from imports`);
    const id = Number(last?.id);
    for (const [i, url] of [
      'admin/imports/0',
      'admin/imports/-1',
      'admin/imports/2147483648',
      'admin/imports/abc',
      'admin/imports/0/report',
      'admin/imports/history/0',
      `admin/imports/history/${2 ** 31}`,
      'admin/imports/history/1?pageSize=101',
      'admin/imports/history/1?pageSize=1&pageSize=2',
    ].entries()) {
      const lang = langOf(i);
      expectRefused(
        await t.call({ method: 'GET', url: `/${lang}/v1.0/${url}`, token: tok.sales }),
        400,
        lang,
        undefined,
        url,
      );
    }
    for (const url of ['admin/imports/999999', 'admin/imports/999999/report']) {
      expectRefused(
        await t.call({ method: 'GET', url: `/it/v1.0/${url}`, token: tok.admin }),
        404,
        'it',
        'errors.notFound',
      );
    }
    for (const user of ['agent', 'agent2', 'customer'] as const) {
      for (const url of [`admin/imports/${id}`, `admin/imports/${id}/report`, 'admin/imports/history/1']) {
        expectRefused(
          await t.call({ method: 'GET', url: `/en/v1.0/${url}`, token: tok[user] }),
          403,
          'en',
          'errors.forbidden',
        );
      }
    }
    const past = await t.call({ method: 'GET', url: '/en/v1.0/admin/imports/history/99999', token: tok.admin });
    expect(past.status).toBe(200);
    expect(past.body.args.response.rows).toEqual([]);
  });
});

describe('findings', () => {
  const B = '----outside-tester';
  const rawUpload = (lang: Language, kind: ImportKind, payload: string, contentType: string) =>
    t.call({
      method: 'POST',
      url: `/${lang}/v1.0/admin/imports/${kind}`,
      token: tok.admin,
      payload,
      headers: { 'content-type': contentType },
    });

  /**
   * A multipart body busboy cannot read (no boundary in the content type, a body cut before its
   * closing boundary, a body that is not multipart at all) answers 500 "Something went wrong".
   * It is the client's malformed request: a 400 in the request's language, nothing kept.
   */
  it('a malformed multipart upload is refused with 400 in the request’s language, nothing kept', async () => {
    const csv = latin1Csv(STOCK_HEADER, [`${c[0]};1;`]).toString('latin1');
    const part = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\n\r\n${csv}`;
    const before = await state();
    const answers: Record<string, number> = {};
    for (const [i, [label, body, type]] of [
      ['no boundary', `${part}\r\n--${B}--\r\n`, 'multipart/form-data'],
      ['cut before the closing boundary', part, `multipart/form-data; boundary=${B}`],
      ['not multipart', 'hello world', `multipart/form-data; boundary=${B}`],
    ].entries()) {
      const lang = langOf(i);
      const res = await rawUpload(lang, 'ready-stock', body as string, type as string);
      answers[label as string] = res.status;
      if (res.status !== 500) expectRefused(res, 400, lang, undefined, label);
    }
    expect.soft(answers).toEqual({ 'no boundary': 400, 'cut before the closing boundary': 400, 'not multipart': 400 });
    expect(await state()).toEqual(before);
  });

  it('a malformed multipart image upload (materiali/image/{id}) is refused with 400 in the request’s language', async () => {
    const [material] = await rows<{ id: number }>(t, sql`select min(id)::int as id from materials`);
    const res = await t.call({
      method: 'POST',
      url: `/es/v1.0/materiali/image/${material?.id}`,
      token: tok.admin,
      payload: 'hello world',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expectRefused(res, 400, 'es');
  });

  /**
   * The ready-stock file is the whole stock, so an appliance it leaves out goes to 0. A file
   * with its header and no row (an ERP export that failed, the wrong file) is taken as "nothing
   * is in stock": it succeeds and zeroes every appliance. "The file has no rows to import"
   * (imports.errors.empty) exists for exactly this; the stock must stay as it was.
   */
  it('a ready-stock file with only its header is refused as empty and leaves the stock as it was', async () => {
    await importFile(
      t,
      tok.admin,
      latin1Csv(
        STOCK_HEADER,
        c.map((code) => `${code};4;`),
      ),
      's.csv',
      'en',
      'ready-stock',
    );
    const before = await inStock(t);
    expect(Object.keys(before)).toHaveLength(6);
    for (const file of [latin1Csv(STOCK_HEADER, []), Buffer.from('\ufeffcode;quantity\r\n\r\n;\r\n')]) {
      const res = await upload(t, tok.admin, file, 'vuoto.csv', 'it', 'ready-stock');
      expect(res.status).toBeLessThan(500);
      if (res.status === 200) await finished(t, tok.admin, res.body.args.response.id);
      else expectRefused(res, 400, 'it', 'imports.errors.empty');
      expect(await inStock(t)).toEqual(before);
    }
  });

  /**
   * Prices refuse `1.234` (a thousand times off in one reading or the other); quantities read
   * `1.000` and `1,000` as 1 piece. Italian Excel writes a thousand pieces as `1.000`. The
   * quantity must be refused (or read as 1000), never silently 1.
   */
  it('a ready-stock quantity written 1.000 or 1,000 is rejected, never stored as 1 piece', async () => {
    await importFile(
      t,
      tok.admin,
      latin1Csv(
        STOCK_HEADER,
        c.map((code) => `${code};7;`),
      ),
      's.csv',
      'en',
      'ready-stock',
    );
    const done = await importFile(
      t,
      tok.admin,
      latin1Csv(STOCK_HEADER, [`${c[0]};1.000;`, `${c[1]};1,000;`, ...c.slice(2).map((code) => `${code};7;`)]),
      'migliaia.csv',
      'it',
      'ready-stock',
    );
    expect(done.status).toBe('succeeded');
    const stock = await inStock(t);
    expect([stock[c[0] as string], stock[c[1] as string]]).not.toContain(1);
  });

  /**
   * Two columns of the header name the same field (the list price twice, or `Prezzo` beside
   * `Prezzo di listino`): the import silently takes the first and ignores the other. Which one
   * the ERP meant is unknown; the file must be refused with a 400 naming the column, nothing changed.
   */
  it('a header naming a column twice is refused with 400 naming the column, changing nothing', async () => {
    const before = await priceList(t);
    for (const [i, file] of [
      latin1Csv(`${PRICE_LIST_HEADER};Prezzo di listino`, [`D-1;${ean(31)};Forno;Bosch;I;d;10;;20`]),
      latin1Csv(`Prezzo;${PRICE_LIST_HEADER}`, [`99;D-2;${ean(32)};Forno;Bosch;I;d;10;`]),
      await sheet([...HEAD, 'Codice articolo'], ['D-3', ean(33), 'Forno', 'Bosch', 'I', 'd', 10, null, 'D-4']),
    ].entries()) {
      const lang = langOf(i);
      const res = await upload(t, tok.admin, file, 'doppia.csv', lang, 'appliances');
      if (res.status === 200) await finished(t, tok.admin, res.body.args.response.id);
      expectRefused(res, 400, lang, undefined, `file ${i}`);
    }
    expect(await priceList(t)).toEqual(before);
  });

  /**
   * `imports.errors.unreadable` carries csv-parse's own English text as its reason ("Max Record
   * Size: record exceed the maximum number of tolerated bytes of 65536 at line 2"), inside an
   * Italian, French or Spanish sentence, at upload and in the history of a file that breaks
   * mid-way. The reason needs catalogue keys (the line is enough).
   */
  it('a CSV record over 64 KB is refused with a catalogue message in the request’s language, at upload and in the history', async () => {
    const english = /Max Record Size|record exceed|tolerated bytes|Invalid|Quote/i;
    const huge = Buffer.from(`${PRICE_LIST_HEADER}\nR-1;${ean(41)};Forno;Bosch;I;${'x'.repeat(70_000)};10;\n`);
    const atUpload = await upload(t, tok.admin, huge, 'r.csv', 'it', 'appliances');
    expectRefused(atUpload, 400, 'it', undefined);
    expect(atUpload.body.args.error.key).toBe('imports.errors.unreadable');
    // Past the first chunks: the import starts, then fails, and changes nothing.
    const before = await priceList(t);
    const filler = Array.from(
      { length: 2000 },
      (_, i) => `R-${i};${ean(3000 + i)};Forno;Bosch;I;${'z'.repeat(300)};10;`,
    );
    const late = Buffer.concat([
      latin1Csv(PRICE_LIST_HEADER, filler),
      Buffer.from(`R-X;${ean(42)};Forno;Bosch;I;${'x'.repeat(70_000)};10;\r\n`),
    ]);
    const started = await upload(t, tok.admin, late, 'r.csv', 'fr', 'appliances');
    expect(started.status).toBe(200);
    const done = await finished(t, tok.admin, started.body.args.response.id, 'fr');
    expect(done.status).toBe('failed');
    expect(await priceList(t)).toEqual(before);
    expect.soft(atUpload.body.args.error.message).not.toMatch(english);
    expect.soft(done.error).not.toMatch(english);
  });
});
