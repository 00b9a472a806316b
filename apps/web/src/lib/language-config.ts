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
