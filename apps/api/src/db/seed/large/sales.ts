import { sql } from 'drizzle-orm';
import { queryRows } from '../../index';
import { salesBudgetsSql, salesDailySql, salesLinesSql } from '../sales';
import type { LargeStep } from './types';

/** Lines a client gets from the demo pattern: 8 categories × one invoice a month for about 35 months. */
const LINES_PER_CLIENT = 280;

/**
 * Sales lines at the size of PRODUCT.md §7 (1,000,000 for 100,000 clients): every n-th large
 * client gets the demo pattern, in slices of clients so no statement grows too big, then the
 * daily sums and the budgets are rebuilt from the lines.
 */
export const largeSales: LargeStep = {
  name: 'sales',
  async run(tx, ctx) {
    const target = Math.round(ctx.sizes.clients * 10);
    const [range] = await queryRows<{ lo: number; hi: number; n: number }>(
      tx,
      sql`select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from clients
          where kind = 'retailer' and agency_id is not null and status <> 'deleted'
            and not exists (select 1 from sales_lines l where l.client_id = clients.id)`,
    );
    if (!range || range.n === 0) return;
    const every = Math.max(1, Math.floor(range.n / Math.max(1, target / LINES_PER_CLIENT)));
    const slice = 2000 * every;
    for (let from = range.lo; from <= range.hi; from += slice) {
      await tx.execute(
        salesLinesSql(
          sql`c.kind = 'retailer' and c.agency_id is not null and c.status <> 'deleted' and c.id % ${every} = 0
              and c.id between ${from} and ${from + slice - 1}
              and not exists (select 1 from sales_lines l where l.client_id = c.id)`,
        ),
      );
      ctx.log(`  sales lines: clients up to ${Math.min(range.hi, from + slice - 1)} of ${range.hi}`);
    }
    await tx.execute(sql`delete from sales_daily`);
    await tx.execute(salesDailySql(sql`true`));
    // The large agencies' budgets too; the demo agencies keep theirs.
    await tx.execute(sql`delete from sales_budgets where updated_by is null`);
    await tx.execute(salesBudgetsSql());
  },
};
