import type { ImportCell } from '@portal/contracts';
import { unreadable } from './read-stream';
import type { RawRow } from './read-types';

/** Excel's longest cell text: a longer one is cut here (one character over, so its row is rejected as too long). */
export const MAX_CELL_CHARS = 32_767;

/** What a sheet's cells need of the workbook, as exceljs's reader parsed it. */
export type SheetBook = {
  /** The shared texts (sharedTextsXml). */
  texts: string[];
  /** The number format of a cell style. */
  numFmt(style: number): string | undefined;
  date1904: boolean;
};

type Cell = { col: number; type: string; style: number; formula: boolean; value?: string; inline?: string };

/** Whether a number format shows a date (exceljs's rule: y, m, d, h, s or b outside quotes and brackets). */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** A serial day of the sheet as a date (exceljs's rule). */
const serialDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** `text` at most MAX_CELL_CHARS + 1 long, copied, so a longer text the parser built is not kept alive by it. */
const capped = (text: string) =>
  text.length <= MAX_CELL_CHARS ? text : Buffer.from(text.slice(0, MAX_CELL_CHARS + 1)).toString();

/** The column of a reference such as `AB12` (1 for A), or 0 without letters; past `max`, max + 1. */
function columnOf(ref: string, max: number): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    col = col * 26 + (c - 0x60);
    if (col > max) return max + 1;
  }
  return col;
}

/**
 * The rows of a sheet's XML as they stream (saxes, the parser exceljs uses), each cell as exceljs's
 * reader would give it: shared and inline texts, numbers, dates by the cell's number format,
 * booleans, a formula's cached result, errors as empty. Read here rather than by exceljs's sheet
 * reader, which keeps whatever a row holds until it ends (its cells, their whole texts: a cell of
 * 200 million digits took 435 MB): here a row naming a column past `maxColumns` fails at once, a cell's text stops growing past MAX_CELL_CHARS, and nothing outside
 * the rows is kept. The parser's own tokens are bounded before it (xml-guard.ts).
 */
export async function* sheetXmlRows(
  xml: AsyncIterable<string>,
  book: SheetBook,
  maxColumns: number,
): AsyncGenerator<RawRow> {
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser();
  const ready: RawRow[] = [];
  let failure: unknown;
  let inRows = false;
  let row: RawRow | undefined;
  let lastRow = 0;
  let lastCol = 0;
  let cell: Cell | undefined;
  /** What the text read goes to: a cell's value or its inline text (not its phonetic guide). */
  let into: 'value' | 'inline' | undefined;
  let inInline = false;
  let inPhonetic = false;
  const dates = new Map<number, boolean>();
  const isDate = (style: number) => {
    const known = dates.get(style);
    if (known !== undefined) return known;
    const date = isDateFormat(book.numFmt(style));
    dates.set(style, date);
    return date;
  };
  const cellValue = (c: Cell): ImportCell => {
    const v = c.value;
    if (c.formula) return v === undefined ? null : c.type === 'str' ? v : Number.parseFloat(v);
    if (v === undefined) return c.type === 'inlineStr' ? (c.inline ?? null) : null;
    switch (c.type) {
      case 's':
        return book.texts[Number.parseInt(v, 10)] ?? null;
      case 'inlineStr':
      case 'str':
        return v;
      case 'e':
        return null;
      case 'b':
        return Number.parseInt(v, 10) !== 0;
      default: {
        const n = Number.parseFloat(v);
        return c.style && isDate(c.style) ? serialDate(n, book.date1904) : n;
      }
    }
  };
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (node) => {
    if (failure) return;
    const attributes = node.attributes as Record<string, string>;
    switch (local(node.name)) {
      case 'sheetData':
        inRows = true;
        break;
      case 'row': {
        if (!inRows) break;
        const r = Number(attributes.r);
        lastRow = Number.isSafeInteger(r) && r > 0 ? r : lastRow + 1;
        row = { row: lastRow, cells: [] };
        lastCol = 0;
        break;
      }
      case 'c': {
        if (!row) break;
        const col = (attributes.r && columnOf(attributes.r, maxColumns)) || lastCol + 1;
        if (col > maxColumns) {
          failure = unreadable('imports.unreadable.tooManyColumns', { row: row.row, max: maxColumns });
          return;
        }
        lastCol = col;
        cell = { col, type: attributes.t ?? 'n', style: Number(attributes.s) || 0, formula: false };
        break;
      }
      case 'f':
        if (cell) cell.formula = true;
        break;
      case 'v':
        if (cell) {
          cell.value = '';
          into = 'value';
        }
        break;
      case 'is':
        if (cell) {
          cell.inline = '';
          inInline = true;
        }
        break;
      case 'rPh':
        inPhonetic = true;
        break;
      case 't':
        if (cell && inInline && !inPhonetic) into = 'inline';
        break;
    }
  });
  parser.on('text', (text) => {
    if (!into || !cell || failure) return;
    const now = cell[into] ?? '';
    if (now.length <= MAX_CELL_CHARS) cell[into] = capped(now + text);
  });
  parser.on('closetag', (node) => {
    if (failure) return;
    switch (local(node.name)) {
      case 'v':
      case 't':
        into = undefined;
        break;
      case 'rPh':
        inPhonetic = false;
        break;
      case 'is':
        inInline = false;
        break;
      case 'c':
        if (row && cell) row.cells[cell.col - 1] = cellValue(cell);
        cell = undefined;
        break;
      case 'row':
        if (row) ready.push({ row: row.row, cells: Array.from(row.cells, (c) => c ?? null) });
        row = undefined;
        break;
      case 'sheetData':
        inRows = false;
        break;
    }
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  for await (const chunk of xml) {
    parser.write(chunk);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/**
 * The workbook's shared texts (xl/sharedStrings.xml), each as its plain text: its runs joined, its
 * phonetic guide left out, at most MAX_CELL_CHARS + 1 characters. Read here rather than by exceljs,
 * which keeps an object per run of rich text with its font: many times the part's size.
 */
export async function sharedTextsXml(xml: AsyncIterable<string>): Promise<string[]> {
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser();
  const texts: string[] = [];
  let failure: unknown;
  let current: string | undefined;
  let inText = false;
  let inPhonetic = false;
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (node) => {
    const name = local(node.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') inPhonetic = true;
    else if (name === 't' && current !== undefined && !inPhonetic) inText = true;
  });
  parser.on('text', (text) => {
    if (inText && current !== undefined && current.length <= MAX_CELL_CHARS) current = capped(current + text);
  });
  parser.on('closetag', (node) => {
    const name = local(node.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'si' && current !== undefined) {
      texts.push(current);
      current = undefined;
    }
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  for await (const chunk of xml) {
    parser.write(chunk);
    if (failure) throw failure;
  }
  parser.close();
  if (failure) throw failure;
  return texts;
}
