import type { Language } from '@portal/contracts/languages';
import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { loadAppMessages, loadMessages } from '../locales/load';
import { afterFirstScreen } from './after-first-screen';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageCandidates,
} from './language-config';

/**
 * The stored choice, then the browser's languages (fr-FR → fr), then Italian: a browser in none
 * of the four languages gets Italian (spec §1), while missing keys still fall back to English.
 * i18next takes the first supported code and calls cacheUserLanguage with it.
 */
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: languageCandidates,
  cacheUserLanguage: (language) => {
    try {
      // Written only when it changes: i18next calls this on every start, and a write is synchronous.
      if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage disabled: the choice lasts until the page is left.
    }
  },
};

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

/*
 * Only the languages in use are downloaded: the chosen one, and the English fallback. Every
 * language has every key (locales.test.ts), so the first screen does not wait for the fallback:
 * it starts empty and is filled once that screen is shown, and switching to English waits for it.
 */
let firstLoad = true;
let fallbackDeferred = false;
let fallbackFilled: Promise<void> | null = null;
function fillFallback(): Promise<void> {
  fallbackFilled ??= loadMessages(FALLBACK_LANGUAGE).then((bundle) => {
    i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', bundle, true, true);
  });
  return fallbackFilled;
}

/*
 * Each language comes in two parts: the strings of the screens before sign-in (with the shared
 * catalogue), which the first screen waits for, and the rest, which loadAppStrings adds once the
 * first screen is shown or a screen that needs them is opened. From then on every language
 * switched to gets both before it is shown.
 */
let appStringsWanted = false;
const appStrings = new Map<string, Promise<void>>();
function addAppStrings(language: string): Promise<void> {
  let loading = appStrings.get(language);
  if (!loading) {
    loading = loadAppMessages(language).then((bundle) => {
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    });
    // A failed download is tried again by the next screen that needs it.
    loading.catch(() => appStrings.delete(language));
    appStrings.set(language, loading);
  }
  return loading;
}

/** The strings beyond the screens before sign-in, in the interface language; the other routes wait for them. */
export function loadAppStrings(): Promise<void> {
  appStringsWanted = true;
  // The detector has named the language before its first part arrives: the rest downloads beside
  // it rather than after it (a round trip less on a phone network), and is added once it is read.
  if (isLanguage(i18n.language)) void loadAppMessages(i18n.language).catch(() => undefined);
  // After the interface language is known (and its first part read without the rest).
  return i18nReady.then(
    () => addAppStrings(currentLanguage()),
    () => addAppStrings(currentLanguage()),
  );
}

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (firstLoad && language === FALLBACK_LANGUAGE && i18n.language !== FALLBACK_LANGUAGE) {
      fallbackDeferred = true;
      callback(null, {});
      afterFirstScreen(() => void fillFallback().catch(() => undefined));
      return;
    }
    const rest = appStringsWanted && isLanguage(language) ? loadAppMessages(language) : Promise.resolve(null);
    Promise.all([loadMessages(language), rest]).then(
      ([bundle, app]) => {
        if (app) appStrings.set(language, Promise.resolve());
        callback(null, app ? { ...bundle, ...app } : bundle);
      },
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the interface language is loaded. */
export const i18nReady = i18n
  .use(backend)
  .use(detector)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
const firstLoadDone = () => {
  firstLoad = false;
};
i18nReady.then(firstLoadDone, firstLoadDone);
afterFirstScreen(() => void loadAppStrings().catch(() => undefined));

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
  // English was left empty for the first screen: i18next would take it as loaded.
  if (code === FALLBACK_LANGUAGE && fallbackDeferred) await fillFallback();
  // A language loaded earlier with the first screen's strings only gets the rest first.
  if (appStringsWanted && i18n.hasResourceBundle(code, 'translation')) await addAppStrings(code);
  await i18n.changeLanguage(code);
  // Read while the rest was not yet wanted: added now.
  if (appStringsWanted) await addAppStrings(code);
  return 'changed';
}

export { i18n };
