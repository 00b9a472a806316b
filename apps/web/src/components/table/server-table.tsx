import { Card, Group, Select, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePager } from './table-pager';
import type { CellRenderers, SortOrder, TableList } from './types';

type Props<Row> = {
  caption: string;
  data: TableList<Row> | undefined;
  loading: boolean;
  rowKey: (row: Row) => string | number;
  render?: CellRenderers<Row>;
  /** Column keys the server sorts by. */
  sortable?: readonly string[];
  sort?: string;
  order?: SortOrder;
  onSort?: (key: string, order: SortOrder) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  actions?: (row: Row) => ReactNode;
  emptyText?: string;
};

/**
 * A list driven by the server's `table_headers` and `rows`: sorted, filtered and paged by the
 * server. A table on wide screens, one card per row on a phone.
 */
export function ServerTable<Row>(props: Props<Row>) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const { data, loading, emptyText } = props;
  const headers = data?.table_headers ?? [];
  const cell = (row: Row, key: string): ReactNode => {
    const custom = props.render?.[key];
    if (custom) return custom(row);
    const value = (row as Record<string, unknown>)[key];
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };

  let body: ReactNode;
  if (!data && loading) {
    body = (
      <Stack gap="xs" p="md" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={28} />
        ))}
      </Stack>
    );
  } else if (!data || data.rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" px="md">
        {emptyText ?? t('table.empty')}
      </Text>
    );
  } else if (phone) {
    body = (
      <Stack gap="sm" p="sm">
        {props.sortable && props.sortable.length > 0 && props.onSort ? <MobileSort {...props} /> : null}
        {data.rows.map((row) => (
          <Card key={props.rowKey(row)} withBorder radius="md" padding="sm" component="article">
            <Stack gap={6}>
              {headers.map((h) => (
                <Group key={h.key} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ flexShrink: 0 }}>
                    {h.label}
                  </Text>
                  <Text component="div" fz="sm" ta="right" style={{ wordBreak: 'break-word', minWidth: 0 }}>
                    {cell(row, h.key)}
                  </Text>
                </Group>
              ))}
              {props.actions ? (
                <Group justify="flex-end" gap="xs" mt={4}>
                  {props.actions(row)}
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={760} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="sm" fz="sm" stickyHeader>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }} className="visually-hidden">
            {props.caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h.key} scope="col" aria-sort={ariaSort(props, h.key)}>
                  {props.sortable?.includes(h.key) && props.onSort ? (
                    <SortButton label={h.label} column={h.key} {...props} />
                  ) : (
                    h.label
                  )}
                </Table.Th>
              ))}
              {props.actions ? (
                <Table.Th scope="col" ta="right" className="sticky-actions">
                  {t('table.actions')}
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {headers.map((h) => (
                  <Table.Td key={h.key}>{cell(row, h.key)}</Table.Td>
                ))}
                {props.actions ? (
                  <Table.Td className="sticky-actions">
                    <Group justify="flex-end" gap="xs" wrap="nowrap">
                      {props.actions(row)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card withBorder radius="md" padding={0} aria-busy={loading}>
      {body}
      {data && data.total > 0 ? (
        <TablePager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          totalCapped={data.total_capped}
          rowsOnPage={data.rows.length}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      ) : null}
    </Card>
  );
}

function ariaSort<Row>(props: Props<Row>, key: string) {
  if (props.sort !== key) return undefined;
  return props.order === 'desc' ? 'descending' : 'ascending';
}

function SortButton<Row>({ label, column, sort, order, onSort }: Props<Row> & { label: string; column: string }) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      className="sort-button"
      onClick={() => onSort?.(column, active && order === 'asc' ? 'desc' : 'asc')}
    >
      {label}
      <Icon size={14} aria-hidden opacity={active ? 1 : 0.45} />
    </UnstyledButton>
  );
}

function MobileSort<Row>({ data, sortable, sort, order, onSort }: Props<Row>) {
  const { t } = useTranslation();
  const options = (data?.table_headers ?? [])
    .filter((h) => sortable?.includes(h.key))
    .flatMap((h) => [
      { value: `${h.key}:asc`, label: `${h.label} ↑` },
      { value: `${h.key}:desc`, label: `${h.label} ↓` },
    ]);
  return (
    <Select
      label={t('table.sortBy')}
      data={options}
      value={sort ? `${sort}:${order ?? 'asc'}` : null}
      onChange={(value) => {
        if (!value) return;
        const [key, direction] = value.split(':');
        if (key) onSort?.(key, direction === 'desc' ? 'desc' : 'asc');
      }}
      allowDeselect={false}
      size="sm"
    />
  );
}
