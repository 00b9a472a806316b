import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index';
import { carryOverFiles } from '../../src/lib/storage/carry-over';
import type { Storage } from '../../src/lib/storage/index';
import { localStorage } from '../../src/lib/storage/local';
import { postgresStorageOf } from '../../src/lib/storage/postgres';
import { freshDatabase } from '../helpers/app';
import { pattern } from './contract';

/**
 * A portal that kept its files in its data folder, started with a shared store: the folder's files
 * are copied into the store once, and a later start finds them there. The keys are of no seeded
 * row: on PostgreSQL the store already holds the seed's files.
 */
let database: Database;
let store: Storage;
let dataDir: string;
let folder: string;
beforeAll(async () => {
  database = await freshDatabase();
  store = await postgresStorageOf(database, 64 * 1024);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-carry-'));
  folder = path.join(dataDir, 'files');
});
afterAll(async () => {
  await store?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const write = async (name: string, data: Buffer | string) => {
  await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
  await writeFile(path.join(folder, name), data);
};

describe("carrying the data folder's files over to a shared store", () => {
  it('does nothing without a folder, and nothing for the folder itself as the store', async () => {
    expect(await carryOverFiles(folder, store)).toEqual({ copied: 0, skipped: [] });
    expect(await carryOverFiles(folder, localStorage(folder))).toEqual({ copied: 0, skipped: [] });
  });

  it('copies every file once, keeps what the store already holds, and leaves the folder as it was', async () => {
    const big = pattern(200 * 1024 + 3);
    await write('sheets/9004/signed-v1.pdf', '%PDF-1.7 signed');
    await write('materials/9002/picture.png', big);
    await write('materials/9002/picture.png.0b0e7c52-7a7f-4e69-8f0a-2d9f3a6f1c11.tmp', 'half written');
    await write('exports/with space.xlsx', 'no key can name this');
    await store.put('signing/9009/document.json', '{"newer":true}');
    await write('signing/9009/document.json', '{"older":true}');

    expect(await carryOverFiles(folder, store)).toEqual({ copied: 2, skipped: ['exports/with space.xlsx'] });
    expect((await store.read('sheets/9004/signed-v1.pdf')).toString()).toBe('%PDF-1.7 signed');
    expect((await store.read('materials/9002/picture.png')).equals(big)).toBe(true);
    expect((await store.read('signing/9009/document.json')).toString()).toBe('{"newer":true}');
    expect(await store.list('materials/9002/')).toEqual(['materials/9002/picture.png']);
    expect(await readFile(path.join(folder, 'sheets/9004/signed-v1.pdf'), 'utf8')).toBe('%PDF-1.7 signed');
    expect(await readFile(`${folder}.carried-over`, 'utf8')).toBe('postgres\n');

    // Later starts skip the folder; without the mark, a start copies only what is missing.
    await write('sheets/9005/signed-v1.pdf', 'written after');
    expect(await carryOverFiles(folder, store)).toEqual({ copied: 0, skipped: [] });
    await rm(`${folder}.carried-over`);
    await store.remove('sheets/9004/signed-v1.pdf');
    expect(await carryOverFiles(folder, store)).toEqual({ copied: 2, skipped: ['exports/with space.xlsx'] });
    expect((await store.read('sheets/9004/signed-v1.pdf')).toString()).toBe('%PDF-1.7 signed');
  });
});
