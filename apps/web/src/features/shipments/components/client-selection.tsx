import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import type { TableList } from '../../../components/table/types';
import { useTranslation } from '../../../lib/use-translation';

/** The list with a first column to select rows (rendered by the `select` cell). */
export function withSelectColumn<Row>(data: TableList<Row> | undefined, label: string): TableList<Row> | undefined {
  if (!data) return data;
  return { ...data, table_headers: [{ key: 'select', label }, ...data.table_headers] };
}

type OfClient = { id: number; client_id: number; client: string };

/**
 * Rows of one client chosen in a list (requests to prepare, preparations to group): the rows
 * chosen, the first (whose client the others must share), and the `select` cell, whose box is
 * off for another client's rows.
 */
export function useClientSelection<Row extends OfClient>() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Map<number, Row>>(new Map());
  const first = selected.values().next().value as Row | undefined;
  const change = (row: Pick<Row, 'id'>, chosen: Row | undefined) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (chosen) next.set(row.id, chosen);
      else next.delete(row.id);
      return next;
    });
  const cell = (row: Row) => {
    const other = first !== undefined && first.client_id !== row.client_id;
    return (
      <Checkbox
        aria-label={t('shipments.page.selectRow', { id: row.id })}
        title={other ? t('shipments.page.otherClient', { client: first.client }) : undefined}
        checked={selected.has(row.id)}
        disabled={other}
        onChange={(event) => change(row, event.currentTarget.checked ? row : undefined)}
      />
    );
  };
  return {
    selected,
    first,
    cell,
    clear: () => setSelected(new Map()),
    /** Takes a row out of the choice (once deleted). */
    drop: (row: Pick<Row, 'id'>) => change(row, undefined),
  };
}
