import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadRevenue } from '../api/download-revenue';
import type { RevenueScopeState } from '../hooks/use-revenue-scope';
import { CategorySelect } from './category-select';

/** The year: those with sales in the scope, the current one and the one shown. */
export function YearSelect({ years, state }: { years: readonly number[] | undefined; state: RevenueScopeState }) {
  const { t } = useTranslation();
  const shown = [...new Set([...(years ?? []), new Date().getFullYear(), state.year])].sort((a, b) => b - a);
  return (
    <Select
      label={t('sales.page.year')}
      data={shown.map((year) => ({ value: String(year), label: String(year) }))}
      value={String(state.year)}
      onChange={(value) => value && state.setYear(Number(value))}
      allowDeselect={false}
      w={{ base: 110, xs: 120 }}
    />
  );
}

/** The year and the revenue category. */
export function RevenueFilters({ years, state }: { years: readonly number[] | undefined; state: RevenueScopeState }) {
  const { t } = useTranslation();
  const download = useDownloadRevenue();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <YearSelect years={years} state={state} />
      <CategorySelect
        value={state.category}
        onChange={state.setCategory}
        flex={1}
        miw={200}
        maw={{ base: '100%', xs: 300 }}
      />
      <Button
        variant="default"
        ml={{ xs: 'auto' }}
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate({ scope: state.scope, year: state.year, category: state.category })}
      >
        {t('sales.page.export')}
      </Button>
    </Group>
  );
}
