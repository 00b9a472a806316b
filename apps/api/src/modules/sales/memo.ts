import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';

/**
 * The sales' version (`sales_version`, migration 0025): moved on, inside the writing transaction,
 * by every statement that writes `sales_daily` (the import, an agency move, the seeds), so a
 * committed change of any sale is a new version for every instance that reads it.
 */
export async function salesVersion(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from sales_version where id = 1`);
  return Number(row?.version ?? 0);
}

type Kept = { version: number; value: Promise<unknown>; size: number };
type Cache = { entries: Map<string, Kept>; size: number };

/** At most this many sums are kept per database, and about this many characters of them. */
const MAX_ENTRIES = 2048;
const MAX_SIZE = 32 * 1024 * 1024;
const caches = new WeakMap<object, Cache>();

/**
 * Sums of the sales computed once per version of the sales and kept per database (a transaction
 * keeps its own, dropped with it): revenue calls read their sums from here instead of summing the
 * aggregates again on every call, since the sales change only with an import while the rest of the
 * portal is written all day. The version must be read (`salesVersion`) before `compute` runs, so
 * what is kept under it is never older than it. Callers arriving while a sum is computed share the
 * one computation; a failed one is not kept. `sizeOf` says what a value weighs (characters).
 */
export function remembered<T>(
  db: DbOrTx,
  version: number,
  key: string,
  compute: () => Promise<T>,
  sizeOf: (value: T) => number = () => 1000,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), size: 0 };
    caches.set(db, cache);
  }
  const store = cache;
  const kept = store.entries.get(key);
  if (kept && kept.version === version) {
    // Most recently used last: the first entries are the ones to drop.
    store.entries.delete(key);
    store.entries.set(key, kept);
    return kept.value as Promise<T>;
  }
  // A computation from an older version never replaces a newer one's.
  if (kept && kept.version > version) return compute();
  const entry: Kept = { version, value: compute(), size: 0 };
  drop(store, key);
  store.entries.set(key, entry);
  entry.value.then(
    (value) => {
      if (store.entries.get(key) !== entry) return;
      entry.size = sizeOf(value as T);
      store.size += entry.size;
      for (const [oldest, old] of store.entries) {
        if (store.size <= MAX_SIZE && store.entries.size <= MAX_ENTRIES) break;
        drop(store, oldest, old);
      }
    },
    () => drop(store, key, entry),
  );
  while (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next().value;
    if (oldest === undefined) break;
    drop(store, oldest);
  }
  return entry.value as Promise<T>;
}

function drop(store: Cache, key: string, only?: Kept) {
  const kept = store.entries.get(key);
  if (!kept || (only && kept !== only)) return;
  store.entries.delete(key);
  store.size -= kept.size;
}
