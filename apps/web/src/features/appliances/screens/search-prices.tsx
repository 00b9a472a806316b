import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isPriceSearchLongEnough, LIMITS, PRICE_SEARCH_LIMIT } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchPrices } from '../api/search-prices';
import { ApplianceDrawer } from '../components/appliance-drawer';
import { PriceResults } from '../components/price-results';

/** Pause in typing before the search goes out. */
const DEBOUNCE_MS = 250;

/** Search prices (spec §2, §5): prices as the user types at least LIMITS.priceSearchMin characters. */
export function Component() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, DEBOUNCE_MS);
  const [open, setOpen] = useState<number | null>(null);
  const search = useSearchPrices(q);
  const long = isPriceSearchLongEnough(q);
  const results = long ? search.data?.results : undefined;

  let body = null;
  if (!isPriceSearchLongEnough(text)) {
    body = (
      <Text c="dimmed" fz="sm">
        {t('appliances.page.searchHint', { min: LIMITS.priceSearchMin })}
      </Text>
    );
  } else if (results && results.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {t('appliances.page.noResults')}
      </Text>
    );
  } else if (results) {
    body = (
      <Stack gap="xs">
        <Text c="dimmed" fz="sm" role="status">
          {results.length === PRICE_SEARCH_LIMIT
            ? t('appliances.page.firstResults', { count: results.length })
            : t('appliances.page.results', { count: results.length })}
        </Text>
        <PriceResults results={results} onOpen={setOpen} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('appliances.page.searchTitle')} />
      <Stack gap="md">
        <TextInput
          label={t('appliances.page.searchLabel')}
          placeholder={t('appliances.page.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching && long ? <Loader size="xs" aria-hidden /> : null}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          autoFocus
          type="search"
          maw={560}
        />
        {body}
      </Stack>
      <ApplianceDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
