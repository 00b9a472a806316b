import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { frame, resources } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') && !full.includes(`${path.sep}locales${path.sep}`)
      ? [full]
      : [];
  });
}

describe('web locales', () => {
  const reference = flatten(frame.en as unknown as Tree);

  for (const lang of LANGUAGES) {
    it(`the frame in ${lang} has exactly the keys of en, none empty, same placeholders`, () => {
      const strings = flatten(frame[lang] as unknown as Tree);
      expect([...strings.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of strings) {
        expect(text.trim(), `${lang}:${key} is empty`).not.toBe('');
        expect(placeholders(text), `${lang}:${key} placeholders`).toEqual(placeholders(reference.get(key) ?? ''));
      }
    });
  }

  it('does not shadow the shared catalogue', () => {
    const shared = Object.keys(messages.en);
    for (const key of Object.keys(frame.en)) expect(shared, key).not.toContain(key);
  });

  // The two parts the app loads (./first, ./rest with its glob over the catalogue's folders) are
  // the whole catalogue, every domain registered in messages/domains.ts, and the frame: no more.
  for (const lang of LANGUAGES) {
    it(`loads in ${lang} exactly the catalogue and the frame`, () => {
      const loaded = flatten(resources[lang].translation as unknown as Tree);
      const expected = flatten({ ...messages[lang], ...frame[lang] } as unknown as Tree);
      expect([...loaded.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, text] of expected) expect(loaded.get(key), key).toBe(text);
    });
  }

  it('has every key the source asks for, in every language', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const keys = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) keys.add(m[1] as string);
      for (const m of text.matchAll(/labelKey: '([\w.]+)'/g)) keys.add(m[1] as string);
      // Keys chosen by a condition: t(cond ? 'a.b' : 'a.c', …)
      for (const m of text.matchAll(/\bt\(\s*[\w.?!\s]+\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) {
        keys.add(m[1] as string);
        keys.add(m[2] as string);
      }
    }
    expect(keys.size).toBeGreaterThan(100);
    for (const lang of LANGUAGES) {
      const all = flatten(resources[lang].translation as unknown as Tree);
      const missing = [...keys].filter((k) => !all.has(k));
      expect(missing, `missing in ${lang}`).toEqual([]);
    }
  });

  it('names every status, role and pager control the screens show', () => {
    for (const lang of LANGUAGES) {
      const all = flatten(resources[lang].translation as unknown as Tree);
      for (const key of [
        'registrations.status.pending',
        'registrations.status.approved',
        'registrations.status.rejected',
        'outbox.status.pending',
        'outbox.status.sent',
        'outbox.status.failed',
        'table.first',
        'table.last',
        'nav.sections.administration',
        ...LANGUAGES.map((l) => `language.names.${l}`),
        ...['1', '2', '3', '4'].map((r) => `generic.legend.userTypes.${r}`),
      ]) {
        expect(all.has(key), `${lang}:${key}`).toBe(true);
      }
    }
  });
});
