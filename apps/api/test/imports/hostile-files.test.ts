import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { importMaxColumns, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { partsOf, zipOf } from '../helpers/zip';
import { handmadeXlsx, textXml } from '../outside/xlsx';
import { rows } from '../sheets/helpers';
import { finished, SALES_HEADER, upload } from './helpers';

/**
 * Files made to exhaust the server (found by an outside tester): a sales CSV of one row followed by
 * 140 million `;` ended the process (csv-parse kept a field per `;`: 5.3 GB at 100 MB), two at once
 * left /health unanswered for 50 s, and the upload stayed on disk after the crash. Now a row of
 * more columns than the kind has (and IMPORT_EXTRA_COLUMNS more) is refused as soon as it is met,
 * the one import slot is taken before anything is parsed, an xlsx's XML is bounded before its
 * parser, and what a crash leaves in the uploads folder goes at the next start. The memory the
 * process holds is measured (Linux: the peak resident size since a reset, /proc/self/status).
 */
let t: TestApp;
let admin: string;
let dir: string;
/** A sales CSV: its header, one row, then 24 million `;` (the code before kept a field per `;`: over a GB here). */
let cells: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-hostile-'));
  cells = await writeRepeated('cells.csv', `${SALES_HEADER.join(';')}\r\n${ROW}`, ';', 24 * MB, '\r\n');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const SALES_MAX = importMaxColumns('sales');
const ROW = '15/01/2026;AG-NORD;C-1;NN;Cucina;1;10,00;OUT-H-1;1';

/** A file of `head` then `count` times `unit`, written in 1 MB pieces (never whole in memory). */
async function writeRepeated(name: string, head: string, unit: string, count: number, tail = ''): Promise<string> {
  const file = path.join(dir, name);
  const out = createWriteStream(file);
  const piece = unit.repeat(Math.ceil(MB / unit.length));
  const perPiece = Math.ceil(MB / unit.length);
  out.write(head);
  for (let left = count; left > 0; left -= perPiece) {
    if (!out.write(left >= perPiece ? piece : unit.repeat(left))) await once(out, 'drain');
  }
  out.end(tail);
  await once(out, 'finish');
  return file;
}

/** An upload whose body streams from `file` (as a browser sends it), not a buffer of it. */
function streamedUpload(file: string, name: string, lang: Language) {
  const boundary = '----portal-hostile-upload';
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    yield* createReadStream(file);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return t.app.inject({
    method: 'POST',
    url: `/${lang}/v1.0/admin/imports/sales`,
    headers: { 'access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(body()),
  });
}

const kb = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);

/** How far the process's resident memory rose above where it was, at its peak while `work` ran (bytes). */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  writeFileSync('/proc/self/clear_refs', '5');
  const before = kb('VmRSS');
  await work();
  return (kb('VmHWM') - before) * 1024;
}

/** Calls /health every 20 ms while `work` runs: the slowest answer (ms). */
async function slowestHealth(work: () => Promise<void>): Promise<number> {
  let slowest = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await probe;
  }
  return slowest;
}

const tooManyColumns = (lang: Language, row: number, max = SALES_MAX) =>
  translate(lang, 'imports.errors.unreadable', {
    reason: translate(lang, 'imports.unreadable.tooManyColumns', { row, max }),
  });
const importsNow = () => rows(t, sql`select id, status from imports order by id`);
const uploadsLeft = async () => readdir(path.join(t.config.dataDir, 'uploads')).catch(() => []);

describe('a CSV row of millions of empty cells', () => {
  it('two at once are refused at once in the request’s language, the memory flat and /health answering', async () => {
    const before = await importsNow();
    const answers: { statusCode: number; json(): any }[] = [];
    let slowest = 0;
    const growth = await peakGrowth(async () => {
      slowest = await slowestHealth(async () => {
        answers.push(
          ...(await Promise.all([streamedUpload(cells, 'a.csv', 'it'), streamedUpload(cells, 'b.csv', 'fr')])),
        );
      });
    });
    expect(growth, `${Math.round(growth / MB)} MB more at the peak`).toBeLessThan(150 * MB);
    expect(slowest, `/health answered in ${Math.round(slowest)} ms at the slowest`).toBeLessThan(200);
    for (const [i, res] of answers.entries()) {
      const lang = i === 0 ? 'it' : 'fr';
      const body = res.json();
      // The other upload may hold the one slot at that moment: a 409 then, never a parse of its own.
      if (res.statusCode === 409) expect(body.args.error.message).toBe(translate(lang, 'imports.errors.running'));
      else {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(body.args.error.message).toBe(tooManyColumns(lang, 2));
      }
    }
    expect(answers.some((res) => res.statusCode === 400)).toBe(true);
    expect(await importsNow()).toEqual(before);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('is not even parsed while another import holds the slot: a 409 at once', async () => {
    const [other] = await rows<{ id: number }>(
      t,
      sql`insert into imports (kind, file_name, source, status) values ('sales', 'altro.csv', 'cli', 'running') returning id`,
    );
    try {
      let res: { statusCode: number; json(): any } | undefined;
      const growth = await peakGrowth(async () => {
        res = await streamedUpload(cells, 'c.csv', 'es');
      });
      expect(res?.statusCode).toBe(409);
      expect(res?.json().args.error.message).toBe(translate('es', 'imports.errors.running'));
      expect(growth).toBeLessThan(150 * MB);
    } finally {
      await t.database.db.execute(sql`update imports set status = 'failed', phase = 'done' where id = ${other?.id}`);
    }
  });

  it('a header or a row of a few columns too many is refused in the four languages, naming the row', async () => {
    const wide = `${ROW}${';x'.repeat(SALES_MAX)}`;
    for (const lang of ['it', 'en', 'fr', 'es'] as const) {
      const header = await upload(
        t,
        admin,
        Buffer.from(`${SALES_HEADER.join(';')}${';h'.repeat(SALES_MAX)}\r\n${ROW}\r\n`),
        'h.csv',
        lang,
      );
      expect(header.status).toBe(400);
      expect(header.body.args.error.message).toBe(tooManyColumns(lang, 1));
      const row = await upload(t, admin, Buffer.from(`${SALES_HEADER.join(';')}\r\n${wide}\r\n`), 'r.csv', lang);
      expect(row.status).toBe(400);
      expect(row.body.args.error.message).toBe(tooManyColumns(lang, 2));
    }
    // Extra columns within the margin are still only ignored.
    const margin = await upload(t, admin, Buffer.from(`${SALES_HEADER.join(';')};x\r\n${ROW};y\r\n`), 'm.csv');
    expect(margin.status, JSON.stringify(margin.body)).toBe(200);
    await finished(t, admin, margin.body.args.response.id);
  });

  it('met further down, the row fails the import, which the history names in the reader’s language', async () => {
    // Past the first megabyte: the rows read at once (header, first row) are long past.
    const good = `${ROW}\r\n`.repeat(20_000);
    const csv = `${SALES_HEADER.join(';')}\r\n${good}${ROW}${';'.repeat(5 * MB)}\r\n${ROW}\r\n`;
    const res = await upload(t, admin, Buffer.from(csv), 'd.csv', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await finished(t, admin, res.body.args.response.id, 'fr');
    expect(done).toMatchObject({ status: 'failed', inserted: 0 });
    expect(done.error).toBe(tooManyColumns('fr', 20_002));
  });
});

/** An xlsx made by hand whose sheet XML is `sheet` (handmadeXlsx's other parts). */
async function xlsxWithSheet(sheet: string | Buffer, { stored = true } = {}): Promise<Buffer> {
  const parts = await partsOf(handmadeXlsx([[]]));
  const data = typeof sheet === 'string' ? Buffer.from(sheet) : sheet;
  return zipOf(
    parts.map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { name: p.name, data } : p)),
    { stored },
  );
}
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const headerRow = `<row r="1">${SALES_HEADER.map((h, i) => textXml(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>`;
const dataRow = (r: number) =>
  `<row r="${r}">${ROW.split(';')
    .map((v, i) => textXml(`${String.fromCharCode(65 + i)}${r}`, v))
    .join('')}</row>`;
const sheetOf = (rowsXml: string, before = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}>${before}<sheetData>${rowsXml}</sheetData></worksheet>`;
const refused = async (file: Buffer, lang: Language, reason: string, params: Record<string, number> = {}) =>
  expectRefusal(await upload(t, admin, file, 'x.xlsx', lang), lang, reason, params);
const expectRefusal = (
  res: Awaited<ReturnType<typeof upload>>,
  lang: Language,
  reason: string,
  params: Record<string, number> = {},
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.args.error.message).toBe(
    translate(lang, 'imports.errors.unreadable', { reason: translate(lang, reason, params) }),
  );
};

describe('xlsx rows and XML made to exhaust the reader', () => {
  it('a cell at the last column Excel has, or a row of too many cells, is refused naming the row', async () => {
    await refused(
      await xlsxWithSheet(sheetOf(`${headerRow}<row r="2"><c r="XFD2"><v>1</v></c></row>`)),
      'it',
      'imports.unreadable.tooManyColumns',
      { row: 2, max: SALES_MAX },
    );
    const cells = Array.from({ length: 200_000 }, () => '<c><v>1</v></c>').join('');
    await refused(
      await xlsxWithSheet(sheetOf(`${headerRow}<row r="2">${cells}</row>`)),
      'es',
      'imports.unreadable.tooManyColumns',
      {
        row: 2,
        max: SALES_MAX,
      },
    );
  });

  it('a sheet declaring a billion columns is read by its cells', async () => {
    const file = await xlsxWithSheet(
      sheetOf(`${headerRow}${dataRow(2)}`, '<cols><col min="1" max="1000000000" width="9"/></cols>'),
    );
    const growth = await peakGrowth(async () => {
      const res = await upload(t, admin, file, 'cols.xlsx', 'en');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await finished(t, admin, res.body.args.response.id)).toMatchObject({ status: 'succeeded', read: 1 });
    });
    expect(growth).toBeLessThan(150 * MB);
  });

  it('a cell of 200 million digits, elements nested without end, a document type: refused, the memory flat', async () => {
    // 200 MB of XML in a zip of a few hundred KB.
    const [start, end] = sheetOf(`${headerRow}<row r="2"><c r="A2"><v>|</v></c></row>`).split('|');
    const digits = await xlsxWithSheet(
      Buffer.concat([Buffer.from(start ?? ''), Buffer.alloc(200 * MB, '7'), Buffer.from(end ?? '')]),
      {
        stored: false,
      },
    );
    const nested = await xlsxWithSheet(sheetOf(`${headerRow}<row r="2"><c r="A2">${'<x>'.repeat(100_000)}</c></row>`), {
      stored: false,
    });
    const doctype = await xlsxWithSheet(
      sheetOf(headerRow).replace('?><worksheet', '?><!DOCTYPE worksheet [<!ENTITY a "aaaa">]><worksheet'),
    );
    const answers: Awaited<ReturnType<typeof upload>>[] = [];
    const growth = await peakGrowth(async () => {
      answers.push(await upload(t, admin, digits, 'x.xlsx', 'fr'));
      answers.push(await upload(t, admin, nested, 'x.xlsx', 'it'));
      answers.push(await upload(t, admin, doctype, 'x.xlsx', 'en'));
    });
    expect(growth, `${Math.round(growth / MB)} MB more at the peak`).toBeLessThan(150 * MB);
    for (const [i, lang] of (['fr', 'it', 'en'] as const).entries()) {
      expectRefusal(answers[i] as Awaited<ReturnType<typeof upload>>, lang, 'imports.unreadable.markup');
    }
    expect(await uploadsLeft()).toEqual([]);
  });
});

describe('uploads left by a crash', () => {
  it('are removed when the portal starts; one of another portal still running is left to it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    // A process that has ended: its id, as a crashed portal's.
    const ended = spawn(process.execPath, ['-e', '']);
    await once(ended, 'exit');
    const live = process.ppid;
    await writeFile(path.join(uploads, `${ended.pid}-0d1f5a4e-crashed.upload`), 'x');
    await writeFile(path.join(uploads, '5b0c0a0e-2f4e-4b8e-9d1c-older.upload'), 'x');
    await writeFile(path.join(uploads, `${live}-7e4f0b1a-live.upload`), 'x');
    const other = await createTestApp({ dataDir });
    try {
      expect(await readdir(uploads)).toEqual([`${live}-7e4f0b1a-live.upload`]);
    } finally {
      await other.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a file name with bidirectional controls', () => {
  it('reaches neither the history nor the report’s download name', async () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f';
    const res = await upload(
      t,
      admin,
      Buffer.from(`${SALES_HEADER.join(';')}\r\n${ROW}\r\n`),
      `vendite${controls}\u202eslx.csv`,
      'it',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await finished(t, admin, res.body.args.response.id, 'it');
    expect(done.file_name).toBe('venditeslx.csv');
    const history = await t.call({ method: 'GET', url: '/it/v1.0/admin/imports/history/1', token: admin });
    expect(JSON.stringify(history.body)).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    const report = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/admin/imports/${done.id}/report`,
      headers: { 'access-token': admin },
    });
    expect(report.statusCode).toBe(200);
    const disposition = String(report.headers['content-disposition']);
    expect(decodeURIComponent(disposition)).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '')).toMatch(
      /^Righe scartate - venditeslx\.csv - \d{4}-\d\d-\d\d \d\d\.\d\d\.xlsx$/,
    );
  });

  it('kept by an earlier version, is shown and downloaded without them', async () => {
    const [old] = await rows<{ id: number }>(
      t,
      sql`insert into imports (kind, file_name, source, status, phase) values ('sales', ${'conti\u202eslx.exe'}, 'cli', 'failed', 'done') returning id`,
    );
    const detail = await t.call({ method: 'GET', url: `/en/v1.0/admin/imports/${old?.id}`, token: admin });
    expect(detail.body.args.response.file_name).toBe('contislx.exe');
    const report = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/admin/imports/${old?.id}/report`,
      headers: { 'access-token': admin },
    });
    expect(decodeURIComponent(String(report.headers['content-disposition']))).not.toContain('\u202e');
  });
});
