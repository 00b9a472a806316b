import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-config';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGE_NAMES, useChangeLanguage } from './language-names';

/**
 * The language choice of the screens before sign-in: the browser's own select, light enough for
 * the first download (the header's menu needs Mantine's popover and floating-ui).
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const select = useChangeLanguage();
  const language = currentLanguage();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      title={t('language.label')}
      value={language}
      onChange={(event) => void select(event.currentTarget.value)}
      leftSection={compact ? undefined : <IconLanguage size={18} aria-hidden />}
      variant="filled"
      w={compact ? 76 : 150}
    >
      {/* Narrow screens show the code; the option keeps the language's name. */}
      {LANGUAGES.map((code) => (
        <option
          key={code}
          value={code}
          lang={code}
          aria-label={compact ? `${code.toUpperCase()} – ${LANGUAGE_NAMES[code]}` : undefined}
        >
          {compact ? code.toUpperCase() : LANGUAGE_NAMES[code]}
        </option>
      ))}
    </NativeSelect>
  );
}
