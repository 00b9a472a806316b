import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/index';
import { AppError } from '../../lib/errors';

/**
 * The only code that moves a material's counters. Each move is one guarded UPDATE on the
 * material's row: PostgreSQL locks the row, and a concurrent move re-reads it before checking
 * the guard, so two accepts can never both take the last pieces (and the table's check
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

export type PendingDecision = {
  id: number;
  status: 'accepted' | 'partial' | 'rejected';
  /** The pieces given, for a partial acceptance. */
  partialQuantity: number | null;
  reason: string | null;
  userId: number;
  ip: string | null;
};

/** What the request was before the decision, and whether the decision was written. */
export type DecisionOutcome = {
  status: string;
  quantity: number;
  material_id: number;
  accepted: number | null;
  decided: boolean;
};

/**
 * Decides a pending request in one statement, so a burst of accepts costs one round trip each:
 * it locks the request, commits the accepted pieces under the guard `available >= accepted` (the
 * material's row lock makes a concurrent accept re-read the row before checking it), lowers the
 * pending counter, writes the decision and its audit line. When a step finds nothing to do (not
 * pending, a partial quantity not below the asked one, not enough stock) nothing is written, and
 * the caller reads why from the outcome. Undefined when the request does not exist.
 */
export async function decidePending(db: DbOrTx, d: PendingDecision): Promise<DecisionOutcome | undefined> {
  const rows = await queryRows<DecisionOutcome>(
    db,
    sql`with req as (
          select id, status, material_id, quantity from material_requests where id = ${d.id} for update
        ), pick as (
          select id, material_id,
            case ${d.status}::text when 'accepted' then quantity when 'partial' then ${d.partialQuantity}::int end as accepted
          from req
          where status = 'pending' and (${d.status}::text <> 'partial' or ${d.partialQuantity}::int < quantity)
        ), stock as (
          update materials m
          set committed = m.committed + coalesce(p.accepted, 0), pending_requests = m.pending_requests - 1,
            updated_at = case when p.accepted is null then m.updated_at else now() end
          from pick p
          where m.id = p.material_id
            and (p.accepted is null or (m.archived_at is null and m.realised - m.committed - m.delivered >= p.accepted))
          returning p.id, p.accepted
        ), decided as (
          update material_requests r
          set status = ${d.status}::text, accepted_quantity = s.accepted, reason = ${d.reason}::text,
            decided_by = ${d.userId}::int, decided_at = now(), updated_at = now()
          from stock s
          where r.id = s.id
          returning r.id, s.accepted
        ), audit as (
          insert into audit_events (actor_user_id, action, entity, entity_id, data, ip)
          select ${d.userId}::int, ${`material.request.${d.status}`}::text, 'material_request', id::text,
            jsonb_build_object('accepted', accepted), ${d.ip}::text
          from decided
        )
        select req.status, req.quantity, req.material_id, (select accepted from decided) as accepted,
          exists (select 1 from decided) as decided
        from req`,
  );
  return rows[0];
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
