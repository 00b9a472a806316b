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
