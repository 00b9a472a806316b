import type { Language } from '@portal/contracts/languages';
import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadMessages } from '../locales/load';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES } from './language-config';

const detector = new LanguageDetector();
// Last in the detection order: a browser in none of the four languages gets Italian (spec §1),
// while missing keys still fall back to English.
detector.addDetector({ name: 'portalDefault', lookup: () => DEFAULT_LANGUAGE });

/** A stored language the portal does not offer; the app tells the user once it is up. */
export const storedUnsupportedLanguage = (() => {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && !isLanguage(stored)) {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      return stored;
    }
  } catch {
    // Storage disabled: detection falls back to the browser.
  }
  return null;
})();

// Only the languages in use are downloaded (the chosen one and the English fallback).
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    loadMessages(language).then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the interface language is loaded. */
export const i18nReady = i18n
  .use(backend)
  .use(detector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'portalDefault'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // fr-FR → fr: i18next matches whole codes first, so region codes must not lose to the default.
      convertDetectedLanguage: (code: string) => code.split(/[-_]/)[0]?.toLowerCase() ?? code,
    },
  });

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.title = i18n.t('app.name');
}
i18nReady.then(() => applyToDocument(currentLanguage()));
i18n.on('languageChanged', () => applyToDocument(currentLanguage()));

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export type LanguageChangeResult = 'changed' | 'unsupported';

/** Switches the interface language; anything but the four languages is refused. */
export async function changeLanguage(code: string): Promise<LanguageChangeResult> {
  if (!isLanguage(code)) return 'unsupported';
  await i18n.changeLanguage(code);
  return 'changed';
}

export { i18n };
