import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import type { ImportCell } from '@portal/contracts';
import { AppError } from '../../lib/errors';
import { counted, through, unreadable } from './read-stream';
import type { RawRow, RowSource } from './read-types';
import { sharedTextsXml, sheetXmlRows } from './xlsx-sheet';
import { xmlGuard } from './xml-guard';

/** What exceljs's streaming reader does with the parts that describe the workbook: its own steps, called in order. */
type WorkbookSteps = {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  properties?: { model?: { date1904?: boolean } };
  styles?: { getStyleModel(id: number): { numFmt?: string } | null };
};

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The most the shared texts may unpack to: they are kept in memory while the sheet is read. 4 MB of
 * zip can hold 2 GB of them, and three such uploads at once ended the server (out of memory; found
 * by an outside tester).
 */
export const MAX_XLSX_PART_BYTES = 64 * 1024 * 1024;
/**
 * The most the parts that describe the workbook (relationships, workbook, styles) may unpack to:
 * exceljs keeps an object per element of them, many times the bytes (an ERP's are a few KB).
 */
export const MAX_XLSX_STRUCTURE_BYTES = 4 * 1024 * 1024;

const partTooLarge = (bytes: number) => () =>
  unreadable('imports.unreadable.partTooLarge', { mb: bytes / 1024 / 1024 });
const markup = () => unreadable('imports.unreadable.markup');

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
/** The shared texts are whole when their XML ends with the closing sst tag (a namespace prefix or not). */
const TEXTS_END = /<\/(?:[\w.-]+:)?sst\s*>\s*$/;

/**
 * The rows of an xlsx's first sheet, streamed (never the whole sheet in memory). The parts come
 * through the zip's central directory, the ones a sheet needs first (relationships, workbook,
 * styles, shared strings), whatever order they are stored in. exceljs's own streaming reader takes
 * them in stored order in one pass, and on Node 20 lost the parts stored after the sheet now and
 * then (exceljs#3064: about one read in 400 of a small workbook it wrote itself failed), which the
 * user saw as "not a CSV or xlsx file". Text is decoded across chunk boundaries (an accented letter
 * split between two chunks stays one letter). A zip naming a part twice is refused: two tools
 * could read different data from it. Every part's XML passes xml-guard.ts first; the shared texts
 * and the sheet are read by xlsx-sheet.ts, a row of more than `maxColumns` columns failing at once.
 */
export async function xlsxSource(
  path: string,
  bytesTotal: number,
  maxColumns: number,
  streams: Readable[],
): Promise<RowSource> {
  const [{ default: ExcelJS }, { Open }] = await Promise.all([import('exceljs'), import('unzipper')]);
  const { files } = await Open.file(path);
  const names = files.map((f) => f.path);
  if (new Set(names).size !== names.length) throw new Error('a part is named twice');
  const entry = (name: string | undefined) => (name ? files.find((f) => f.path === name) : undefined);
  /** A part's XML as text, at most `max` bytes (the size the directory declares may lie: they are counted as they come). */
  const open = (name: string, max = Number.POSITIVE_INFINITY) => {
    const file = entry(name);
    if (!file) return undefined;
    if (file.uncompressedSize > max) throw partTooLarge(max)();
    const read = counted(file.stream(), streams, max, partTooLarge(max));
    const text = through(read.stream, xmlGuard(markup), streams);
    text.setEncoding('utf8');
    return { text, read };
  };
  const part = (name: string) => open(name, MAX_XLSX_STRUCTURE_BYTES)?.text;
  const book = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'ignore',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'ignore',
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
  const strings = open('xl/sharedStrings.xml', MAX_XLSX_PART_BYTES);
  const texts = strings ? await sharedTexts(strings) : [];
  const name = firstSheetPart(book, names);
  const sheet = entry(name);
  if (!sheet || !name) return { rows: (async function* () {})(), bytesRead: () => 0 };
  const read = counted(sheet.stream(), streams);
  const xml = through(read.stream, xmlGuard(markup), streams).setEncoding('utf8');
  const rows = sheetXmlRows(
    xml,
    {
      texts,
      numFmt: (style) => book.styles?.getStyleModel(style)?.numFmt,
      date1904: Boolean(book.properties?.model?.date1904),
    },
    maxColumns,
  );
  return {
    rows: sheetRows(rows, () => SHEET_END.test(read.tail())),
    // The share of the sheet read, as a share of the file.
    bytesRead: () =>
      Math.min(bytesTotal, Math.round((read.count() / Math.max(1, sheet.uncompressedSize)) * bytesTotal)),
  };
}

/**
 * The workbook's shared texts (the text of its cells), but not texts that break or stop midway: the
 * cells after the break would read as empty, and their rows be imported or refused for the wrong
 * reason (found by an outside tester).
 */
async function sharedTexts(part: { text: AsyncIterable<string>; read: { tail(): string } }): Promise<string[]> {
  let texts: string[];
  try {
    texts = await sharedTextsXml(part.text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('imports.unreadable.textsDamaged');
  }
  if (!TEXTS_END.test(part.read.tail())) throw unreadable('imports.unreadable.textsDamaged');
  return texts;
}

/** A sheet that breaks after `row`, or before its first row (0). */
const sheetDamaged = (row: number) =>
  row > 0 ? unreadable('imports.unreadable.sheetDamaged', { row }) : unreadable('imports.unreadable.sheetUnreadable');

const blank = (c: ImportCell) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');

/**
 * The rows of a sheet, empty ones left out, but not a sheet that breaks: malformed XML, data that
 * does not inflate, or XML that stops before its end (the parser then simply ends, and the rows
 * before would have been imported as if they were all).
 */
async function* sheetRows(sheet: AsyncIterable<RawRow>, whole: () => boolean): AsyncGenerator<RawRow> {
  let last = 0;
  try {
    for await (const row of sheet) {
      last = row.row;
      if (!row.cells.every(blank)) yield row;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw sheetDamaged(last);
  }
  if (!whole()) throw sheetDamaged(last);
}
