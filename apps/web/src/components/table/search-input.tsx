import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePhone } from '../../lib/use-phone';
import { useTranslation } from '../../lib/use-translation';

/**
 * A filter box that tells the list after the user pauses typing. On a phone its label is the
 * placeholder (and still its accessible name), so the list starts higher.
 */
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
  const phone = usePhone();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((q: string) => onChange(q.trim()), 350);
  return (
    <TextInput
      label={label}
      labelProps={phone ? { className: 'visually-hidden' } : undefined}
      placeholder={phone ? label : t('table.searchPlaceholder')}
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
      miw={phone ? 0 : 220}
      flex={1}
      maw={phone ? undefined : 360}
    />
  );
}
