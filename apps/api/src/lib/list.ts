import { LIMITS } from '@portal/contracts';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/index';

/** A list total: exact up to the cap, else the cap itself with `capped` set. */
export type ListTotal = { total: number; capped: boolean };

/**
 * A count that stopped at `cap + 1` rows as a list total: past the cap the total is a lower
 * bound and the screen says "more than" (LIMITS.listCountCap).
 */
export function listTotal(n: number | string | null | undefined, cap: number = LIMITS.listCountCap): ListTotal {
  const total = Number(n ?? 0);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * The list pattern's count when no counter table answers the filter, as a subquery: it counts
 * at most `cap + 1` matching rows, so a count never walks 100,000 rows. `fromWhere` is the
 * list's `from … where …`.
 */
export const cappedCountSql = (fromWhere: SQL, cap: number = LIMITS.listCountCap) =>
  sql`(select count(*) from (select 1 ${fromWhere} limit ${sql.raw(String(Math.trunc(cap) + 1))}) capped)`;

/** An exact total (from a counter table, or a small table). */
export const exactTotal = (n: number): ListTotal => ({ total: n, capped: false });

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * A page's `limit … offset …`. The first page at the default size, the call every list screen
 * opens with, is written into the statement as constants, so PostgreSQL plans the statement once
 * per connection and then runs the plan it keeps. With parameters there it plans again on every
 * call: it cannot see the limit, costs the kept plan as if 10% of the rows were wanted, and so
 * never prefers it; planning a list costs more than running a 20-row page. Other pages pass
 * parameters, so the statements a connection keeps stay one per list shape, not one per page.
 */
export function pageSql(page: number, pageSize: number): SQL {
  if (page === 1 && pageSize === LIMITS.pageSizeDefault) return sql.raw(`limit ${LIMITS.pageSizeDefault}`);
  return sql`limit ${pageSize} offset ${pageOffset(page, pageSize)}`;
}

/** The capped count for a Drizzle table and condition (lists built with the query builder). */
export async function cappedCountOf(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap: number = LIMITS.listCountCap,
): Promise<ListTotal> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  return listTotal(row?.n, cap);
}
