import '@mantine/core/styles/Combobox.css';
import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { type ClientHit, useClientSearch } from '../api/search-clients';

/** The header client search of admin, sales and agents (spec §5: at least 2 characters). */
export function ClientSearch({
  onSelect,
  autoFocus = false,
}: {
  onSelect?: (hit: ClientHit) => void;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [q] = useDebouncedValue(value.trim(), 300);
  const search = useClientSearch(q, i18n.resolvedLanguage ?? i18n.language);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const tooShort = value.trim().length < LIMITS.clientSearchMin;
  const results = search.data ?? [];

  let content: React.ReactNode;
  if (tooShort) content = <Combobox.Empty>{t('validation.searchMin', { min: LIMITS.clientSearchMin })}</Combobox.Empty>;
  else if (search.isFetching && results.length === 0) content = <Combobox.Empty>{t('common.loading')}</Combobox.Empty>;
  else if (results.length === 0) content = <Combobox.Empty>{t('search.page.noResults')}</Combobox.Empty>;
  else
    content = results.map((hit) => (
      <Combobox.Option value={String(hit.id)} key={hit.id}>
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {hit.company_name}
            {hit.code ? (
              <Text span fz="xs" c="dimmed" ml={6}>
                {hit.code}
              </Text>
            ) : null}
          </Text>
          <Text fz="xs" c="dimmed">
            {[hit.city, hit.province ? `(${hit.province})` : null].filter(Boolean).join(' ')}
            {hit.agency ? ` · ${hit.agency}` : ''}
          </Text>
        </Stack>
      </Combobox.Option>
    ));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const hit = results.find((r) => String(r.id) === id);
        if (hit) {
          // A result opens the client card.
          setValue('');
          navigate(generatePath(paths.client, { id: String(hit.id) }));
          onSelect?.(hit);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          aria-label={t('search.page.label')}
          placeholder={t('search.page.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching && !tooShort ? <Loader size={14} /> : null}
          value={value}
          autoFocus={autoFocus}
          // In a dialog, Mantine's focus trap gives focus to the element marked data-autofocus
          // (else the first one, the close button, and typing would go nowhere).
          data-autofocus={autoFocus || undefined}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          w="100%"
          type="search"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={t('search.page.results')}>
          {content}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

export type { ClientHit };
