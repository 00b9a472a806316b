import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index';

/**
 * A client staff move to another agency takes its orders along, as it takes its sales
 * (modules/sales/agency-move.ts): agents see their agency's clients' orders only (PRODUCT.md §2),
 * so the new agency's agents see them and the former agency's no longer do. The list's kept
 * totals follow through their triggers. In the transaction that moves the client.
 */
export async function moveClientOrders(tx: Tx, clientId: number, agencyId: number) {
  await tx.execute(
    sql`update order_form_orders set agency_id = ${agencyId}
        where client_id = ${clientId} and agency_id is distinct from ${agencyId}`,
  );
}
