import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from './index';

export type Counter = { count: number; resetAt: Date };

/**
 * Adds one to a counter kept in the database, so every API instance sees the same count.
 * One statement: concurrent hits never lose an increment.
 */
export async function hitCounter(
  db: DbOrTx,
  key: string,
  windowMs: number,
  { sliding = false }: { sliding?: boolean } = {},
): Promise<Counter> {
  // A sliding counter is kept until `windowMs` after its last hit (an idle timeout), so a slow,
  // steady series of hits keeps adding up; a fixed one starts over `windowMs` after its first.
  const resetAt = sliding
    ? sql`excluded.reset_at`
    : sql`case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end`;
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = ${resetAt}
    returning count, reset_at`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit counter returned no row');
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export async function readCounter(db: DbOrTx, key: string): Promise<Counter | null> {
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rows[0];
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
}

/** The live counters among `keys`, by key (one statement). */
export async function readCounters(db: DbOrTx, keys: string[]): Promise<Map<string, Counter>> {
  const rows = await queryRows<{ key: string; count: number; reset_at: string | Date }>(
    db,
    sql`select key, count, reset_at from rate_limits where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) and reset_at > now()`,
  );
  return new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: new Date(r.reset_at) }]));
}

/** Sets a counter to `count`, live for `ttlMs` from now, whatever it held. */
export async function setCounter(db: DbOrTx, key: string, count: number, ttlMs: number): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, ${count}, now() + make_interval(secs => ${ttlMs / 1000}))
    on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`);
}

export async function clearCounter(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Takes back one hit of a live counter (an attempt that turned out fine). */
export async function releaseCounter(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

/** Deletes every counter whose key starts with `prefix`. */
export async function clearCounters(db: DbOrTx, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.execute(sql`delete from rate_limits where key like ${pattern}`);
}
