import { LIMITS } from '@portal/contracts';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../db/index';

/** A list total: exact up to the cap, else the cap itself with `capped` set. */
export type ListTotal = { total: number; capped: boolean };

/**
 * The list pattern's count when no counter table answers the filter: count at most
 * `LIMITS.listCountCap + 1` matching rows, so a count never walks 100,000 rows.
 * `fromWhere` is the list's `from … where …` (joins only where the filter needs them).
 */
export async function cappedCount(db: DbOrTx, fromWhere: SQL, cap: number = LIMITS.listCountCap): Promise<ListTotal> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 ${fromWhere} limit ${cap + 1}) t`,
  );
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** An exact total (from a counter table, or a small table). */
export const exactTotal = (n: number): ListTotal => ({ total: n, capped: false });

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** `cappedCount` for a Drizzle table and condition (lists built with the query builder). */
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
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
