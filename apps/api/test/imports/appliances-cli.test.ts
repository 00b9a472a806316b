import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ean, latin1Csv, PRICE_LIST_HEADER, STOCK_HEADER } from './appliance-files';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');

describe('npm run import -- appliances | ready-stock', () => {
  it('imports the price list, then the stock, into an empty database; the stock names unknown codes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-import-cli-'));
    try {
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', IMPORT_LANGUAGE: 'it' };
      const cli = (kind: string, file: string) =>
        run('npx', ['tsx', 'src/modules/imports/cli.ts', kind, file], { cwd: apiDir, env });
      const prices = path.join(dir, 'listino.csv');
      await writeFile(
        prices,
        latin1Csv(PRICE_LIST_HEADER, [
          `C-1;${ean(1)};Forno;Bosch;B-1;Forno à vapore;1.234,50;35`,
          `C-2;${ean(2)};Cappa;Smeg;S-2;Cappa a isola;499;`,
        ]),
      );
      const listed = await cli('appliances', prices);
      expect(listed.stdout).toContain('Completata');
      expect(listed.stdout).toContain('Righe lette 2, Nuove 2');

      const stock = path.join(dir, 'giacenza.csv');
      await writeFile(stock, latin1Csv(STOCK_HEADER, ['C-1;2;Verona', 'C-9;1;Verona']));
      const stocked = await cli('ready-stock', stock);
      expect(stocked.stdout).toContain('Righe lette 2, Nuove 1');
      expect(stocked.stdout).toContain('Riga 3, Codice: Nessun elettrodomestico del listino ha il codice C-9');

      const again = await cli('ready-stock', stock);
      expect(again.stdout).toContain('Nuove 0, Modificate 0, Invariate 1, Scartate 1');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
