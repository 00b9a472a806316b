import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/index';
import { agencies, clients } from '../../src/db/schema/index';
import { clientFactory } from '../../src/db/seed/factories';
import { latin1Csv } from './appliance-files';
import { INVOICES_HEADER } from './invoice-files';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');

/** The command's database (PGlite in `dir`), migrated and holding one client: its code. */
async function databaseWithClient(dir: string): Promise<string> {
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pgdata') });
  try {
    await database.migrate();
    const [agency] = await database.db.insert(agencies).values({ code: 'AG-T', name: 'Agenzia Test' }).returning();
    const [client] = await database.db
      .insert(clients)
      .values(clientFactory(1, agency?.id ?? null))
      .returning({ code: clients.code });
    return client?.code ?? '';
  } finally {
    await database.close();
  }
}

describe('npm run import -- invoices', () => {
  it('imports the documents into an empty database, names an unknown client, and changes nothing the second time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-import-cli-'));
    try {
      const code = await databaseWithClient(dir);
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', IMPORT_LANGUAGE: 'it' };
      const cli = (file: string) =>
        run('npx', ['tsx', 'src/modules/imports/cli.ts', 'invoices', file], { cwd: apiDir, env });
      const file = path.join(dir, 'fatture.csv');
      await writeFile(
        file,
        latin1Csv(INVOICES_HEADER, [
          `C-1;15/01/2026;${code};Nota di credito;-1.000,00;-220,00;-1.220,00;16/03/2026;20/03/2026`,
          'C-2;15/01/2026;ZZ0009;FT;100,00;22,00;122,00;16/03/2026;',
        ]),
      );
      const first = await cli(file);
      expect(first.stdout).toContain('Completata');
      expect(first.stdout).toContain('Righe lette 2, Nuove 1, Modificate 0, Invariate 0, Scartate 1');
      expect(first.stdout).toContain('Riga 3, Codice cliente: Nessun cliente ha il codice ZZ0009');
      const again = await cli(file);
      expect(again.stdout).toContain('Nuove 0, Modificate 0, Invariate 1, Scartate 1');

      const database = await openDatabase({ pgliteDir: path.join(dir, 'pgdata') });
      try {
        const stored = await queryRows(
          database.db,
          sql`select number, document_type, total::text, paid_on::text from invoice_documents`,
        );
        expect(stored).toEqual([
          { number: 'C-1', document_type: 'credit_note', total: '-1220.00', paid_on: '2026-03-20' },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
