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

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country as the reader says it ("IT" is "Italia", "Italy", "Italie"): stored values are ISO
 * 3166 codes; anything else (an old free-text value) comes back as written.
 */
export function countryName(value: string, language: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
