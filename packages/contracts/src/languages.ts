import { z } from 'zod';

/** Spec §1, §9: Italian is the default, English the fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
export const FALLBACK_LANGUAGE: Language = 'en';
/** The local-storage key under which the web app keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export const languageSchema = z.enum(LANGUAGES, { error: 'validation.unsupportedLanguage' });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// Without zod (a list screen names countries without the schemas): its own module.
export { countryName } from './country-name';
