import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';

const ROOTS = [
  path.resolve(import.meta.dirname, '..'),
  path.resolve(import.meta.dirname, '../../../../packages/contracts/src'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'messages' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

function node(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((tree, part) => (tree as Record<string, unknown> | undefined)?.[part], messages.en);
}

describe('the catalogue keys the API and the contracts name', () => {
  const namespaces = Object.keys(messages.en).join('|');
  // An audit record's action (`action: 'clients.printed'`) is a name, not a key.
  const whole = new RegExp(`(?<!action:[^,\\n]*)['\`]((?:${namespaces})\\.[\\w.]+)['\`]`, 'g');
  const prefix = new RegExp(`\`((?:${namespaces})\\.[\\w.]*?)\\.?\\$\\{`, 'g');
  const found = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    // Comments name columns and paths in backticks: only code counts.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(whole)) found.set(m[1] as string, file);
    for (const m of code.matchAll(prefix)) prefixes.set(m[1] as string, file);
  }

  it('are all in the catalogue', () => {
    expect(found.size).toBeGreaterThan(100);
    // A counted text is named by its base key and kept in i18next's forms (`…_one`, `…_other`).
    const present = (key: string) =>
      typeof node(key) === 'string' ||
      (typeof node(`${key}_one`) === 'string' && typeof node(`${key}_other`) === 'string');
    const missing = [...found].filter(([key]) => !present(key));
    expect(missing).toEqual([]);
  });

  it('build keys only under groups the catalogue has', () => {
    const missing = [...prefixes].filter(([key]) => typeof node(key) !== 'object');
    expect(missing).toEqual([]);
  });
});
