import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { openRows } from '../../src/modules/imports/read';
import { createTestApp, loginAll } from '../helpers/app';
import { upload } from './helpers';

/**
 * An xlsx cut short (an upload interrupted, a copy that did not finish) is a zip whose last parts
 * are missing: exceljs's reader neither ended nor failed on it, and the upload never got an answer
 * (found by an outside tester). It is refused as a file that cannot be read, at once.
 */
let dir: string;
let whole: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-truncated-'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vendite');
  sheet.addRow(['Data', 'Agente', 'Codice cliente', 'Articolo', 'Quantità', 'Importo']);
  for (let i = 0; i < 30_000; i++) sheet.addRow(['2026-11-02', 'AG01', `C${i}`, `ART${i % 97}`, i % 7, i * 1.5]);
  whole = Buffer.from(await workbook.xlsx.writeBuffer());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function read(bytes: Buffer) {
  const file = path.join(dir, `f${Math.random()}.xlsx`);
  writeFileSync(file, bytes);
  const rows = await openRows(file, 'it');
  let count = 0;
  try {
    for await (const _ of rows.rows) count++;
  } finally {
    rows.close();
  }
  return count;
}

describe('an xlsx file cut short', () => {
  it('reads whole when it is whole', async () => {
    expect(await read(whole)).toBe(30_000);
  });

  for (const share of [0.3, 0.6, 0.95, 0.999]) {
    it(`is refused when only ${share * 100}% of it arrived, without waiting`, async () => {
      const started = Date.now();
      const outcome = await read(whole.subarray(0, Math.floor(whole.length * share))).then(
        (count) => ({ count }),
        (error: unknown) => ({ error }),
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      const error = (outcome as { error?: unknown }).error;
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 400,
        key: 'imports.errors.unreadable',
        params: { reason: 'il file finisce prima della sua ultima parte: il caricamento o la copia si è interrotto' },
      });
    }, 20_000);
  }

  it('answers its upload at once, in the request’s language, and keeps nothing of it', async () => {
    const t = await createTestApp();
    try {
      const tok = await loginAll(t);
      const started = Date.now();
      const res = await upload(t, tok.admin, whole.subarray(0, Math.floor(whole.length * 0.3)), 'vendite.xlsx', 'fr');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(res.status).toBe(400);
      expect(res.body.args.error).toMatchObject({
        key: 'imports.errors.unreadable',
        message: expect.stringContaining("le fichier s'arrête avant sa dernière partie"),
      });
      const left = await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => []);
      expect(left).toEqual([]);
    } finally {
      await t.close();
    }
  }, 30_000);
});
