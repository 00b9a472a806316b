import { codesOf, type RevenueCategory } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import type { Periods } from '../sales/index';
import { codeList } from '../sales/index';

/** Each client's revenue of the map's two periods, in whole euros, sorted by client id. */
export type MapRevenue = { id: Int32Array; current: Float64Array; progressive: Float64Array };
export type MapRevenueKey = { agencyId: number | undefined; category: RevenueCategory | undefined; p: Periods };

/**
 * Every client's sums from `sales_daily` in one statement: the current year up to today and the
 * progressive (sales/periods.ts); the gap between the two ranges is never read. For one agency only
 * the sales credited to it count, as in its revenue screens (`sales_daily_agency_day_idx` holds
 * everything the sum reads). One row of JSON arrays: a row per client would cost more to hand over.
 */
async function computeRevenue(db: DbOrTx, { agencyId, category, p }: MapRevenueKey): Promise<MapRevenue> {
  const where: SQL[] = [
    sql`(d.day between ${p.previousStart} and ${p.progressiveEnd} or d.day between ${p.currentStart} and ${p.until})`,
  ];
  if (agencyId !== undefined) where.push(sql`d.agency_id = ${agencyId}`);
  if (category && category !== 'expo') where.push(sql`d.category in (${codeList(codesOf(category))})`);
  const [row] = await queryRows<{ data: string | null }>(
    db,
    sql`select json_build_object('id', json_agg(s.client_id order by s.client_id),
        'current', json_agg(s.current order by s.client_id),
        'progressive', json_agg(s.progressive order by s.client_id))::text as data
      from (
        select d.client_id,
          coalesce(round(sum(d.amount) filter (where d.day >= ${p.currentStart})), 0) as current,
          coalesce(round(sum(d.amount) filter (where d.day <= ${p.progressiveEnd})), 0) as progressive
        from sales_daily d where ${sql.join(where, sql` and `)}
        group by d.client_id
      ) s`,
  );
  const columns = JSON.parse(row?.data ?? '{}') as { id?: number[]; current?: number[]; progressive?: number[] };
  return {
    id: Int32Array.from(columns.id ?? []),
    current: Float64Array.from(columns.current ?? []),
    progressive: Float64Array.from(columns.progressive ?? []),
  };
}

/** How many answers one database keeps: the network's, a few agencies', a few categories'. */
const KEPT = 16;
type Kept = { version: number; revenue: Promise<MapRevenue> };
const caches = new WeakMap<object, Map<string, Kept>>();

/**
 * The revenue per client, computed once per version of the sales (`sales_version`, moved on by
 * every write of `sales_daily`) and kept per database, so the map of 100,000 clients sums a million
 * daily rows once per import or day, not on every call. Callers arriving while it is computed share
 * the one computation; a failed one is not kept.
 */
export function mapRevenue(db: DbOrTx, version: number, key: MapRevenueKey): Promise<MapRevenue> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const name = `${key.agencyId ?? 'all'}|${key.category ?? 'expo'}|${key.p.progressiveEnd}|${key.p.until}`;
  const kept = cache.get(name);
  if (kept && kept.version === version) {
    // Most recently used last: the first entry is the one to drop.
    cache.delete(name);
    cache.set(name, kept);
    return kept.revenue;
  }
  const revenue = computeRevenue(db, key);
  const entry = { version, revenue };
  cache.delete(name);
  cache.set(name, entry);
  revenue.catch(() => {
    if (cache.get(name) === entry) cache.delete(name);
  });
  while (cache.size > KEPT) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return revenue;
}

/** The index of `id` in the sorted ids, or -1. */
export function indexOfId(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = ids[mid] as number;
    if (value === id) return mid;
    if (value < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
