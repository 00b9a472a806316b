import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../../db/index';
import { assertKey, bytesOf, missingFile, type Storage } from './index';

/** What the store needs of a connection: PGlite's thread and a `pg` pool alike (`sqlClientOf`). */
export type SqlRunner = { query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> };
export type SqlClient = SqlRunner & {
  /** Commits when `fn` returns, rolls back when it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Bytes travel as hex text: PGlite turns bytea into hex and back one byte at a time in
   * JavaScript (4 s a megabyte), Node's own hex takes milliseconds. `pg` sends them as they are.
   */
  hexBytes?: boolean;
};

const CHUNK_BYTES = 1024 * 1024;
/** Connections of the store's own pool: never the app's, so a transaction that writes a file does not wait on itself. */
const POOL_SIZE = 4;

type FileRow = { id: number; size: string | number; chunk_bytes: number };

/** A chunk's bytes as a Buffer: `pg` gives one, the hex text (`hexBytes`) is decoded. */
const asBuffer = (data: Buffer | string) => (typeof data === 'string' ? Buffer.from(data, 'hex') : data);

/** The source's bytes in pieces of exactly `size` (the last one shorter), each a buffer of its own. */
async function* chunksOf(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array>, size: number) {
  let chunk = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    for (let at = 0; at < bytes.length; ) {
      const taken = Math.min(size - filled, bytes.length - at);
      chunk.set(bytes.subarray(at, at + taken), filled);
      filled += taken;
      at += taken;
      if (filled === size) {
        yield chunk;
        chunk = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

/**
 * Files in PostgreSQL (`stored_files`, `stored_file_chunks`): the default when the portal runs on
 * a server, so that every instance sees every file with no other service to run.
 */
export function postgresStorage(client: SqlClient, chunkBytes = CHUNK_BYTES): Storage {
  const hex = client.hexBytes === true;
  const insertChunk = `insert into stored_file_chunks (file_id, n, data) values ($1, $2, ${hex ? `decode($3, 'hex')` : '$3'})`;
  const chunkPart = 'substring(data from $3::int for $4::int)';
  const selectChunk = `select ${hex ? `encode(${chunkPart}, 'hex')` : chunkPart} as data from stored_file_chunks where file_id = $1 and n = $2`;
  async function fileOf(key: string) {
    const { rows } = await client.query<FileRow>('select id, size, chunk_bytes from stored_files where key = $1', [
      assertKey(key),
    ]);
    const file = rows[0];
    return file && { id: file.id, size: Number(file.size), chunkBytes: file.chunk_bytes };
  }

  /** One transaction: the file is seen whole, or the key keeps what it held. */
  async function write(key: string, source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array>) {
    assertKey(key);
    await client.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'insert into stored_files (size, chunk_bytes) values (0, $1) returning id',
        [chunkBytes],
      );
      const id = (rows[0] as { id: number }).id;
      const hash = createHash('sha256');
      let size = 0;
      let n = 0;
      for await (const chunk of chunksOf(source, chunkBytes)) {
        hash.update(chunk);
        size += chunk.length;
        await tx.query(insertChunk, [id, n++, hex ? chunk.toString('hex') : chunk]);
      }
      // Two writers of one key: the second waits here for the first to commit, then replaces it.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`stored_files:${key}`]);
      await tx.query('delete from stored_files where key = $1', [key]);
      await tx.query('update stored_files set key = $1, size = $2, sha256 = $3 where id = $4', [
        key,
        size,
        hash.digest('hex'),
        id,
      ]);
    });
  }

  /** The chunks that hold bytes `start` to `end` (inclusive), cut to them. */
  async function* bytes(file: { id: number; size: number; chunkBytes: number }, start: number, end: number) {
    const last = Math.min(end, file.size - 1);
    if (start > last) return;
    for (let n = Math.floor(start / file.chunkBytes); n * file.chunkBytes <= last; n++) {
      const from = Math.max(start - n * file.chunkBytes, 0);
      const to = Math.min(last - n * file.chunkBytes, file.chunkBytes - 1);
      const { rows } = await client.query<{ data: Buffer | string }>(selectChunk, [
        file.id,
        n,
        from + 1,
        to - from + 1,
      ]);
      // The file was replaced or removed while it was read: its old chunks are gone.
      if (!rows[0]) throw new Error(`stored file changed while it was read: ${file.id}`);
      yield asBuffer(rows[0].data);
    }
  }

  return {
    name: 'postgres',
    put: (key, data) => write(key, [bytesOf(data)]),
    putStream: (key, data) => write(key, data),
    async read(key) {
      const file = await fileOf(key);
      if (!file) throw missingFile(key);
      const whole = Buffer.allocUnsafe(file.size);
      let at = 0;
      for await (const chunk of bytes(file, 0, file.size - 1)) {
        whole.set(chunk, at);
        at += chunk.length;
      }
      return whole;
    },
    stream(key, range) {
      return Readable.from(
        (async function* () {
          const file = await fileOf(key);
          if (!file) throw missingFile(key);
          yield* bytes(file, range?.start ?? 0, range?.end ?? file.size - 1);
        })(),
        { objectMode: false },
      );
    },
    async size(key) {
      return (await fileOf(key))?.size ?? null;
    },
    async list(prefix) {
      // Keys are ASCII below '~' (`assertKey`): the keys with the prefix sort between it and prefix + '~'.
      const { rows } = await client.query<{ key: string }>(
        `select key from stored_files where (key collate "C") >= $1 and (key collate "C") < $2`,
        [prefix, `${prefix}~`],
      );
      return rows.map((row) => row.key);
    },
    async remove(key) {
      await client.query('delete from stored_files where key = $1', [assertKey(key)]);
    },
    close: () => client.close(),
  };
}

/**
 * The store on `database`: on PostgreSQL a small pool of its own on the same database, on PGlite
 * (tests) its one connection.
 */
export async function postgresStorageOf(database: Database, chunkBytes = CHUNK_BYTES): Promise<Storage> {
  return postgresStorage(await sqlClientOf(database), chunkBytes);
}

async function sqlClientOf(database: Database): Promise<SqlClient> {
  if (database.kind === 'pglite') {
    const thread = (database.db as unknown as { $client: Omit<SqlClient, 'close' | 'hexBytes'> }).$client;
    return {
      query: (text, params) => thread.query(text, params),
      transaction: (fn) => thread.transaction(fn),
      close: async () => {},
      hexBytes: true,
    };
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  return {
    query: <T>(text: string, params?: unknown[]) =>
      pool.query(text, params) as Promise<unknown> as Promise<{ rows: T[] }>,
    async transaction(fn) {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('begin');
        const result = await fn(connection as SqlRunner);
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that could not roll back is dropped, not handed to the next caller.
        connection.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
