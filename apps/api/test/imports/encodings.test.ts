import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { rows } from '../sheets/helpers';
import { ean, PRICE_LIST_HEADER } from './appliance-files';
import { importFile, upload } from './helpers';

/**
 * A CSV has one encoding (read-encoding.ts): UTF-8 unless most lines with accented letters in its
 * first part are not valid UTF-8, then Windows-1252. A line not written in it is a rejected row
 * naming the encoding, never imported garbled; the other rows import as written. An outside tester
 * found a Windows-1252 line after the first megabyte of a UTF-8 file imported with a replacement
 * character, and one Windows-1252 byte early in a file turning every UTF-8 "Città" into "CittÃ ".
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const line = (code: string, n: number, description: string) => `${code};${ean(n)};Forno;Bosch;I;${description};10;`;
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const cp1252 = (text: string) => Buffer.from(text, 'latin1');
const CRLF = Buffer.from('\r\n');
const file = (...lines: Buffer[]) => Buffer.concat(lines.flatMap((l) => [l, CRLF]));
const descriptions = (prefix: string) =>
  rows<{ code: string; description: string }>(
    t,
    sql`select code, description from appliances where code like ${`${prefix}%`} order by code`,
  );
const encodingRejection = (row: number, encoding: string, lang: 'en' | 'it' = 'en') => ({
  row,
  column: translate(lang, 'imports.fields.description'),
  message: translate(lang, 'imports.errors.encoding', { encoding }),
});

describe('a CSV of mixed encodings', () => {
  it('a Windows-1252 line after the first megabyte of a UTF-8 file is rejected; the rest is imported as written', async () => {
    const filler = Array.from({ length: 2300 }, (_, i) => utf8(line(`U-${i}`, 3000 + i, `Città ${'y'.repeat(480)}`)));
    const csv = file(
      utf8(PRICE_LIST_HEADER),
      ...filler,
      cp1252(line('U-LATE-1252', 9001, 'Città di Castello')),
      utf8(line('U-LATE-UTF8', 9002, 'Perché così')),
    );
    expect(csv.indexOf(cp1252('Città di Castello'))).toBeGreaterThan(1024 * 1024);
    const done = await importFile(t, admin, csv, 'late.csv', 'en', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 2302, inserted: 2301, rejected: 1 });
    expect(done.rejections).toEqual([encodingRejection(2302, 'UTF-8')]);
    expect(await descriptions('U-LATE')).toEqual([{ code: 'U-LATE-UTF8', description: 'Perché così' }]);
    expect((await descriptions('U-0'))[0]?.description).toBe(`Città ${'y'.repeat(480)}`);
  });

  it('one Windows-1252 line early in a UTF-8 file is rejected; the UTF-8 lines keep their letters', async () => {
    const csv = file(
      utf8(PRICE_LIST_HEADER),
      cp1252(line('E-1', 9101, 'Città in Windows-1252')),
      utf8(line('E-2', 9102, 'Città')),
      utf8(line('E-3', 9103, 'Perché')),
      utf8(line('E-4', 9104, 'Ñandú €')),
    );
    const done = await importFile(t, admin, csv, 'early.csv', 'it', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 4, inserted: 3, rejected: 1 });
    expect(done.rejections).toEqual([encodingRejection(2, 'UTF-8', 'it')]);
    expect(await descriptions('E-')).toEqual([
      { code: 'E-2', description: 'Città' },
      { code: 'E-3', description: 'Perché' },
      { code: 'E-4', description: 'Ñandú €' },
    ]);
  });

  it('a UTF-8 line in a Windows-1252 file is rejected, not imported as "CittÃ "', async () => {
    const csv = file(
      cp1252(PRICE_LIST_HEADER),
      cp1252(line('W-1', 9201, 'Città')),
      utf8(line('W-2', 9202, 'Città in UTF-8')),
      cp1252(line('W-3', 9203, 'Perché')),
      cp1252(line('W-4', 9204, 'Qualità')),
    );
    const done = await importFile(t, admin, csv, 'win.csv', 'en', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 4, inserted: 3, rejected: 1 });
    expect(done.rejections).toEqual([encodingRejection(3, 'Windows-1252')]);
    expect(await descriptions('W-')).toEqual([
      { code: 'W-1', description: 'Città' },
      { code: 'W-3', description: 'Perché' },
      { code: 'W-4', description: 'Qualità' },
    ]);
  });

  it('a file whose first megabyte is plain ASCII takes its encoding from its first accented line', async () => {
    const filler = Array.from({ length: 2300 }, (_, i) => cp1252(line(`A-${i}`, 4000 + i, 'z'.repeat(480))));
    const csv = file(
      cp1252(PRICE_LIST_HEADER),
      ...filler,
      cp1252(line('A-LATE-1', 9301, 'Città')),
      cp1252(line('A-LATE-2', 9302, 'Perché')),
    );
    const done = await importFile(t, admin, csv, 'ascii.csv', 'en', 'appliances');
    expect(done).toMatchObject({ status: 'succeeded', read: 2302, inserted: 2302, rejected: 0 });
    expect(await descriptions('A-LATE')).toEqual([
      { code: 'A-LATE-1', description: 'Città' },
      { code: 'A-LATE-2', description: 'Perché' },
    ]);
  });

  it('a header not written in the file’s encoding refuses the file, naming row 1, in the request’s language', async () => {
    const csv = file(cp1252('Codice;Quantità;Magazzino'), utf8('X-1;1;Città'), utf8('X-2;2;Perché'));
    for (const lang of ['it', 'en', 'fr', 'es'] as const) {
      const res = await upload(t, admin, csv, 'h.csv', lang, 'ready-stock');
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const reason = translate(lang, 'imports.unreadable.encoding', { row: 1, encoding: 'UTF-8' });
      expect(res.body.args.error.message).toBe(translate(lang, 'imports.errors.unreadable', { reason }));
    }
  });
});
