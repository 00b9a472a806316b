import { countryName } from '@portal/contracts';
import type { Language } from '@portal/contracts/languages';
import { type DATE_STYLES, formatMoment, localeOf } from './date-format';
import { useTranslation } from './use-translation';

export { DATE_STYLES, localeOf } from './date-format';

function formatIn(style: keyof typeof DATE_STYLES, value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatMoment(style, date, language);
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

/**
 * A whole number as Intl writes it in the four languages, without Intl (as the list dates,
 * date-format.ts: a pager's figures would otherwise load the number data while the first list
 * paints): "12.345" in Italian and Spanish, which leave four digits whole ("1234"), "1,234" in
 * English, "1 234" with a narrow no-break space in French. format.test.ts holds it to Intl.
 */
const GROUPING: Record<Language, { separator: string; fromDigits: number }> = {
  it: { separator: '.', fromDigits: 5 },
  en: { separator: ',', fromDigits: 4 },
  fr: { separator: '\u202f', fromDigits: 4 },
  es: { separator: '.', fromDigits: 5 },
};

function wholeNumber(value: number, language: string): string {
  const { separator, fromDigits } = GROUPING[language as Language] ?? GROUPING.it;
  const digits = String(value);
  if (digits.length < fromDigits) return digits;
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += separator + digits.slice(at, at + 3);
  return text;
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value) && value >= 0) return wholeNumber(value, language);
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
