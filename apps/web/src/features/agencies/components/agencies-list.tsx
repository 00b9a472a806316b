import { Anchor, Stack, Text } from '@mantine/core';
import type { AgencyStatusRow, SheetStatus } from '@portal/contracts';
import { generatePath, Link } from 'react-router';
import { ServerTable } from '../../../components/table/server-table';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useAgenciesStatus } from '../api/get-agencies-status';

const COUNT_TONE: Partial<Record<SheetStatus | 'deletion_requested', Tone>> = {
  signed: 'positive',
  confirmed: 'positive',
  declined: 'negative',
  expired: 'warning',
  revision: 'warning',
  deletion_requested: 'negative',
};

/** Every agency with its clients counted by the state of their sheet; the name opens the agency. */
export function AgenciesList() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAgenciesStatus();
  const list = useListParams([] as const);
  const all = query.data;
  // The server answers every agency at once: paging is local.
  const data = all
    ? {
        ...all,
        rows: all.rows.slice((list.page - 1) * list.pageSize, list.page * list.pageSize),
        page: list.page,
        pageSize: list.pageSize,
      }
    : undefined;

  const count =
    (key: keyof typeof COUNT_TONE | 'draft' | 'ready' | 'sent' | 'no_sheet' | 'clients') => (row: AgencyStatusRow) => {
      const value = row[key as keyof AgencyStatusRow] as number;
      if (!value)
        return (
          <Text span c="dimmed" fz="sm">
            0
          </Text>
        );
      const tone = COUNT_TONE[key as keyof typeof COUNT_TONE];
      return tone ? <StatusBadge tone={tone}>{format.number(value)}</StatusBadge> : format.number(value);
    };
  const countKeys = (all?.table_headers ?? []).filter((h) => h.key !== 'name').map((h) => h.key);
  const render = Object.fromEntries(countKeys.map((key) => [key, count(key as never)]));
  // Compact counts: right-aligned figures under headers that wrap; on a phone, labelled facts.
  const columns: ColumnLayouts = {
    name: { card: 'title' },
    ...Object.fromEntries(countKeys.map((key) => [key, { numeric: true, nowrap: true, card: 'labelled' }])),
    // Clients without a sheet or asking to be deleted: under the total when the room is short.
    no_sheet: { foldInto: 'clients', card: 'labelled' },
    deletion_requested: { foldInto: 'clients', card: 'labelled' },
  };

  return (
    <Stack gap="md">
      <ServerTable<AgencyStatusRow>
        caption={t('agencies.page.title')}
        data={data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        emptyText={t('agencies.page.empty')}
        columns={columns}
        render={{
          ...render,
          name: (row) => (
            <Anchor component={Link} to={generatePath(paths.agency, { id: String(row.id) })} fz="sm" fw={600}>
              {row.name}
            </Anchor>
          ),
        }}
      />
    </Stack>
  );
}
