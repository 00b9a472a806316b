import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FilterSelect } from '../../../components/table/filter-select';
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
