import '@mantine/core/styles/Combobox.css';
import { Group, Select } from '@mantine/core';
import { BEST_SELLERS_LIMIT } from '@portal/contracts';
import { FilterSegments } from '../../../components/table/filter-segments';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { localeOf } from '../../../lib/format';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { useBestSellersYears } from '../api/get-best-sellers';
import { type BestSellersParams, monthOf, TOP_CHOICES } from '../hooks/use-best-sellers-params';
import { CategorySelect } from './category-select';

/** Category, period (a year or months), order, length and, for staff, the agency. */
export function BestSellersFilters({ state }: { state: BestSellersParams }) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const agencies = useAgencyOptions(state.staff);
  const B = 'sales.page.bestSellers';
  const now = new Date();
  // The years with sales (this one and the last always), as revenue and invoices offer them.
  const years = [...(useBestSellersYears(state.filter.agent).data ?? [now.getFullYear(), now.getFullYear() - 1])];
  if (!years.includes(state.year)) years.push(state.year);
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
    month: 'short',
    year: 'numeric',
  });
  // Newest first, up to this month.
  const months = Array.from({ length: (now.getFullYear() - Math.min(...years) + 1) * 12 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 15);
    return { value: monthOf(d), label: monthName.format(d) };
  });
  const monthWidth = { base: 'calc(50% - 6px)', xs: 150 } as const;

  // On a phone the category stays in sight and the rest folds behind "Filters", counted when changed.
  const active = [
    state.months || state.year !== now.getFullYear(),
    state.by !== 'amount',
    state.limit !== BEST_SELLERS_LIMIT.default,
    state.agency !== undefined,
  ].filter(Boolean).length;

  const category = (
    <CategorySelect
      value={state.category}
      onChange={state.setCategory}
      flex={{ base: 1, xs: 'none' }}
      w={{ xs: 240 }}
    />
  );
  const others = (
    <>
      <FilterSegments
        besideFields
        label={t(`${B}.period`)}
        value={state.months ? 'months' : 'year'}
        onChange={(value) =>
          value === 'months' ? state.setMonths(state.from, state.to) : state.setYear(now.getFullYear())
        }
        data={[
          { value: 'year', label: t(`${B}.wholeYear`) },
          { value: 'months', label: t(`${B}.months`) },
        ]}
      />
      {state.months ? (
        <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          <Select
            label={t(`${B}.from`)}
            data={months}
            value={state.from}
            onChange={(value) => value && state.setMonths(value, value > state.to ? value : state.to)}
            allowDeselect={false}
            w={monthWidth}
          />
          <Select
            label={t(`${B}.to`)}
            data={months}
            value={state.to}
            onChange={(value) => value && state.setMonths(value < state.from ? value : state.from, value)}
            allowDeselect={false}
            w={monthWidth}
          />
        </Group>
      ) : (
        <Select
          label={t('sales.page.year')}
          data={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={String(state.year)}
          onChange={(value) => value && state.setYear(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 120 }}
        />
      )}
      <FilterSegments
        besideFields
        label={t(`${B}.rankBy`)}
        value={state.by}
        onChange={(value) => state.setBy(value === 'quantity' ? 'quantity' : 'amount')}
        data={[
          { value: 'amount', label: t(`${B}.byAmount`) },
          { value: 'quantity', label: t(`${B}.byQuantity`) },
        ]}
      />
      <Select
        label={t(`${B}.top`)}
        data={TOP_CHOICES.map((n) => ({ value: String(n), label: t(`${B}.topOption`, { count: n }) }))}
        value={String(state.limit)}
        onChange={(value) => value && state.setLimit(Number(value))}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      {state.staff ? (
        <FilterSelect
          label={t('sales.page.agency')}
          placeholder={t(`${B}.network`)}
          data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={state.agency ? String(state.agency) : null}
          onChange={(value) => state.setAgency(value ? Number(value) : undefined)}
          searchable
        />
      ) : null}
    </>
  );
  if (!phone) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        {category}
        {others}
      </Group>
    );
  }
  return (
    <ListFilters active={active} search={category}>
      {others}
    </ListFilters>
  );
}
