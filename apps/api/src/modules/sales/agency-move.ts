import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index';
import { AppError } from '../../lib/errors';

/**
 * A client's sales are filed under the agency the client belongs to (PRODUCT.md §2: an agency sees
 * its clients' revenue and invoices, and every revenue view sums the same lines). The portal keeps
 * no history of a client's agencies: the import checks a line's agent against the client's agency
 * now, and a client moved to another agency takes its sales along.
 *
 * The sales import's write and a move exclude each other through this lock: the import holds it
 * shared while it writes, a move takes it whole or is refused (it already holds the client's row,
 * which the import's lines may be waiting for, so it must not wait itself).
 */
const LOCK = sql`hashtext('sales-client-agencies')`;

/** Held by the sales import's write transaction: no client changes agency until it commits. */
export async function holdClientAgencies(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK})`);
}

/**
 * Files a client's sales lines and their daily sums under `agencyId`, in the transaction that
 * moves the client; the monthly and per-agency sums and the invoices follow through their
 * triggers. 409 while a sales import is being written.
 */
export async function moveClientSales(tx: Tx, clientId: number, agencyId: number) {
  const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK}) as ok`);
  if (!lock?.ok) throw new AppError(409, 'sheets.errors.salesImportWriting');
  await tx.execute(
    sql`update sales_lines set agency_id = ${agencyId} where client_id = ${clientId} and agency_id <> ${agencyId}`,
  );
  // The client's days under any other agency are added to its days under the new one, then go.
  await tx.execute(
    sql`insert into sales_daily as d (client_id, category, day, agency_id, quantity, amount, lines)
        select client_id, category, day, ${agencyId}::int, sum(quantity), sum(amount), sum(lines)::int
        from sales_daily where client_id = ${clientId} and agency_id <> ${agencyId}
        group by client_id, category, day
        on conflict (client_id, category, day, agency_id) do update
          set quantity = d.quantity + excluded.quantity, amount = d.amount + excluded.amount,
              lines = d.lines + excluded.lines`,
  );
  await tx.execute(sql`delete from sales_daily where client_id = ${clientId} and agency_id <> ${agencyId}`);
}
