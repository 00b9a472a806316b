import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILES } from '../../../drizzle.config';

const apiDir = path.resolve(import.meta.dirname, '../../..');
const migrations = path.join(apiDir, 'src/db/migrations');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** drizzle-kit generate, with the project's own schema files, into a copy of the migrations. */
function generate(schema: readonly string[]) {
  const out = path.join(scratch, `out-${schema.length}`);
  cpSync(migrations, out, { recursive: true });
  const config = path.join(scratch, `drizzle-${schema.length}.config.json`);
  // drizzle-kit resolves the schema globs and the folder from where it runs (apps/api).
  writeFileSync(config, JSON.stringify({ dialect: 'postgresql', schema, out: path.relative(apiDir, out) }));
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
  const run = spawnSync(process.execPath, [bin, 'generate', '--config', config], { cwd: apiDir, encoding: 'utf8' });
  const written = readdirSync(out).filter((name) => name.endsWith('.sql') && !readdirSync(migrations).includes(name));
  return { output: `${run.stdout}${run.stderr}`, written };
}

// The tables drizzle-kit reads are the ones the migrations made: a schema file it does not find (a
// domain's modules/<name>/schema.ts, a db/schema file out of index.ts) would have its tables
// dropped by the next migration, and a table changed without its migration would differ.
describe('the migrations', () => {
  it('hold every table of every schema file drizzle-kit finds, as it is now', () => {
    const { output, written } = generate(SCHEMA_FILES);
    expect(written, output).toEqual([]);
    expect(output).toMatch(/No schema changes/);
  }, 60_000);

  it("would drop a domain folder's tables if its schema were not found", () => {
    const { written } = generate(SCHEMA_FILES.filter((file) => !file.includes('modules')));
    expect(written).toHaveLength(1);
  }, 60_000);
});
