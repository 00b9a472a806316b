import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { type Address, locate } from '../geo/index';

/**
 * The map's columns of a client row for an address: every write of a client's address spreads
 * them into its values, so the client is placed in the same statement.
 */
export function coordinatesOf(address: Address): { lat: number | null; lng: number | null } {
  const placed = locate(address);
  return { lat: placed?.lat ?? null, lng: placed?.lng ?? null };
}

const BATCH = 5000;

/**
 * Places the clients that have no coordinates yet: rows written before the map existed (run on
 * start and after the seeds), or by a bulk load. A partial index finds them, so once all are
 * placed this is one empty index probe; an address not even its country places stays null.
 * Answers how many were placed.
 */
export async function placeClients(db: DbOrTx): Promise<number> {
  let placed = 0;
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; city: string | null; province: string | null; country: string }>(
      db,
      sql`select id, city, province, country from clients where lat is null and id > ${after} order by id limit ${BATCH}`,
    );
    const ids: number[] = [];
    const lats: number[] = [];
    const lngs: number[] = [];
    for (const row of rows) {
      const at = locate(row);
      if (!at) continue;
      ids.push(Number(row.id));
      lats.push(at.lat);
      lngs.push(at.lng);
    }
    if (ids.length > 0) {
      await db.execute(sql`update clients c set lat = v.lat, lng = v.lng
        from unnest(${sql.param(ids)}::int[], ${sql.param(lats)}::real[], ${sql.param(lngs)}::real[]) as v(id, lat, lng)
        where c.id = v.id and c.lat is null`);
      placed += ids.length;
    }
    if (rows.length < BATCH) return placed;
    after = Number(rows[rows.length - 1]?.id);
  }
}
