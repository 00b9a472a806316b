import type { ImportCell } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import type { Rejection } from './kinds/types';
import { cellText } from './read';

/**
 * The values of an import's rejected rows, kept so that the report gives each rejected row back as
 * the file had it (its cells under the file's own header). Bounded: the values of the first
 * IMPORT_MAX_REJECTED_VALUES rejected rows are kept (the report says so when there were more), and
 * a row's text at most IMPORT_REJECTED_ROW_CHARS (a CSV record's most; an xlsx row may be longer,
 * its cells past that are cut).
 */
export const IMPORT_MAX_REJECTED_VALUES = 1000;
export const IMPORT_REJECTED_ROW_CHARS = 64 * 1024;
/** Excel's most characters in a cell: a longer text would make the report unreadable. */
const EXCEL_CELL_CHARS = 32_767;
/** A header cell's most characters, as kept. */
const HEADER_CHARS = 200;

export type KeptCell = string | number | boolean | null;

/**
 * What neither a jsonb value nor a worksheet can hold (a NUL, other control characters, a lone
 * surrogate) is kept as U+FFFD, the sign for a character that could not be read.
 */
const UNWRITABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const writable = (text: string) => text.replace(UNWRITABLE, '\uFFFD');

/** A row's cells as kept: dates as the day, trailing blanks dropped, the text within its bounds. */
export function keptCells(cells: readonly ImportCell[]): KeptCell[] {
  let room = IMPORT_REJECTED_ROW_CHARS;
  const kept = cells.map((cell): KeptCell => {
    if (cell === null || cell === undefined) return null;
    if (typeof cell === 'number' || typeof cell === 'boolean') return cell;
    const text = cell instanceof Date ? cellText(cell) : writable(cell);
    const cut = text.slice(0, Math.max(0, Math.min(room, EXCEL_CELL_CHARS)));
    room -= cut.length;
    return cut;
  });
  while (kept.length > 0 && (kept.at(-1) === null || kept.at(-1) === '')) kept.pop();
  return kept;
}

/** The file's header as kept for the report. */
export const keptHeader = (header: readonly string[]) => header.map((name) => writable(name).slice(0, HEADER_CHARS));

/**
 * Keeps a batch's rejections and the values of its rejected rows, in one transaction: messages up
 * to `room.messages` more, values for up to `room.rows` more rows. Answers how many of each it kept.
 */
export async function keepRejections(
  db: Db,
  importId: number,
  rejections: readonly Rejection[],
  valuesOf: (row: number) => readonly ImportCell[] | undefined,
  room: { messages: number; rows: number },
): Promise<{ messages: number; rows: number }> {
  const messages = rejections.slice(0, Math.max(0, room.messages));
  const rows = [...new Set(messages.map((r) => r.row))]
    .flatMap((row) => {
      const cells = valuesOf(row);
      return cells ? [{ row, cells: keptCells(cells) }] : [];
    })
    .slice(0, Math.max(0, room.rows));
  if (messages.length === 0) return { messages: 0, rows: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into import_rejections (import_id, row, "column", message_key, params)
          select ${importId}::int, * from unnest(${sql.param(messages.map((r) => r.row))}::int[],
            ${sql.param(messages.map((r) => r.column))}::text[], ${sql.param(messages.map((r) => r.key))}::text[],
            ${sql.param(messages.map((r) => JSON.stringify(r.params ?? null)))}::jsonb[])`,
    );
    if (rows.length === 0) return;
    await tx.execute(
      sql`insert into import_rejected_rows (import_id, row, cells)
          select ${importId}::int, * from unnest(${sql.param(rows.map((r) => r.row))}::int[],
            ${sql.param(rows.map((r) => JSON.stringify(r.cells)))}::jsonb[])
          on conflict do nothing`,
    );
  });
  return { messages: messages.length, rows: rows.length };
}
