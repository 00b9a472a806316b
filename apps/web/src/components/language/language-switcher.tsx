import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-config';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGE_NAMES, useChangeLanguage } from './language-names';

export { LANGUAGE_NAMES, useChangeLanguage } from './language-names';

/** The header's language menu; the screens before sign-in use the lighter LanguageSelect. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const select = useChangeLanguage();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={
            compact
              ? `${language.toUpperCase()} – ${t('language.label')}: ${LANGUAGE_NAMES[language]}`
              : `${t('language.label')}: ${LANGUAGE_NAMES[language]}`
          }
          px={compact ? 8 : undefined}
        >
          {compact ? language.toUpperCase() : LANGUAGE_NAMES[language]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void select(code)}
            rightSection={code === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={code === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
