import type { TableList } from '../../../components/table/types';

/** The list with a first column to select rows (rendered by the `select` cell). */
export function withSelectColumn<Row>(data: TableList<Row> | undefined, label: string): TableList<Row> | undefined {
  if (!data) return data;
  return { ...data, table_headers: [{ key: 'select', label }, ...data.table_headers] };
}
