import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { messages, translate } from './index';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe('shared message catalogue', () => {
  const reference = keys(messages.en).sort();
  it.each(LANGUAGES)('%s has every key of English and no other, none empty', (lang) => {
    expect(keys(messages[lang]).sort()).toEqual(reference);
    for (const key of reference) expect(translate(lang, key).trim()).not.toBe('');
  });

  it('fills placeholders and falls back to the key when unknown', () => {
    expect(translate('it', 'errors.tooManyRequests', { minutes: 3 })).toBe('Troppi tentativi, riprova tra 3 minuti');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});
