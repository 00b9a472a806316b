import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import { REVENUE_CATEGORIES, type RevenueCategory } from '@portal/contracts';
import { useTranslation } from '../../../lib/use-translation';

/** The revenue category a screen shows (one at a time, never none); the caller sizes it. */
export function CategorySelect({
  value,
  onChange,
  ...size
}: { value: RevenueCategory; onChange: (category: RevenueCategory) => void } & Pick<
  SelectProps,
  'flex' | 'w' | 'miw' | 'maw'
>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('sales.page.category')}
      data={REVENUE_CATEGORIES.map((c) => ({ value: c.key, label: t(`sales.revenueCategories.${c.key}`) }))}
      value={value}
      onChange={(chosen) => chosen && onChange(chosen as RevenueCategory)}
      allowDeselect={false}
      {...size}
    />
  );
}
