import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { LIMITS, type OwnClientRow } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { StatusBadge } from '../../../components/table/status-badge';
import type { ColumnLayouts, SortOrder } from '../../../components/table/types';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useOwnClients } from '../api/get-own-clients';
import { FILTER_CATEGORIES, type RevenueScopeState } from '../hooks/use-revenue-scope';
import { CategoryChips } from './category-chips';
import { DeltaAmount, DeltaPercent } from './delta-cell';

const SORTABLE = ['name', 'code', 'province', 'current_year', 'progressive', 'delta', 'delta_percent'];
const COLUMNS: ColumnLayouts = {
  name: { card: 'title' },
  code: { nowrap: true, card: 'fact', foldInto: 'name' },
  province: { nowrap: true, card: 'aside' },
  current_year: { numeric: true, nowrap: true, card: 'labelled' },
  progressive: { numeric: true, nowrap: true, card: 'labelled' },
  delta: { numeric: true, nowrap: true, card: 'labelled' },
  delta_percent: { numeric: true, nowrap: true, card: 'labelled' },
  flags: { card: 'state' },
};

/**
 * An agency's own clients (spec §7 "own clients"): only those with revenue in the chosen
 * categories, each with its figures over them and the categories it has revenue in. The
 * categories stay in the address, so a client opened from here shows its progress in them.
 */
export function OwnClients({ agency, state }: { agency: number; state: RevenueScopeState }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.pageSizeDefault);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ key?: string; order: SortOrder }>({ order: 'asc' });
  const query = useOwnClients(agency, {
    year: state.year,
    categories: state.categories,
    page,
    pageSize,
    q: q || undefined,
    sort: sort.key,
    order: sort.key ? sort.order : undefined,
  });
  const title = t('sales.page.ownClients.title');

  return (
    <Stack component="section" aria-labelledby="own-clients-title" gap="sm">
      <div>
        <Title order={2} fz="md" id="own-clients-title">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('sales.page.ownClients.description')}
        </Text>
      </div>
      <Group gap="md" align="flex-end" wrap="wrap">
        <CategoryChips
          value={state.categories}
          onChange={(categories) => {
            state.setCategories(categories);
            setPage(1);
          }}
        />
        <SearchInput
          label={t('sales.page.ownClients.search')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </Group>
      <ServerTable<OwnClientRow>
        caption={title}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        sort={sort.key}
        order={sort.order}
        onSort={(key, order) => {
          setSort({ key, order });
          setPage(1);
        }}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        emptyText={q ? t('sales.page.ownClients.noResults') : t('sales.page.ownClients.empty')}
        columns={COLUMNS}
        render={{
          name: (row) => (
            <Anchor component={Link} to={state.hrefFor({ agency, client: row.id })} fz="sm" fw={600}>
              {row.name}
            </Anchor>
          ),
          current_year: (row) => money(row.current_year),
          progressive: (row) => money(row.progressive),
          delta: (row) => <DeltaAmount value={row.delta} />,
          delta_percent: (row) => <DeltaPercent value={row.delta_percent} />,
          flags: (row) => (
            <Group gap={4}>
              {FILTER_CATEGORIES.filter((c) => row.flags[c]).map((c) => (
                <StatusBadge key={c} tone="neutral">
                  {t(`sales.revenueCategories.${c}`)}
                </StatusBadge>
              ))}
            </Group>
          ),
        }}
      />
    </Stack>
  );
}
