import type { Language } from '../languages';
import { core } from './core';
import type { CoreMessages } from './core/en';
import * as domainNamespaces from './domains';

/** Every domain's namespace, from its one line in `domains.ts`. */
export const domains = { ...domainNamespaces };

type Domains = typeof domains;
export type Messages = CoreMessages & { [D in keyof Domains]: Domains[D]['en'] };

function catalogue(language: Language): Messages {
  const namespaces = Object.entries(domains).map(([name, domain]) => [name, domain[language]]);
  return { ...core[language], ...Object.fromEntries(namespaces) } as Messages;
}

export const messages: Record<Language, Messages> = {
  it: catalogue('it'),
  en: catalogue('en'),
  fr: catalogue('fr'),
  es: catalogue('es'),
};

/**
 * Looks up a dotted key (`validation.required`) in one language, falling back to English,
 * and fills `{{name}}` placeholders.
 */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const text = resolved(lang, key);
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
}

/**
 * Each language's looked-up texts by key: the catalogue never changes while a process runs, and
 * an API list labels every row, so a key is walked once. Bounded, in case keys are built from data.
 */
const texts = new Map<string, string>();

function resolved(lang: Language, key: string): string {
  const id = `${lang}:${key}`;
  let text = texts.get(id);
  if (text === undefined) {
    text = lookup(messages[lang], key) ?? lookup(messages.en, key) ?? key;
    if (texts.size >= 20_000) texts.clear();
    texts.set(id, text);
  }
  return text;
}

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
