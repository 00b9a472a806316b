import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useClientMaterials } from '../api/get-client-materials';

export type PickedMaterial = { id: number; label: string; available: number };

/** A material that may be requested for the client, searched on the server by code or name. */
export function MaterialPicker({
  clientId,
  value,
  onChange,
  label,
}: {
  clientId: number | null;
  value: PickedMaterial | null;
  onChange: (material: PickedMaterial | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const typed = value && search === value.label ? '' : search;
  const [q] = useDebouncedValue(typed.trim(), 250);
  const query = useClientMaterials(clientId, { page: 1, pageSize: 20, q: q || undefined });
  const rows = query.data?.rows ?? [];
  const picked = new Map(
    rows.map((m) => [String(m.id), { id: m.id, label: `${m.product_code} ${m.name}`, available: m.available }]),
  );
  if (value && !picked.has(String(value.id))) picked.set(String(value.id), value);
  return (
    <Select
      label={label}
      placeholder={clientId ? t('materials.page.chooseMaterial') : t('materials.page.chooseClientFirst')}
      disabled={clientId === null}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={[...picked.values()].map((m) => ({
        value: String(m.id),
        label: m.label,
        disabled: m.available <= 0,
      }))}
      renderOption={({ option }) => {
        const m = picked.get(option.value);
        return (
          <div>
            <div>{option.label}</div>
            <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>
              {t('materials.page.available')}: {m?.available ?? 0}
            </div>
          </div>
        );
      }}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id ? (picked.get(id) ?? null) : null)}
      nothingFoundMessage={query.isFetching ? t('common.loading') : t('common.noOptions')}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 'auto' }}
      miw={220}
      flex={1}
      maw={{ base: '100%', xs: 360 }}
    />
  );
}
