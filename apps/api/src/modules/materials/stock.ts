import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/index';
import { AppError } from '../../lib/errors';

/**
 * The only code that moves a material's counters, with `decisions.ts` (accepting, rejecting).
 * Each move is one guarded UPDATE on the material's row: PostgreSQL locks the row, and a
 * concurrent move re-reads it before checking the guard, so two accepts can never both take the last pieces (and the table's check
 * constraint refuses any state that breaks the arithmetic, as a last line).
 *
 *   available (still to deliver) = realised − committed − delivered
 */

type Row = { id: number; available: number };

/** Available pieces now, or null for a material that is missing or archived. */
async function availableOf(tx: DbOrTx, materialId: number): Promise<number | null> {
  const rows = await queryRows<{ available: number; archived: boolean }>(
    tx,
    sql`select realised - committed - delivered as available, archived_at is not null as archived
        from materials where id = ${materialId}`,
  );
  const row = rows[0];
  return row && !row.archived ? Number(row.available) : null;
}

/**
 * Changes the loaded stock by `delta` (a new load, a corrected or deleted one). Going down is
 * refused when the pieces are already committed or delivered.
 */
export async function changeRealised(tx: Tx, materialId: number, delta: number): Promise<void> {
  const rows = await queryRows<Row>(
    tx,
    sql`update materials set realised = realised + ${delta}, updated_at = now()
        where id = ${materialId} and realised + ${delta} - committed - delivered >= 0
        returning id, realised - committed - delivered as available`,
  );
  if (rows.length > 0) return;
  const current = await queryRows<{ available: number }>(
    tx,
    sql`select realised - committed - delivered as available from materials where id = ${materialId}`,
  );
  throw new AppError(409, 'materials.errors.loadInUse', { removable: Number(current[0]?.available ?? 0) });
}

/** Keeps the pending-requests counter in step with requests created or decided. */
export async function changePending(tx: Tx, materialId: number, delta: number): Promise<void> {
  await queryRows(
    tx,
    sql`update materials set pending_requests = pending_requests + ${delta} where id = ${materialId}`,
  );
}

/** Available pieces of a live material (for a request's own check), or null. */
export { availableOf };

/**
 * The counters as the loads and requests say they should be, per material: what the stored
 * counters must always equal (the invariant the tests check after every step; the seeds use it
 * to set counters for rows they write directly).
 */
export const recountSql = sql`select m.id, coalesce(l.realised, 0)::int as realised,
    coalesce(r.committed, 0)::int as committed, coalesce(r.printed, 0)::int as printed,
    coalesce(r.delivered, 0)::int as delivered, coalesce(r.pending, 0)::int as pending_requests
  from materials m
  left join (select material_id, sum(quantity) as realised from material_loads group by material_id) l
    on l.material_id = m.id
  left join (
    select r.material_id,
      sum(r.accepted_quantity) filter (where r.status in ('accepted', 'partial') and s.status is distinct from 'shipped')
        as committed,
      sum(r.accepted_quantity) filter (where s.status = 'ready') as printed,
      sum(r.accepted_quantity) filter (where s.status = 'shipped') as delivered,
      count(*) filter (where r.status = 'pending') as pending
    from material_requests r left join shipments s on s.id = r.shipment_id group by r.material_id
  ) r on r.material_id = m.id`;

/** Sets every material's counters from its loads and requests (seeds writing rows directly). */
export async function recountStock(tx: Tx): Promise<void> {
  await queryRows(
    tx,
    sql`update materials m set realised = c.realised, committed = c.committed, printed = c.printed,
          delivered = c.delivered, pending_requests = c.pending_requests
        from (${recountSql}) c where c.id = m.id`,
  );
}
