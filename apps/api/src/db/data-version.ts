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
] as const;

const VERSION = sql`select version from data_version where id = 1`;

/** The version of the committed data, as this call sees it. */
export async function dataVersion(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, VERSION);
  return Number(row?.version ?? 0);
}
