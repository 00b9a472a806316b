import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { IMPORT_KINDS, type ImportCell, importMaxColumns, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { AppError } from '../../lib/errors';
import { csvProblem, csvSource } from './read-csv';
import { MAX_XLSX_PARTS, sniff, zipState } from './read-file-type';
import { unreadable } from './read-stream';
import type { RawRow, RowSource } from './read-types';
import { xlsxSource } from './read-xlsx';

export { csvProblem } from './read-csv';
export { MAX_XLSX_PARTS, sniff, zipState } from './read-file-type';
export type { RawRow } from './read-types';
export { MAX_XLSX_PART_BYTES } from './read-xlsx';

/**
 * Reading an import's file, in parts: its type and encoding (read-file-type.ts, read-encoding.ts),
 * its rows as CSV (read-csv.ts) or xlsx (read-xlsx.ts, xlsx-sheet.ts, xml-guard.ts). Whatever the
 * file, the memory a read holds is bounded: a record's text and its count of columns, an xlsx
 * part's size, an XML token's length and depth.
 */
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

/**
 * Opens a CSV or xlsx file as a stream of rows (never the whole file in memory) and reads its
 * header and first data row; a file that is neither, or that cannot be read, is a 400 with a
 * message for the user in `lang`. A row of more than `maxColumns` columns (the kind's and
 * IMPORT_EXTRA_COLUMNS more; by default, the widest kind's) fails the read as soon as it is met.
 */
export async function openRows(
  path: string,
  lang: Language,
  maxColumns = Math.max(...IMPORT_KINDS.map(importMaxColumns)),
): Promise<FileRows> {
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
    const source: RowSource =
      type === 'csv'
        ? await csvSource(path, encoding, maxColumns, streams)
        : await xlsxSource(path, bytesTotal, maxColumns, streams);
    const { rows } = source;
    const first = await rows.next();
    if (first.done) throw new AppError(400, 'imports.errors.empty');
    if (first.value.rejected) {
      throw unreadable('imports.unreadable.encoding', { ...first.value.rejected.params, row: first.value.row });
    }
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

/**
 * An error of the reader, as answered at once: its reason, a catalogue key as the import's history
 * keeps it (`errorText` translates it when read), in `lang`.
 */
function answered(error: AppError, lang: Language): AppError {
  const reason = error.params?.reason;
  if (typeof reason !== 'string' || !/^imports\.unreadable\.\w+$/.test(reason)) return error;
  return new AppError(error.status, error.key, { ...error.params, reason: translate(lang, reason, error.params) });
}

/** `first`, then the rest of `rows`. */
async function* withFirst(first: RawRow, rows: AsyncIterableIterator<RawRow>): AsyncGenerator<RawRow> {
  yield first;
  yield* rows;
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
