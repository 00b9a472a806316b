import { sql } from 'drizzle-orm';
import type { LargeStep } from '../../db/seed/large/types';

/** One appliance of the large price list in this many is in the ready stock: 5,000 of 100,000. */
const ONE_IN = 20;

/**
 * The ready-for-delivery stock at the size of PRODUCT.md §7: 5,000 appliances of the large price
 * list (codes after the demo's), 1 to 9 pieces each, so every availability shows.
 */
export const largeReadyStock: LargeStep = {
  name: 'ready-stock',
  async run(tx, ctx) {
    await tx.execute(
      sql`insert into appliance_stock (appliance_id, quantity, warehouse)
          select id, 1 + id % 9, 'Verona' from (
            select id, row_number() over (order by id) as n from appliances where code >= 'EL-001001') a
          where a.n % ${ONE_IN} = 1`,
    );
    ctx.log('  ready stock: done');
  },
};
