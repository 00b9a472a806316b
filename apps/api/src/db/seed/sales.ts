import { REVENUE_CATEGORIES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../index';
import type { DemoStep } from './types';

/**
 * Sales lines for the clients `where` selects: an invoice a month (between the 11th and the
 * 15th) from January two years ago up to today, one line per category code (one of five models),
 * amounts varying by client, month and category, with a yearly trend per client (−18 % to +18 %)
 * and a quiet August, so revenue screens and the map have figures and both kinds of trend.
 * Set-based and deterministic (no random numbers): the same clients give the same lines.
 */
export function salesLinesSql(where: SQL): SQL {
  return sql`
    with cats(code, k, base, unit, product) as (values
      ('NN', 1, 9000, 3000, 'Cucina componibile'), ('E2', 2, 1800, 600, 'Forno da incasso'),
      ('PN', 3, 900, 450, 'Frigorifero'), ('PK', 4, 700, 350, 'Lavastoviglie'),
      ('PJ', 5, 1200, 400, 'Top just-in-time'), ('PL', 6, 800, 200, 'Alzatina'),
      ('PS', 7, 1500, 250, 'Tavolo e sedie'), ('PR', 8, 300, 300, 'Premio fedeltà')),
    months as (
      select i, make_date(extract(year from current_date)::int - 2 + i / 12, i % 12 + 1, 1) as first_day
      from generate_series(0, 35) i),
    src as (
      select c.id as client_id, c.agency_id, cats.*, m.i, h.h,
             (m.first_day + (h.d + c.id % 5))::date as day,
             extract(year from m.first_day)::int - extract(year from current_date)::int + 2 as year_index
      from clients c
      cross join cats cross join months m
      cross join (values (0, 10)) as h(h, d)
      where ${where})
    insert into sales_lines (invoice_number, invoice_line, day, agency_id, client_id, category, product, quantity, amount)
    select 'FT' || to_char(day, 'YYYY') || '-' || lpad(client_id::text, 6, '0') || '-' || lpad((i + 1)::text, 2, '0'),
           k, day, agency_id, client_id, code,
           -- Five models per category, picked by client and month, so best sellers have a ranking.
           product || ' ' || (array['Aurora', 'Brera', 'Cortina', 'Dolomiti', 'Elba'])[1 + (client_id * 3 + i * 7 + k) % 5],
           greatest(1, round(amount / unit)), amount
    from (
      select *, round((base * (0.6 + ((client_id * 37 + k * 101 + i * 13 + h * 7) % 97) / 120.0)
                      * (1 + ((client_id % 7) - 3) * 0.06 * year_index)
                      * (case when extract(month from day) = 8 then 0.3 else 1 end))::numeric, 2) as amount
      from src where day <= current_date) lines`;
}

/** The daily sums of the lines `where` selects (the import keeps them in step afterwards). */
export function salesDailySql(where: SQL): SQL {
  return sql`
    insert into sales_daily (client_id, category, day, agency_id, quantity, amount, lines)
    select client_id, category, day, agency_id, sum(quantity), sum(amount), count(*)::int
    from sales_lines where ${where}
    group by client_id, category, day, agency_id`;
}

/**
 * Budgets of every agency with sales, per revenue category, for this year and the last: the
 * year before's sales plus 5 %, in hundreds of euros, so the screens show budgets both met and missed.
 */
export function salesBudgetsSql(): SQL {
  const pairs = REVENUE_CATEGORIES.flatMap((c) => c.codes.map((code) => sql`(${c.key}, ${code})`));
  return sql`
    with cats(key, code) as (values ${sql.join(pairs, sql`, `)}),
    years(y) as (values (extract(year from current_date)::int), (extract(year from current_date)::int - 1))
    insert into sales_budgets (agency_id, year, category, amount)
    select d.agency_id, years.y, cats.key, round(sum(d.amount) * 1.05, -2)
    from years cross join cats
    join sales_daily d on d.category = cats.code and extract(year from d.day) = years.y - 1
    group by d.agency_id, years.y, cats.key
    having sum(d.amount) > 0`;
}

async function seedSales(tx: Tx): Promise<void> {
  await tx.execute(salesLinesSql(sql`c.kind = 'retailer' and c.agency_id is not null and c.status <> 'deleted'`));
  await tx.execute(salesDailySql(sql`true`));
  await tx.execute(salesBudgetsSql());
}

/** Two full years and the current one of sales for every demo client, in every category, and budgets (PRODUCT.md §6). */
export const demoSales: DemoStep = { name: 'sales', run: (tx) => seedSales(tx) };
