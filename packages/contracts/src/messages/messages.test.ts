import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { messages, translate } from './index';

/** Every text of a tree by its dotted key. */
function texts(tree: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v] as const] : [...texts(v as object, `${prefix}${k}.`)],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('shared message catalogue', () => {
  const english = texts(messages.en);
  it.each(LANGUAGES)('%s has every key of English and no other, none empty, the same placeholders', (lang) => {
    const own = texts(messages[lang]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(text.trim(), `${lang}:${key} is empty`).not.toBe('');
      expect(placeholders(text), `${lang}:${key} placeholders`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(LANGUAGES)('%s names no configuration key to a reader (the outbox said "SMTP_URL")', (lang) => {
    const keys = [...texts(messages[lang])].filter(([, text]) => /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(text));
    expect(keys.map(([key]) => key)).toEqual([]);
  });

  it('fills placeholders and falls back to the key when unknown', () => {
    expect(translate('it', 'errors.tooManyRequests', { minutes: 3 })).toBe('Troppi tentativi, riprova tra 3 minuti');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});
