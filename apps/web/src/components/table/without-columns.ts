import type { TableList } from './types';

/** The list without some of the server's columns (shown inside another cell, or implied by a filter). */
export function withoutColumns<Row>(data: TableList<Row> | undefined, keys: readonly string[]) {
  return data && { ...data, table_headers: data.table_headers.filter((h) => !keys.includes(h.key)) };
}
