import type { ImportCell } from '@portal/contracts';

/**
 * One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells.
 * `rejected`: the reader could not read it as it is written (a line in another encoding): the row
 * is rejected for that reason, its cell at `at` named, never imported.
 */
export type RawRow = {
  row: number;
  cells: ImportCell[];
  rejected?: { key: string; params: Record<string, string | number>; at: number };
};

/** A file's rows, and how many of its bytes have been read so far. */
export type RowSource = { rows: AsyncGenerator<RawRow>; bytesRead: () => number };
