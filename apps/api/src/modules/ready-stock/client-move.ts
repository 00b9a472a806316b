import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index';

/**
 * A client staff move to another agency takes its reservations along (as its sales and orders):
 * the new agency's agents see them, the former agency's no longer do. In the moving transaction.
 */
export async function moveClientReservations(tx: Tx, clientId: number, agencyId: number) {
  await tx.execute(
    sql`update ready_stock_reservations set agency_id = ${agencyId}
        where client_id = ${clientId} and agency_id is distinct from ${agencyId}`,
  );
}
