import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from './index';

/**
 * The tables whose writes do not move the data's version (migration 0027): no answer that may be
 * cached reads them. Every other table is marked; a new table is marked by its own migration
 * (`CREATE TRIGGER <table>_data_version … EXECUTE FUNCTION data_version_mark()`), or listed here
 * with the reason. `test/platform/data-version.test.ts` fails on a table that is neither.
 */
export const UNVERSIONED_TABLES = [
  'sessions', // sign-in and sign-out; the auth plugin reads them, never a cached answer
  'rate_limits', // throttling counters
  'job_leases', // the periodic jobs' leases
  'data_version',
  'data_version_marks',
  'sales_version', // the sales' own version (client map)
  'clients_map_version', // the map's own version of the clients (modules/clients/map-payload.ts)
  'stored_files', // the file store's bytes (lib/storage/postgres.ts); answers name files by keys kept in the domains' own rows
  'stored_file_chunks',
  'file_uploads', // bytes no record names yet or any more (modules/files): only the sweeper reads them
] as const;

/**
 * The version (migration 0029): what ended connections added, plus each live connection's count of
 * committed writing transactions. One statement, so one snapshot: a fold is seen whole or not at all.
 */
const VERSION = sql`select (select version from data_version where id = 1)
  + coalesce((select sum(n) from data_version_marks), 0) as version`;

/** The version of the committed data, as this call sees it. */
export async function dataVersion(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, VERSION);
  return Number(row?.version ?? 0);
}

/**
 * Folds the marks of connections that have ended into `data_version.version`, in one statement
 * that keeps the sum, so the marks stay one row per live connection. Rows another fold or a new
 * connection with the same pid holds are skipped, so it never waits on a writer. Returns the rows
 * folded.
 */
export async function foldDataVersionMarks(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ folded: string | number }>(
    db,
    sql`with gone as (
          delete from data_version_marks where pid in (
            select pid from data_version_marks m
            where m.pid <> pg_backend_pid()
              and not exists (select 1 from pg_stat_activity a where a.pid = m.pid)
            for update skip locked)
          returning n
        ), moved as (
          update data_version set version = version + (select sum(n) from gone)
          where id = 1 and exists (select 1 from gone)
        )
        select count(*) as folded from gone`,
  );
  return Number(row?.folded ?? 0);
}
