import { BUDGET_PARTS, type RevenueCategory } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';

const money = (v: string | number | null | undefined) => Number(v ?? 0);

/**
 * The budgets of a year as `b(agency_id, category, amount)`: each category's as set, and the
 * total (expo) as the sum of the categories that make it (BUDGET_PARTS), never a figure of its own.
 */
export function budgetRows(year: number, agencyId?: number): SQL {
  const agency = agencyId !== undefined ? sql`and agency_id = ${agencyId}` : sql``;
  const parts = sql.join(
    BUDGET_PARTS.map((c) => sql`${c}`),
    sql`, `,
  );
  return sql`(
    select agency_id, category, amount from sales_budgets where year = ${year} and category <> 'expo' ${agency}
    union all
    select agency_id, 'expo', sum(amount) from sales_budgets
      where year = ${year} and category in (${parts}) ${agency} group by agency_id
  ) b`;
}

/** Budgets of a year per revenue category: one agency's, or the sum over the network's. */
export async function budgetsOf(db: DbOrTx, year: number, agencyId?: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ category: string; amount: string }>(
    db,
    sql`select b.category, sum(b.amount) as amount from ${budgetRows(year, agencyId)} group by b.category`,
  );
  return new Map(rows.map((r) => [r.category, money(r.amount)]));
}

/**
 * The sales' version (`memo.ts`) and the budgets of a year per revenue category (one agency's or
 * the network's sum), in one statement: a revenue call's one round trip before its kept sums.
 */
export async function versionAndBudgets(
  db: DbOrTx,
  year: number,
  agencyId?: number,
): Promise<{ version: number; budgets: Map<string, number> }> {
  const [row] = await queryRows<{ version: string | number | null; budgets: Record<string, string | number> | null }>(
    db,
    sql`select (select version from sales_version where id = 1) as version,
      (select json_object_agg(x.category, x.amount) from (
        select b.category, sum(b.amount) as amount from ${budgetRows(year, agencyId)} group by b.category) x) as budgets`,
  );
  return {
    version: Number(row?.version ?? 0),
    budgets: new Map(Object.entries(row?.budgets ?? {}).map(([category, amount]) => [category, money(amount)])),
  };
}

/** Sets one budget (insert or replace): the sales module alone writes `sales_budgets`. */
export async function upsertBudget(
  db: DbOrTx,
  b: { agencyId: number; year: number; category: RevenueCategory; amount: number; userId: number },
) {
  await db.execute(
    sql`insert into sales_budgets (agency_id, year, category, amount, updated_by, updated_at)
      values (${b.agencyId}, ${b.year}, ${b.category}, ${b.amount.toFixed(2)}, ${b.userId}, now())
      on conflict (agency_id, year, category)
      do update set amount = excluded.amount, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  );
}
