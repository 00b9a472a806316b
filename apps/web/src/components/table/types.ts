import type { TableHeader } from '@portal/contracts';
import type { ReactNode } from 'react';

/** PRODUCT.md §3 list answer. */
export type TableList<Row> = {
  table_headers: TableHeader[];
  rows: Row[];
  total: number;
  /** The total is the server's count cap: there are more rows than `total`. */
  total_capped?: boolean;
  page: number;
  pageSize: number;
};

export type SortOrder = 'asc' | 'desc';

export type CellRenderers<Row> = Partial<Record<string, (row: Row) => ReactNode>>;

/**
 * How one of the server's columns is laid out, so a list fits a laptop with the menu open and a
 * phone without sideways scrolling. A column without a layout is a plain wrapping column, and a
 * fact on the phone card.
 */
export type ColumnLayout = {
  /**
   * On a phone card: the row's heading (one per list), a state under it (badges), a fact in the
   * card's small print, a short fact at the end of that line (a date), a fact with its label (a
   * count, whose number alone says nothing), or left out.
   */
  card?: 'title' | 'state' | 'aside' | 'fact' | 'labelled' | 'none';
  /** A count left off the phone card when it is 0 or empty (pieces shipped before any shipment). */
  omitZero?: boolean;
  /**
   * A column of less importance: when the table would not fit its room otherwise, it is shown as a
   * second line of this column's cell (its label named in that column's header), not on its own.
   */
  foldInto?: string;
  /** Kept on one line: codes, days, states (a date with its time may break between the two). */
  nowrap?: boolean;
  /** A count: right-aligned figures of one width, under a header that may wrap. */
  numeric?: boolean;
  /** Long text without spaces (e-mail addresses) may break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
};

export type ColumnLayouts = Partial<Record<string, ColumnLayout>>;

/** Rows the user ticks (to print them, for example): a check box before each row. */
export type RowSelection<Row> = {
  selected: readonly (string | number)[];
  onChange: (key: string | number, selected: boolean) => void;
  /** The check box's accessible name, e.g. "Select Arredamenti Brambilla". */
  label: (row: Row) => string;
};
