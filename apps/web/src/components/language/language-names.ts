import type { Language } from '@portal/contracts/languages';
import { changeLanguage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';

/** Each language is named in itself, so anyone finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  it: 'Italiano',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};

/** Switches the interface language; the choice is kept in localStorage (spec §1). */
export function useChangeLanguage() {
  const { t } = useTranslation();
  return async (code: string) => {
    try {
      if ((await changeLanguage(code)) === 'unsupported') notifyError(t('notices.unsupportedLanguage'));
    } catch {
      notifyError(t('notices.languageError'));
    }
  };
}
