import type { TableHeader } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { CellRenderers, ColumnLayouts, RowSelection, SortOrder, TableList } from './types';

export type ServerTableProps<Row> = {
  caption: string;
  data: TableList<Row> | undefined;
  loading: boolean;
  rowKey: (row: Row) => string | number;
  render?: CellRenderers<Row>;
  /** How each column fits a laptop and a phone card (see ColumnLayout). */
  columns?: ColumnLayouts;
  /** Column keys the server sorts by. */
  sortable?: readonly string[];
  sort?: string;
  order?: SortOrder;
  onSort?: (key: string, order: SortOrder) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  actions?: (row: Row) => ReactNode;
  select?: RowSelection<Row>;
  emptyText?: string;
};

/** What a cell shows: the list's own renderer, else the value, '—' when there is none. */
export function cellContent<Row>(props: ServerTableProps<Row>, row: Row, key: string): ReactNode {
  const custom = props.render?.[key];
  if (custom) return custom(row);
  const value = (row as Record<string, unknown>)[key];
  return isEmpty(row, key) ? '—' : String(value);
}

/** A cell without a value, left out where it would only say '—' (a folded line, a card's facts). */
export function isEmpty<Row>(row: Row, key: string): boolean {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined || value === '';
}

/** The headers whose columns fold into `host`, in the server's order. */
export function foldedInto(headers: readonly TableHeader[], columns: ColumnLayouts | undefined, host: string) {
  return headers.filter((h) => columns?.[h.key]?.foldInto === host);
}
