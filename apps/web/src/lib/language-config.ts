import type { Language } from '@portal/contracts/languages';

/*
 * The language constants of packages/contracts/src/languages.ts, for the entry chunk: that
 * module also builds a zod schema, and importing it would put zod in the first download.
 * language-config.test.ts fails if the two ever differ.
 */
export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'it';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language's candidates, best first: the stored choice, then the browser's languages
 * (fr-FR → fr), then Italian. i18next (lib/i18n.ts) takes the first of the four; the entry reads
 * the same (detectedLanguage) to download that language's strings before i18next is loaded.
 */
export function languageCandidates(): string[] {
  const found: string[] = [];
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) found.push(stored);
  } catch {
    // Storage disabled: the browser's languages decide.
  }
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const code of browser) if (code) found.push(code.split(/[-_]/)[0]?.toLowerCase() ?? code);
  found.push(DEFAULT_LANGUAGE);
  return found;
}

/** The language i18next will pick (the first candidate among the four). */
export function detectedLanguage(): Language {
  return languageCandidates().find(isLanguage) ?? DEFAULT_LANGUAGE;
}
