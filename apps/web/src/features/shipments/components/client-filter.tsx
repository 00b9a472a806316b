import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FilterSelect } from '../../../components/table/filter-select';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useTranslation } from '../../../lib/use-translation';
import { useShipmentClientOptions } from '../api/get-client-options';

/**
 * The client filter: typed text searches the clients (of the chosen agency); the chosen client's
 * name comes from the list's rows when the search has not loaded it.
 */
export function ClientFilter({
  value,
  agency,
  selectedLabel,
  onChange,
}: {
  value: string;
  agency: number | undefined;
  selectedLabel: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const options = useShipmentClientOptions(q === selectedLabel ? '' : q, agency);
  const data = (options.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }));
  if (value && selectedLabel && !data.some((d) => d.value === value)) data.unshift({ value, label: selectedLabel });
  return (
    <FilterSelect
      label={t('shipments.page.clientFilter')}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
    />
  );
}

type Filtered = {
  filters: { agency: string; client: string };
  setFilter: (key: 'agency' | 'client', value: string) => void;
};

/**
 * A shipments list's agency filter (staff only) and client filter, the client of the chosen
 * agency; the chosen client named from the list's `rows`.
 */
export function AgencyClientFilters({
  list,
  rows,
  staff,
}: {
  list: Filtered;
  rows: readonly { client_id: number; client: string }[] | undefined;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const agencies = useAgencyOptions(staff);
  const agency = list.filters.agency ? Number(list.filters.agency) : undefined;
  const client = list.filters.client ? Number(list.filters.client) : undefined;
  return (
    <>
      {staff ? (
        <FilterSelect
          label={t('shipments.columns.agency')}
          data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={list.filters.agency || null}
          onChange={(value) => list.setFilter('agency', value ?? '')}
          searchable
        />
      ) : null}
      <ClientFilter
        value={list.filters.client}
        agency={agency}
        selectedLabel={client ? rows?.find((r) => r.client_id === client)?.client : undefined}
        onChange={(value) => list.setFilter('client', value)}
      />
    </>
  );
}
