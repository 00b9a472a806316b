import { countryName, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

export function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.it;
}

/**
 * How the portal writes a moment, one style per context, written only here:
 * - `list`: a table cell, compact ("22/11/26, 10:05");
 * - `detail`: a card, a drawer, a sentence ("22 nov 2026, 10:05");
 * - `day`: a date without its time, such as an expiry ("22 nov 2026").
 */
export const DATE_STYLES = {
  list: { dateStyle: 'short', timeStyle: 'short' },
  detail: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building an Intl formatter costs far more than using one: a list of 50 rows reuses one per style.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: keyof typeof DATE_STYLES, language: string): Intl.DateTimeFormat {
  const key = `${style}|${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), DATE_STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatIn(style: keyof typeof DATE_STYLES, value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterFor(style, language).format(date);
}

/** Details and drawers: medium date and time. */
export const formatDateTime = (value: string | null | undefined, language: string) =>
  formatIn('detail', value, language);

/** Table cells: short date and time. */
export const formatShortDateTime = (value: string | null | undefined, language: string) =>
  formatIn('list', value, language);

/** A day without a time. */
export const formatDate = (value: string | null | undefined, language: string) => formatIn('day', value, language);

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** Formatters bound to the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    /** Details, drawers and sentences. */
    dateTime: (value: string | null | undefined) => formatDateTime(value, language),
    /** Table cells. */
    shortDateTime: (value: string | null | undefined) => formatShortDateTime(value, language),
    /** A day without a time (expiry, since). */
    date: (value: string | null | undefined) => formatDate(value, language),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    /** A stored country code as the reader says it ("IT": "Italia", "Italy"). */
    country: (value: string | null | undefined) => (value ? countryName(value, language) : value),
  };
}
