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

export function formatterFor(style: keyof typeof DATE_STYLES, language: string): Intl.DateTimeFormat {
  const key = `${style}|${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), DATE_STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The first date formatter of a page sets up the browser's calendar data: about 50 ms, over 200 ms
 * on a mid-range phone, which a list would spend in the task that paints it. Called by the entry
 * while a signed-in screen's files download, when the page has nothing else to do.
 */
export function warmDateFormat(language: () => string | undefined) {
  const warm = () => {
    formatterFor('list', language() ?? 'it').format(0);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}
