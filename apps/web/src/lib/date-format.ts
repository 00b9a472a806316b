import type { Language } from '@portal/contracts/languages';

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

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The `list` style written from the date's own fields, the same text Intl writes in the four
 * languages ("22/11/26, 10:05", en "22/11/2026, 10:05", fr "22/11/2026 10:05", es "2/1/26, 9:05";
 * date-format.test.ts holds it to Intl). The first Intl formatter of a page loads the browser's
 * calendar data, over 100 ms at once and four times that on a mid-range phone, in the task that
 * paints the first list: the lists of the first screens need none.
 */
const LIST_TEXT: Record<Language, (d: Date) => string> = {
  it: (d) =>
    `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)}, ${two(d.getHours())}:${two(d.getMinutes())}`,
  en: (d) =>
    `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`,
  fr: (d) =>
    `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`,
  es: (d) => `${d.getDate()}/${d.getMonth() + 1}/${two(d.getFullYear() % 100)}, ${d.getHours()}:${two(d.getMinutes())}`,
};

/** A moment in a style and a language; the list style of a four-digit year needs no Intl. */
export function formatMoment(style: keyof typeof DATE_STYLES, date: Date, language: string): string {
  const year = date.getFullYear();
  if (style === 'list' && year >= 1000 && year <= 9999) {
    return (LIST_TEXT[language as Language] ?? LIST_TEXT.it)(date);
  }
  return formatterFor(style, language).format(date);
}
