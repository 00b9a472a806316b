import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from './index';

// drizzle-kit reads the tables from index.ts (drizzle.config.ts): a file left out of it has its
// tables missing from the next migration, which would then drop them.
describe('the schema index', () => {
  it('exports every table of every schema file', async () => {
    const files = readdirSync(import.meta.dirname).filter(
      (name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const exports = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        expect((schema as Record<string, unknown>)[name], `${file}: ${name}`).toBe(value);
      }
    }
  });
});
