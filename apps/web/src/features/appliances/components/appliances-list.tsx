import { Stack } from '@mantine/core';
import { APPLIANCE_SORTS, type Appliance, type ApplianceListQuery } from '@portal/contracts';
import { useState } from 'react';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useAppliances } from '../api/get-appliances';
import { useApplianceFacets } from '../api/get-facets';
import { usePriceFormat } from '../hooks/use-price-format';
import { APPLIANCE_COLUMNS } from './appliance-columns';
import { ApplianceDrawer } from './appliance-drawer';
import { CodeButton } from './code-button';
import { PriceFilter } from './price-filter';

const isSort = (s: string | undefined): s is ApplianceListQuery['sort'] =>
  (APPLIANCE_SORTS as readonly (string | undefined)[]).includes(s);

/** A whole number of euros from the address, or nothing. */
const euros = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The catalogue: by type and brand (with their counts), a price range and a text; the detail in a drawer. */
export function AppliancesList() {
  const { t } = useTranslation();
  const f = usePriceFormat();
  const format = useFormat();
  const list = useListParams(['type', 'brand', 'min', 'max'] as const, {}, { sort: 'code', order: 'asc' });
  const facets = useApplianceFacets();
  const min = euros(list.filters.min);
  const max = euros(list.filters.max);
  const query = useAppliances({
    ...list.query,
    sort: isSort(list.query.sort) ? list.query.sort : 'code',
    type: list.filters.type || undefined,
    brand: list.filters.brand || undefined,
    price_min: min,
    price_max: max !== undefined && min !== undefined && max < min ? undefined : max,
  });
  const [open, setOpen] = useState<number | null>(null);
  const options = (values: { value: string; count: number }[] | undefined) =>
    (values ?? []).map((v) => ({ value: v.value, label: `${v.value} (${format.number(v.count)})` }));
  const active = [list.filters.type, list.filters.brand, list.filters.min, list.filters.max].filter(Boolean).length;

  return (
    <Stack gap="md">
      <ListFilters
        active={active}
        search={<SearchInput label={t('appliances.page.text')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSelect
          label={t('appliances.page.type')}
          placeholder={t('appliances.page.allTypes')}
          data={options(facets.data?.types)}
          value={list.filters.type || null}
          onChange={(value) => list.setFilter('type', value ?? '')}
          searchable
        />
        <FilterSelect
          label={t('appliances.page.brand')}
          placeholder={t('appliances.page.allBrands')}
          data={options(facets.data?.brands)}
          value={list.filters.brand || null}
          onChange={(value) => list.setFilter('brand', value ?? '')}
          searchable
        />
        <PriceFilter
          label={t('appliances.page.priceMin')}
          value={list.filters.min}
          onChange={(v) => list.setFilter('min', v)}
        />
        <PriceFilter
          label={t('appliances.page.priceMax')}
          value={list.filters.max}
          onChange={(v) => list.setFilter('max', v)}
        />
      </ListFilters>
      <ServerTable<Appliance>
        caption={t('appliances.page.catalogueTitle')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={APPLIANCE_SORTS}
        {...list.table}
        columns={APPLIANCE_COLUMNS}
        emptyText={t('appliances.page.noResults')}
        render={{
          code: (row) => <CodeButton code={row.code} onOpen={() => setOpen(row.id)} />,
          price: (row) => f.price(row.price),
          weight_kg: (row) =>
            row.weight_kg ? t('appliances.page.weightValue', { weight: f.weight(row.weight_kg) }) : '—',
        }}
      />
      <ApplianceDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
