import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { files, fileUploads } from './schema';

/** Lists bytes as loose (no record names them yet, or any more), from now. */
export async function markLoose(db: DbOrTx, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .insert(fileUploads)
    .values(keys.map((storageKey) => ({ storageKey })))
    .onConflictDoUpdate({ target: fileUploads.storageKey, set: { since: sql`now()` } });
}

/** Bytes a record now names, or that are gone. */
export async function forgetLoose(db: DbOrTx, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(fileUploads).where(inArray(fileUploads.storageKey, [...keys]));
}

/** Loose bytes listed longer ago than `graceMs` that no record names: what the sweeper removes. */
export async function staleLoose(db: DbOrTx, graceMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: fileUploads.storageKey })
    .from(fileUploads)
    .where(
      sql`${fileUploads.since} < now() - make_interval(secs => ${graceMs / 1000})
        and not exists (select 1 from ${files} where ${files.storageKey} = ${fileUploads.storageKey})`,
    )
    .limit(limit);
  return rows.map((row) => row.storageKey);
}
