import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Box, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { TableHeader } from '@portal/contracts';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cellContent, foldedInto, isEmpty, type ServerTableProps } from './table-props';
import type { ColumnLayout, ColumnLayouts, TableList } from './types';
import { useFold } from './use-fold';

/**
 * The list as a table on a laptop or wider. Wrapping rules per column keep it within its room;
 * when it still would not fit, the least important columns fold into their host cell.
 */
export function TableView<Row>(props: ServerTableProps<Row> & { data: TableList<Row> }) {
  const { t, i18n } = useTranslation();
  const { data, columns } = props;
  // Other rows, columns or language: other widths, measured again.
  const shape = [i18n.language, ...data.table_headers.map((h) => h.key), ...data.rows.map(props.rowKey)].join('|');
  const { ref, folded } = useFold(shape);
  const headers = folded ? data.table_headers.filter((h) => !columns?.[h.key]?.foldInto) : data.table_headers;
  const folds = (host: string) => (folded ? foldedInto(data.table_headers, columns, host) : []);

  return (
    <Box ref={ref} className="table-scroll" data-folded={folded || undefined}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="sm" fz="sm" stickyHeader>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }} className="visually-hidden">
          {props.caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {props.select ? (
              <Table.Th scope="col" w={36}>
                <span className="visually-hidden">{t('table.select')}</span>
              </Table.Th>
            ) : null}
            {headers.map((h) => (
              <Table.Th
                key={h.key}
                scope="col"
                aria-sort={ariaSort(props, h.key)}
                style={cellStyle(columns?.[h.key], true)}
                data-column={h.key}
              >
                {props.sortable?.includes(h.key) && props.onSort ? (
                  <SortButton label={h.label} column={h.key} {...props} />
                ) : (
                  h.label
                )}
                <FoldedLabels headers={folds(h.key)} columns={columns} />
              </Table.Th>
            ))}
            {props.actions ? (
              <Table.Th scope="col" ta="right" className="sticky-actions" data-column="actions">
                {t('table.actions')}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => {
            const key = props.rowKey(row);
            return (
              <Table.Tr key={key}>
                {props.select ? (
                  <Table.Td>
                    <Checkbox
                      size="xs"
                      checked={props.select.selected.includes(key)}
                      onChange={(event) => props.select?.onChange(key, event.currentTarget.checked)}
                      aria-label={props.select.label(row)}
                    />
                  </Table.Td>
                ) : null}
                {headers.map((h) => (
                  <Table.Td key={h.key} style={cellStyle(columns?.[h.key], false)}>
                    {cellContent(props, row, h.key)}
                    <FoldedValues row={row} headers={folds(h.key)} {...props} />
                  </Table.Td>
                ))}
                {props.actions ? (
                  <Table.Td className="sticky-actions">
                    <Group justify="flex-end" gap="xs" wrap="nowrap">
                      {props.actions(row)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function cellStyle(layout: ColumnLayout | undefined, header: boolean): CSSProperties | undefined {
  if (!layout) return undefined;
  // Counts are compact: a narrow column of figures under a small header that wraps between words.
  const count: CSSProperties = layout.numeric
    ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums', paddingInline: 6 }
    : {};
  if (header) return { ...count, fontSize: layout.numeric ? 'var(--mantine-font-size-xs)' : undefined };
  return {
    ...count,
    whiteSpace: layout.nowrap ? 'nowrap' : undefined,
    overflowWrap: layout.breakAnywhere ? 'anywhere' : undefined,
  };
}

/** Under a header, the names of the columns folded into it (but those whose values say their name). */
function FoldedLabels({ headers, columns }: { headers: TableHeader[]; columns?: ColumnLayouts }) {
  const named = headers.filter((h) => columns?.[h.key]?.card !== 'labelled');
  if (named.length === 0) return null;
  return (
    <Text fz="xs" fw={500} c="dimmed">
      {named.map((h) => h.label).join(' · ')}
    </Text>
  );
}

/**
 * Under a value, the values of the columns folded into its cell, each named for screen readers
 * (and for everyone when the value alone says nothing, as a count).
 */
function FoldedValues<Row>({ row, headers, ...props }: ServerTableProps<Row> & { row: Row; headers: TableHeader[] }) {
  const shown = headers.filter((h) => !isEmpty(row, h.key));
  if (shown.length === 0) return null;
  return (
    // Small print under the cell's value: a long word in it (a company, an address) breaks
    // rather than widen its column.
    <Text component="div" fz="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
      {shown.map((h, index) => (
        <span key={h.key}>
          {index > 0 ? ' · ' : null}
          <span className={props.columns?.[h.key]?.card === 'labelled' ? undefined : 'visually-hidden'}>
            {h.label}:{' '}
          </span>
          {cellContent(props, row, h.key) as ReactNode}
        </span>
      ))}
    </Text>
  );
}

function ariaSort<Row>(props: ServerTableProps<Row>, key: string) {
  if (props.sort !== key) return undefined;
  return props.order === 'desc' ? 'descending' : 'ascending';
}

function SortButton<Row>({
  label,
  column,
  sort,
  order,
  onSort,
}: ServerTableProps<Row> & { label: string; column: string }) {
  const active = sort === column;
  const split = label.lastIndexOf(' ') + 1;
  const [head, last] = [label.slice(0, split), label.slice(split)];
  const Icon = !active ? IconArrowsSort : order === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      className="sort-button"
      onClick={() => onSort?.(column, active && order === 'asc' ? 'desc' : 'asc')}
    >
      {/* A long label wraps, but its last word keeps the arrow. */}
      {head}
      <span style={{ whiteSpace: 'nowrap' }}>
        {last}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.45} />
      </span>
    </UnstyledButton>
  );
}
