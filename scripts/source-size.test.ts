import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 400 lines (issue 29 §6): a file that grows past it is split along its seams
 * (a module's queries by subject, a seed by state, a contract by section). Tests, migrations and
 * generated files are left out.
 */
const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

describe('source files', () => {
  it(`have at most ${MAX_LINES} lines each`, () => {
    const files = ROOTS.flatMap((dir) => sources(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .map((file) => ({ file: path.relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});
