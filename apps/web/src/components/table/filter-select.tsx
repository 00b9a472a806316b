import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** A list filter to pick from: "All" when empty, clearable, full width on a phone. */
export function FilterSelect(props: SelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      placeholder={t('common.all')}
      clearable
      nothingFoundMessage={t('common.noOptions')}
      w={{ base: '100%', xs: 'auto' }}
      miw={200}
      flex={1}
      maw={{ base: '100%', xs: 280 }}
      {...props}
    />
  );
}
