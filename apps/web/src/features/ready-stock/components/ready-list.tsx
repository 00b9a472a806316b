import { Stack } from '@mantine/core';
import { type ReadyItem, USER_TYPE } from '@portal/contracts';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useReadyFacets, useReadyStock } from '../api/get-ready-stock';
import { AvailabilityBadge } from './availability-badge';
import { ReserveDialog } from './reserve-dialog';

const COLUMNS: ColumnLayouts = {
  code: { card: 'title', nowrap: true },
  ean: { card: 'fact', nowrap: true, foldInto: 'code' },
  internal_code: { card: 'fact', nowrap: true, foldInto: 'code' },
  type: { card: 'fact', foldInto: 'description' },
  brand: { card: 'fact' },
  description: { card: 'fact' },
  price: { card: 'aside', numeric: true, nowrap: true },
  weight_kg: { card: 'none', numeric: true, nowrap: true },
  availability: { card: 'state', nowrap: true },
};

/** The ready-for-delivery appliances with their availability; agents and customers reserve one. */
export function ReadyList() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const type = session?.user.userType;
  const buyer = type === USER_TYPE.agent || type === USER_TYPE.customer;
  const list = useListParams(['type', 'brand'] as const);
  const facets = useReadyFacets();
  const query = useReadyStock({
    page: list.page,
    pageSize: list.pageSize,
    q: list.q || undefined,
    type: list.filters.type || undefined,
    brand: list.filters.brand || undefined,
  });
  const [reserving, setReserving] = useState<ReadyItem | null>(null);
  const options = (values: string[] | undefined) => (values ?? []).map((v) => ({ value: v, label: v }));
  const price = (value: string) =>
    format.number(Number(value), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
  return (
    <Stack gap="md">
      <ListFilters
        active={[list.filters.type, list.filters.brand].filter(Boolean).length}
        search={<SearchInput label={t('readyStock.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSelect
          label={t('readyStock.columns.type')}
          placeholder={t('readyStock.page.allTypes')}
          data={options(facets.data?.types)}
          value={list.filters.type || null}
          onChange={(value) => list.setFilter('type', value ?? '')}
          searchable
        />
        <FilterSelect
          label={t('readyStock.columns.brand')}
          placeholder={t('readyStock.page.allBrands')}
          data={options(facets.data?.brands)}
          value={list.filters.brand || null}
          onChange={(value) => list.setFilter('brand', value ?? '')}
          searchable
        />
      </ListFilters>
      <ServerTable<ReadyItem>
        caption={t('readyStock.page.title')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('readyStock.page.empty')}
        columns={COLUMNS}
        render={{
          price: (row) => price(row.price),
          weight_kg: (row) => (row.weight_kg === null ? '' : format.number(Number(row.weight_kg))),
          availability: (row) => <AvailabilityBadge value={row.availability} label={row.availability_label} />,
        }}
        actions={
          buyer
            ? (row) =>
                row.free > 0 ? (
                  <RowAction
                    tooltip={t('readyStock.page.reserve')}
                    label={t('readyStock.page.reserveTitle', { code: row.code })}
                    icon={<IconShoppingCartPlus size={18} aria-hidden />}
                    onClick={() => setReserving(row)}
                  />
                ) : null
            : undefined
        }
      />
      <ReserveDialog item={reserving} onClose={() => setReserving(null)} />
    </Stack>
  );
}
