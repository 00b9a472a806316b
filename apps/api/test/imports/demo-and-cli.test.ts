import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORY_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { aggregateDrift, HEADER } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo sales', () => {
  it('gives every demo client sales in every category in each of the last two years and this one', async () => {
    const gaps = await queryRows<{ id: number; year: number; category: string }>(
      t.database.db,
      sql`select c.id, y.year, k.category
          from clients c
          cross join generate_series(extract(year from current_date)::int - 2, extract(year from current_date)::int) y(year)
          cross join unnest(${sql.param([...CATEGORY_CODES])}::text[]) k(category)
          where c.kind = 'retailer' and c.agency_id is not null and c.status <> 'deleted'
            and not exists (select 1 from sales_lines l where l.client_id = c.id and l.category = k.category
                              and l.day >= make_date(y.year, 1, 1) and l.day < make_date(y.year + 1, 1, 1))
            and make_date(y.year, 1, 15) <= current_date`,
    );
    expect(gaps).toEqual([]);
    const [future] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sales_lines where day > current_date`,
    );
    expect(future?.n).toBe(0);
    expect(await aggregateDrift(t)).toEqual([]);
  });
});

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');

describe('npm run import', () => {
  it('refuses a file that is not CSV or xlsx with a message and a non-zero exit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-import-cli-'));
    try {
      const file = path.join(dir, 'photo.png');
      await writeFile(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]));
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', IMPORT_LANGUAGE: 'it' };
      const failed = await run('npx', ['tsx', 'src/modules/imports/cli.ts', 'sales', file], { cwd: apiDir, env }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('Il file non è un CSV né un file Excel (xlsx)');
      const usage = await run('npx', ['tsx', 'src/modules/imports/cli.ts', 'nonsense', file], {
        cwd: apiDir,
        env,
      }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(usage?.code).toBe(2);
      const csv = path.join(dir, 'vendite.csv');
      await writeFile(csv, `${HEADER}\n01/01/2026;AG-X;ZZ0001;NN;Cucina;1;10,00;Z-1;1\n`);
      const ok = await run('npx', ['tsx', 'src/modules/imports/cli.ts', 'sales', csv], { cwd: apiDir, env });
      expect(ok.stdout).toContain('Completata');
      expect(ok.stdout).toContain('Riga 2, Agente: Nessun agente ha il codice AG-X');
      // A portal running on the same PGlite folder (this test's own Node.js process stands for it).
      await writeFile(path.join(dir, 'pgdata', 'portal.pid'), String(process.pid));
      const busy = await run('npx', ['tsx', 'src/modules/imports/cli.ts', 'sales', csv], { cwd: apiDir, env }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(busy?.code).toBe(1);
      expect(busy?.stderr).toContain(
        `Il portale è in funzione sulla cartella dei dati ${path.join(dir, 'pgdata')} (processo ${process.pid}): importa il file da Amministrazione → Importazioni, oppure arresta prima il portale`,
      );
      expect(busy?.stderr).not.toMatch(/at .*folder-lock/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
