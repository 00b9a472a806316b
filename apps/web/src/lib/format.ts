import type { Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

export function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.it;
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Compact, for table cells. */
export function formatShortDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** Formatters bound to the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    dateTime: (value: string | null | undefined) => formatDateTime(value, language),
    shortDateTime: (value: string | null | undefined) => formatShortDateTime(value, language),
    date: (value: string | null | undefined) => formatDate(value, language),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
  };
}
