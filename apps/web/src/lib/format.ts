import { countryName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type DATE_STYLES, formatterFor, localeOf } from './date-format';

export { DATE_STYLES, localeOf } from './date-format';

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

// As for dates (date-format.ts): a pager or a column of figures reuses one formatter per style.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
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
