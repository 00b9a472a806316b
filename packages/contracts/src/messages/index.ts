import type { Language } from '../languages';
import { en, type Messages } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

export type { Messages };
export const messages: Record<Language, Messages> = { it, en, fr, es };

/**
 * Looks up a dotted key (`validation.required`) in one language, falling back to English,
 * and fills `{{name}}` placeholders.
 */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(messages[lang], key) ?? lookup(messages.en, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
