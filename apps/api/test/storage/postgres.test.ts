import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/index';
import type { Storage } from '../../src/lib/storage/index';
import { postgresStorageOf } from '../../src/lib/storage/postgres';
import { freshDatabase } from '../helpers/app';
import { bytesOf, pattern, storageContract } from './contract';

/**
 * On a server, chunks of the real size (a megabyte). PGlite, where the store only runs in tests,
 * takes a quarter of a second a megabyte of bytea: chunks of 64 kB there keep the file several
 * chunks long in a few seconds.
 */
const CHUNK = process.env.DATABASE_URL ? 1024 * 1024 : 64 * 1024;

let database: Database;
let storage: Storage;
beforeAll(async () => {
  database = await freshDatabase();
  storage = await postgresStorageOf(database, CHUNK);
});
afterAll(async () => {
  await storage?.close();
  await database?.close();
});

/** What a failed write could leave: rows with no key, chunks beyond their file's size. */
const leftovers = async () => {
  const [count] = await queryRows<{ unnamed: number; extra: number }>(
    database.db,
    sql`select (select count(*)::int from stored_files where key is null) as unnamed,
               (select count(*)::int from stored_file_chunks)
                 - (select coalesce(sum(ceil(size::numeric / chunk_bytes)), 0)::int from stored_files) as extra`,
  );
  return count;
};

describe('PostgreSQL storage (stored_files, stored_file_chunks)', () => {
  storageContract(() => storage, {
    unit: CHUNK,
    async afterFailedWrite() {
      // The failed writes left no row and no chunk.
      expect(await leftovers()).toEqual({ unnamed: 0, extra: 0 });
      expect(await storage.list('failed/')).toEqual(['failed/old.txt']);
    },
  });

  it('keeps a file as chunks with its size and SHA-256, and drops them with it', async () => {
    const data = pattern(2 * CHUNK + 5, 3);
    await storage.put('chunks/file.bin', data);
    const [file] = await queryRows<{ size: number; sha256: string; chunks: number; largest: number }>(
      database.db,
      sql`select f.size::int as size, f.sha256, count(c.n)::int as chunks, max(length(c.data))::int as largest
          from stored_files f join stored_file_chunks c on c.file_id = f.id
          where f.key = 'chunks/file.bin' group by f.id`,
    );
    expect(file).toEqual({
      size: data.length,
      sha256: (await import('node:crypto')).createHash('sha256').update(data).digest('hex'),
      chunks: 3,
      largest: CHUNK,
    });
    expect(
      (await bytesOf(storage.stream('chunks/file.bin', { start: data.length, end: data.length + 9 }))).length,
    ).toBe(0);
    await storage.remove('chunks/file.bin');
    expect(await leftovers()).toEqual({ unnamed: 0, extra: 0 });
  });
});
