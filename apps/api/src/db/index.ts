import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { lockDataFolder } from './folder-lock';
import { PgliteThread } from './pglite-thread';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): {
    execute(): Promise<unknown>;
  };
};
type Dialect = { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };

/**
 * Raw SQL rows; both drivers answer `{ rows }`. Each statement is named after a hash of its
 * text, so PostgreSQL parses and plans it once per connection instead of on every call
 * (planning a list query costs more than running it). PGlite ignores the name.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as { session?: Session; dialect?: Dialect };
  if (session?.prepareQuery && dialect?.sqlToQuery) {
    const built = dialect.sqlToQuery(query);
    const name = `q_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
    const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for a pool of its own (the file store, `lib/storage/postgres.ts`). */
  url: string | undefined;
  /** Settles when the database can answer; calls made before wait for it (`startDatabase`). */
  opened: Promise<void>;
  /**
   * Settles when the database is gone for good, with why (PGlite's thread stopped on its own):
   * `server.ts` then exits. PostgreSQL's pool never settles it, as it reconnects by itself.
   */
  lost: Promise<Error>;
  migrate(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so that only one instance does it at a time. */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<number>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data-folder dump to start from (tests clone a migrated template). */
  pgliteLoad?: Blob;
  /**
   * PGlite's buffer cache (`shared_buffers`, e.g. `32MB`). PostgreSQL zeroes it when it starts, and
   * in WebAssembly that is about 5 ms a megabyte: the 128MB PGlite's own default made every start
   * wait half a second. The files under it stay in the system's page cache either way.
   */
  pgliteSharedBuffers?: string;
  poolSize?: number;
};

export const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens the database: it answers when this settles, or this rejects with why it cannot. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await startDatabase(options);
  await database.opened;
  return database;
}

/**
 * Starts opening the database and settles before it has opened (PGlite opens in its own thread):
 * the server builds its routes meanwhile. Calls made before `opened` wait for it.
 */
export function startDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options);
}

// Each driver is imported when it is used: a start does not pay for the other one. Drizzle and
// the schema are imported after PGlite's thread has started, so that it opens meanwhile.
async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataFolder(dir);
  }
  const client = new PgliteThread(
    { dir, sharedBuffers: options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS },
    options.pgliteLoad ? await options.pgliteLoad.arrayBuffer() : undefined,
  );
  // A folder that does not open is free again at once.
  client.ready.catch(unlock);
  const [schema, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./schema'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(client as never, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    url: undefined,
    opened: client.ready,
    lost: client.lost,
    // One process owns a PGlite folder, so no cross-instance lock is needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusively: (_name, fn) => fn(),
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close().finally(unlock),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const [{ default: pg }, schema, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('./schema'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const exclusively = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    url,
    opened: Promise.resolve(),
    lost: new Promise<Error>(() => {}),
    migrate: () => exclusively('migrate', () => migratePg(db as never, { migrationsFolder })),
    exclusively,
    ping: () => timed(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return Math.round((performance.now() - start) * 100) / 100;
}
