import { createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { posix } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import type { ImportCell, Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { AppError } from '../../lib/errors';

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export type RawRow = { row: number; cells: ImportCell[] };

export type FileRows = {
  type: 'csv' | 'xlsx';
  header: string[];
  bytesTotal: number;
  /** Bytes of the file read so far, for the progress bar. */
  bytesRead(): number;
  /** Whether the file has a data row after its header. */
  hasRows: boolean;
  /** The data rows after the header, read as the file streams. */
  rows: AsyncIterableIterator<RawRow>;
  close(): void;
};

const SAMPLE_BYTES = 1024 * 1024;
/** The longest CSV record read: a longer one is a file that is not what it seems. */
const MAX_RECORD_BYTES = 64 * 1024;

/**
 * csv-parse's errors about the data, by their code, as the catalogue's reasons of
 * `imports.errors.unreadable` (its other codes are about its options: a fault of ours).
 */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_MAX_RECORD_SIZE: 'imports.unreadable.tooLong',
  CSV_QUOTE_NOT_CLOSED: 'imports.unreadable.quoteNotClosed',
  INVALID_OPENING_QUOTE: 'imports.unreadable.openingQuote',
  CSV_INVALID_CLOSING_QUOTE: 'imports.unreadable.closingQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'imports.unreadable.closingQuote',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'imports.unreadable.columnCount',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'imports.unreadable.columnCount',
};

/**
 * Why csv-parse could not read a file, for `imports.errors.unreadable`: the reason as a catalogue
 * key and the row (line) it stopped at; undefined when the error is not about the data.
 */
export function csvProblem(error: unknown): { reason: string; row: number; kb: number } | undefined {
  const { code, lines } = (error ?? {}) as { code?: unknown; lines?: unknown };
  const reason = typeof code === 'string' ? CSV_PROBLEMS[code] : undefined;
  if (!reason) return undefined;
  return { reason, row: typeof lines === 'number' ? lines : 0, kb: MAX_RECORD_BYTES / 1024 };
}

/** What the first bytes say the file is: a zip (xlsx), text (CSV) or neither. */
export async function sniff(path: string): Promise<{ type: 'csv' | 'xlsx'; encoding: 'utf-8' | 'windows-1252' }> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    if (sample.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return { type: 'xlsx', encoding: 'utf-8' };
    // Text has no NUL and few control characters; anything else (PDF, images, old .xls) is refused.
    const controls = sample.filter((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d).length;
    if (bytesRead === 0 || sample.includes(0) || controls > bytesRead / 100)
      throw new AppError(400, 'imports.errors.fileType');
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
      return { type: 'csv', encoding: 'utf-8' };
    } catch {
      return { type: 'csv', encoding: 'windows-1252' };
    }
  } finally {
    await handle.close();
  }
}

/** The bytes from the end of a zip searched for its end record: the record and its longest comment. */
const ZIP_END_SEARCH = 22 + 0xffff;
/** The parts an xlsx starts with (its first entry's name). */
const XLSX_PARTS = /^(\[Content_Types\]\.xml|_rels\/|docProps\/|xl\/)/;

/**
 * The most parts an xlsx may have: a workbook's are a few per sheet (an ERP export has one sheet).
 * The zip's directory is read whole, an object per part, so a zip of millions of tiny parts (which
 * a 200 MB upload can hold) would fill the memory.
 */
export const MAX_XLSX_PARTS = 10_000;

/**
 * What a zip is: `whole` when it ends with its end-of-central-directory record; `cut` when it lacks
 * it but starts as an xlsx does (an interrupted upload or copy: exceljs's streaming reader would
 * then wait for the missing bytes forever instead of failing); `other` when it is not an xlsx;
 * `crowded` when it has more than MAX_XLSX_PARTS parts (or so many that it needs zip64's count).
 */
export async function zipState(path: string): Promise<'whole' | 'cut' | 'other' | 'crowded'> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, ZIP_END_SEARCH);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end !== -1) {
      // The record's count of parts, at byte 10; 0xffff: the count is in the zip64 record.
      let parts = end + 12 <= tail.length ? tail.readUInt16LE(end + 10) : 0;
      if (parts === 0xffff) parts = await zip64Parts(handle, tail, end, size);
      return parts > MAX_XLSX_PARTS ? 'crowded' : 'whole';
    }
    // The first local header: its name's length at byte 26, the name from byte 30.
    const head = Buffer.alloc(30 + 256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const nameLength = bytesRead >= 30 ? head.readUInt16LE(26) : 0;
    const name = head.subarray(30, Math.min(bytesRead, 30 + nameLength)).toString('latin1');
    return XLSX_PARTS.test(name) ? 'cut' : 'other';
  } finally {
    await handle.close();
  }
}

/**
 * The count of parts of a zip64 archive: its locator, the 20 bytes before the end record, gives the
 * offset of the zip64 end record, whose count is at byte 32. A count it cannot read is too many.
 */
async function zip64Parts(handle: FileHandle, tail: Buffer, end: number, size: number): Promise<number> {
  const locator = end - 20;
  if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) return Number.POSITIVE_INFINITY;
  const offset = Number(tail.readBigUInt64LE(locator + 8));
  if (!Number.isSafeInteger(offset) || offset + 56 > size) return Number.POSITIVE_INFINITY;
  const record = Buffer.alloc(56);
  await handle.read(record, 0, 56, offset);
  if (record.readUInt32LE(0) !== 0x06064b50) return Number.POSITIVE_INFINITY;
  return Number(record.readBigUInt64LE(32));
}

/** The delimiter of a CSV: whichever of `;` `,` tab `|` the header line has most of, outside quotes. */
export function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
    ['|', 0],
  ]);
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ';';
  for (const [ch, n] of counts) if (n > (counts.get(best) ?? 0)) best = ch;
  return best;
}

/**
 * Counts the bytes flowing through, so progress is the share of the file read, and keeps the last
 * few (how an xlsx sheet ends). Past `max` bytes it fails with `tooMany` instead.
 */
function byteCounter(max = Number.POSITIVE_INFINITY, tooMany?: () => Error) {
  let total = 0;
  let last = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > max) {
        done(tooMany?.() ?? new Error('too many bytes'));
        return;
      }
      last = Buffer.concat([last, chunk.subarray(-64)]).subarray(-64);
      done(null, chunk);
    },
  });
  return { stream, count: () => total, tail: () => last.toString('latin1') };
}

/**
 * Opens a CSV or xlsx file as a stream of rows (never the whole file in memory) and reads its
 * header and first data row; a file that is neither, or that cannot be read, is a 400 with a
 * message for the user in `lang`.
 */
export async function openRows(path: string, lang: Language): Promise<FileRows> {
  const { type, encoding } = await sniff(path);
  const zip = type === 'xlsx' ? await zipState(path) : 'whole';
  if (zip === 'other') throw new AppError(400, 'imports.errors.fileType');
  if (zip === 'cut') throw answered(unreadable('imports.unreadable.incomplete'), lang);
  if (zip === 'crowded') throw answered(unreadable('imports.unreadable.tooManyParts', { max: MAX_XLSX_PARTS }), lang);
  const bytesTotal = (await stat(path)).size;
  const streams: Readable[] = [];
  const close = () => {
    for (const stream of streams) stream.destroy();
  };
  try {
    const source =
      type === 'csv' ? await csvSource(path, encoding, streams) : await xlsxSource(path, bytesTotal, streams);
    const { rows } = source;
    const first = await rows.next();
    if (first.done) throw new AppError(400, 'imports.errors.empty');
    const header = first.value.cells.map((c) => cellText(c));
    const second = await rows.next();
    return {
      type,
      header,
      bytesTotal,
      bytesRead: source.bytesRead,
      hasRows: !second.done,
      rows: second.done ? rows : withFirst(second.value, rows),
      close,
    };
  } catch (error) {
    close();
    if (error instanceof AppError) throw answered(error, lang);
    const problem = type === 'csv' ? csvProblem(error) : undefined;
    if (!problem) throw new AppError(400, 'imports.errors.fileType');
    throw new AppError(400, 'imports.errors.unreadable', {
      ...problem,
      reason: translate(lang, problem.reason, problem),
    });
  }
}

/** A file that cannot be read, for `reason` (a catalogue key under `imports.unreadable`). */
const unreadable = (reason: string, params: Record<string, number> = {}) =>
  new AppError(400, 'imports.errors.unreadable', { ...params, reason });

/**
 * An error of the reader, as answered at once: its reason, a catalogue key as the import's history
 * keeps it (`errorText` translates it when read), in `lang`.
 */
function answered(error: AppError, lang: Language): AppError {
  const reason = error.params?.reason;
  if (typeof reason !== 'string' || !/^imports\.unreadable\.\w+$/.test(reason)) return error;
  return new AppError(error.status, error.key, { ...error.params, reason: translate(lang, reason, error.params) });
}

/** A file's rows, and how many of its bytes have been read so far. */
type RowSource = { rows: AsyncGenerator<RawRow>; bytesRead: () => number };

/** `source` through a byte counter (byteCounter), both kept in `streams` to be closed with the file. */
function counted(source: Readable, streams: Readable[], ...limit: Parameters<typeof byteCounter>) {
  const counter = byteCounter(...limit);
  streams.push(source, counter.stream);
  source.on('error', (e) => counter.stream.destroy(e));
  source.pipe(counter.stream);
  return counter;
}

async function csvSource(path: string, encoding: string, streams: Readable[]): Promise<RowSource> {
  const counter = counted(createReadStream(path, { highWaterMark: 256 * 1024 }), streams);
  return { rows: await csvRows(path, encoding, counter.stream), bytesRead: counter.count };
}

/** `first`, then the rest of `rows`. */
async function* withFirst(first: RawRow, rows: AsyncIterableIterator<RawRow>): AsyncGenerator<RawRow> {
  yield first;
  yield* rows;
}

async function firstLine(path: string, encoding: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead));
    return text.split(/\r?\n/, 1)[0] ?? '';
  } finally {
    await handle.close();
  }
}

async function* csvRows(path: string, encoding: string, input: Transform): AsyncGenerator<RawRow> {
  const { parse } = await import('csv-parse');
  const decoder = new TextDecoder(encoding);
  const decode = new Transform({
    transform(chunk: Buffer, _e, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
  input.on('error', (e) => decode.destroy(e));
  const parser = input.pipe(decode).pipe(
    parse({
      delimiter: detectDelimiter(await firstLine(path, encoding)),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: MAX_RECORD_BYTES,
      info: true,
    }),
  );
  decode.on('error', (e) => parser.destroy(e));
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: record.info.lines, cells: record.record };
  }
}

/** A cell of exceljs as a plain value: rich text, hyperlinks and formulas give their text or result. */
function plain(value: unknown): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return value;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plain(v.result);
    if (v.text !== undefined) return plain(v.text);
  }
  return null;
}

/** What exceljs's streaming reader does with each part of an xlsx: its own steps, which xlsxSource calls in order. */
type WorkbookSteps = {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseWorksheet(content: AsyncIterable<string>, sheetNo: string): Iterable<{ value: unknown }>;
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
};

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The most a part read whole (relationships, workbook, styles, shared texts) may unpack to. The
 * shared texts are kept in memory while the sheet is read: 4 MB of zip can hold 2 GB of them, and
 * three such uploads at once ended the server (out of memory; found by an outside tester).
 */
export const MAX_XLSX_PART_BYTES = 64 * 1024 * 1024;

const partTooLarge = () => unreadable('imports.unreadable.partTooLarge', { mb: MAX_XLSX_PART_BYTES / 1024 / 1024 });

/** The part of the workbook's first sheet (its order in the workbook, not in the zip). */
function firstSheetPart(book: WorkbookSteps, parts: string[]): string | undefined {
  const rId = book.model?.sheets?.[0]?.rId;
  const target = book.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (target) {
    const part = target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
    if (parts.includes(part)) return part;
  }
  const numbered = parts.filter((p) => SHEET_PART.test(p));
  return numbered.sort((a, b) => Number(SHEET_PART.exec(a)?.[1]) - Number(SHEET_PART.exec(b)?.[1]))[0];
}

/** The sheet is whole when its XML ends with the closing worksheet tag (a namespace prefix or not). */
const SHEET_END = /<\/(?:[\w.-]+:)?worksheet\s*>\s*$/;

/**
 * The rows of an xlsx's first sheet, streamed (never the whole sheet in memory). The parts come
 * through the zip's central directory, the ones a sheet needs first (relationships, workbook,
 * styles, shared strings), whatever order they are stored in. exceljs's own streaming reader takes
 * them in stored order in one pass, and on Node 20 lost the parts stored after the sheet now and
 * then (exceljs#3064: about one read in 400 of a small workbook it wrote itself failed), which the
 * user saw as "not a CSV or xlsx file". Text is decoded across chunk boundaries (an accented letter
 * split between two chunks stays one letter). A zip naming a part twice is refused: two tools
 * could read different data from it.
 */
async function xlsxSource(path: string, bytesTotal: number, streams: Readable[]): Promise<RowSource> {
  const [{ default: ExcelJS }, { Open }] = await Promise.all([import('exceljs'), import('unzipper')]);
  const { files } = await Open.file(path);
  const names = files.map((f) => f.path);
  if (new Set(names).size !== names.length) throw new Error('a part is named twice');
  const entry = (name: string | undefined) => (name ? files.find((f) => f.path === name) : undefined);
  /** A part read whole: at most MAX_XLSX_PART_BYTES, as text, with its last bytes (how it ends). */
  const counter = (name: string) => {
    const file = entry(name);
    if (!file) return undefined;
    if (file.uncompressedSize > MAX_XLSX_PART_BYTES) throw partTooLarge();
    // The size the directory declares may lie: the bytes are counted as they come.
    const read = counted(file.stream(), streams, MAX_XLSX_PART_BYTES, partTooLarge);
    read.stream.setEncoding('utf8');
    return read;
  };
  const part = (name: string) => counter(name)?.stream;
  const book = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookSteps;
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await book._parseRels(rels);
  const workbook = part('xl/workbook.xml');
  // No workbook part: not a spreadsheet (openRows answers "not a CSV or xlsx file").
  if (!workbook) throw new Error('xlsx without xl/workbook.xml');
  await book._parseWorkbook(workbook);
  const styles = part('xl/styles.xml');
  if (styles) await book._parseStyles(styles);
  const strings = counter('xl/sharedStrings.xml');
  if (strings) await sharedTexts(book, strings);
  const name = firstSheetPart(book, names);
  const sheet = entry(name);
  if (!sheet) return { rows: (async function* () {})(), bytesRead: () => 0 };
  const read = counted(sheet.stream(), streams);
  const [parsed] = book._parseWorksheet(read.stream.setEncoding('utf8'), SHEET_PART.exec(name ?? '')?.[1] ?? '1');
  const reader = parsed?.value as AsyncIterable<{ number: number; values: unknown[] }>;
  return {
    rows: sheetRows(reader, () => SHEET_END.test(read.tail())),
    // The share of the sheet read, as a share of the file.
    bytesRead: () =>
      Math.min(bytesTotal, Math.round((read.count() / Math.max(1, sheet.uncompressedSize)) * bytesTotal)),
  };
}

/** The shared texts are whole when their XML ends with the closing sst tag (a namespace prefix or not). */
const TEXTS_END = /<\/(?:[\w.-]+:)?sst\s*>\s*$/;

/**
 * The workbook's shared texts (the text of its cells), but not texts that break or stop midway: the
 * cells after the break would read as empty, and their rows be imported or refused for the wrong
 * reason (found by an outside tester).
 */
async function sharedTexts(book: WorkbookSteps, texts: ReturnType<typeof byteCounter>) {
  try {
    for await (const _ of book._parseSharedStrings(texts.stream));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('imports.unreadable.textsDamaged');
  }
  if (!TEXTS_END.test(texts.tail())) throw unreadable('imports.unreadable.textsDamaged');
}

/** A sheet that breaks after `row`, or before its first row (0). */
const sheetDamaged = (row: number) =>
  row > 0 ? unreadable('imports.unreadable.sheetDamaged', { row }) : unreadable('imports.unreadable.sheetUnreadable');

/**
 * The rows of a sheet, but not a sheet that breaks: malformed XML, data that does not inflate, or
 * XML that stops before its end (the parser then simply ends, and the rows before would have been
 * imported as if they were all).
 */
async function* sheetRows(
  sheet: AsyncIterable<{ number: number; values: unknown[] }>,
  whole: () => boolean,
): AsyncGenerator<RawRow> {
  let last = 0;
  try {
    for await (const row of sheet) {
      last = row.number;
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, plain);
      if (cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) continue;
      yield { row: row.number, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw sheetDamaged(last);
  }
  if (!whole()) throw sheetDamaged(last);
}

export function cellText(cell: ImportCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** A header as it is compared: lower case, no accents, letters and digits only. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
