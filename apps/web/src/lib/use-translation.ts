import i18n, { type TFunction } from 'i18next';
import { use, useSyncExternalStore } from 'react';

/**
 * The interface strings for a component: `t` in the interface language, and i18next itself.
 * Re-renders on a change of language; waits (suspends) until the first language has arrived.
 * It reads i18next's own instance, which lib/i18n.ts sets up: importing this module sets up
 * nothing (plain helpers beside a hook, such as lib/format.ts, are also read outside a browser).
 *
 * In place of react-i18next's hook, which for every component that mounts copies the property
 * descriptors of the whole i18next instance and subscribes to its events: a list of 20 cards
 * mounts some 60 components that translate, and those copies were about a tenth of the time a
 * phone spends rendering the list. Here every component of a language shares one answer.
 */
export type Translation = { t: TFunction; i18n: typeof i18n };

let initialized: Promise<void> | undefined;
/** Settles once i18next has loaded the first language (or failed to), as its init does. */
const whenInitialized = () => {
  initialized ??= new Promise<void>((resolve) => {
    if (i18n.isInitialized) resolve();
    else i18n.on('initialized', () => resolve());
  });
  return initialized;
};

const byLanguage = new Map<string, Translation>();

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const languageNow = () => i18n.language;

export function useTranslation(): Translation {
  if (!i18n.isInitialized) use(whenInitialized());
  const language = useSyncExternalStore(subscribe, languageNow);
  let translation = byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language), i18n };
    byLanguage.set(language, translation);
  }
  return translation;
}
