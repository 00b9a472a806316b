import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A filter box that tells the list after the user pauses typing. */
export function SearchInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (q: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((q: string) => onChange(q.trim()), 350);
  return (
    <TextInput
      label={label}
      placeholder={t('table.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('table.clearSearch')}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      miw={220}
      flex={1}
      maw={360}
    />
  );
}
