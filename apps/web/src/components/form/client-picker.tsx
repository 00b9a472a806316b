import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientOptions } from '../../lib/lookups/get-client-options';
import { useTranslation } from '../../lib/use-translation';

/** A chosen client; its name may be unknown yet (an address naming only the id). */
export type PickedClient = { id: number; name?: string };

/**
 * One client of the user's scope, or of one agency, searched on the server as the user types
 * (an agent's own clients, every client for staff): the first page by name before anything is
 * typed, so an agency of thousands of clients never sends them all.
 */
export function ClientPicker({
  value,
  onChange,
  label,
  agency,
  placeholder,
  error,
  disabled,
  size,
  w,
}: {
  value: PickedClient | null;
  onChange: (client: { id: number; name: string } | null) => void;
  label: string;
  agency?: number;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  w?: SelectProps['w'];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useClientOptions({ q: '', agency, chosen: value?.id }, !disabled);
  const rows = options.data ?? [];
  const chosenName = value?.name ?? rows.find((c) => c.id === value?.id)?.company_name;
  // While the box shows the chosen client's name, that is not a search.
  const typed = value && search === chosenName ? '' : search;
  const [q] = useDebouncedValue(typed.trim(), 250);
  const found = useClientOptions({ q, agency, chosen: value?.id }, !disabled && q !== '');
  const data = (q ? (found.data ?? rows) : rows).map((c) => ({
    value: String(c.id),
    label: c.company_name,
    description: [c.code, c.city].filter(Boolean).join(' · '),
  }));
  if (value && chosenName && !data.some((d) => d.value === String(value.id))) {
    data.unshift({ value: String(value.id), label: chosenName, description: '' });
  }
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('common.chooseClient')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data.map(({ value: v, label: l }) => ({ value: v, label: l }))}
      renderOption={({ option }) => {
        const hint = data.find((d) => d.value === option.value)?.description;
        return (
          <div>
            <div>{option.label}</div>
            {hint ? <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{hint}</div> : null}
          </div>
        );
      }}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), name: option.label } : null)}
      nothingFoundMessage={options.isFetching || found.isFetching ? t('common.loading') : t('common.noOptions')}
      error={error}
      disabled={disabled}
      size={size}
      w={w ?? { base: '100%', xs: 'auto' }}
      miw={220}
      flex={1}
      maw={{ base: '100%', xs: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
