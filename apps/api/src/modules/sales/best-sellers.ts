import { type BestSellers, type BestSellersQuery, codesOf } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { thisYear } from './periods';
import type { Place } from './service';

type T = (key: string) => string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the months asked for: a year, or `from` to `to`, this year by default. */
export function monthsOf(q: Pick<BestSellersQuery, 'year' | 'from' | 'to'>) {
  const year = q.year ?? thisYear();
  const from = q.from ?? `${year}-01`;
  const to = q.to ?? `${year}-12`;
  const [y, m] = to.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from, to, firstDay: `${from}-01`, lastDay: `${to}-${pad(last)}` };
}

const COLUMNS = ['rank', 'product', 'category', 'quantity', 'amount', 'share'] as const;

type Ranked = {
  product: string;
  category: string;
  quantity: string;
  amount: string;
  products: string | number;
  all_quantity: string | null;
  all_amount: string | null;
};

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * sales/best-sellers: the products of a revenue category ranked by revenue or pieces over whole
 * months, in one statement over the sales lines (the daily sums do not keep the product): the
 * network's walks `sales_lines_category_day_idx` without the heap, an agency's or a client's its
 * own index. The number of products and the period's sums ride along as window aggregates.
 */
export async function bestSellers(db: DbOrTx, place: Place, q: BestSellersQuery, t: T): Promise<BestSellers> {
  const category = q.category ?? 'expo';
  const period = monthsOf(q);
  const codes = codesOf(category);
  const parts: SQL[] = [
    sql`l.category in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
    sql`l.day between ${period.firstDay} and ${period.lastDay}`,
  ];
  if (place.agency) parts.push(sql`l.agency_id = ${place.agency.id}`);
  if (place.client) parts.push(sql`l.client_id = ${place.client.id}`);
  const order = q.by === 'quantity' ? sql`sum(l.quantity) desc, sum(l.amount) desc` : sql`sum(l.amount) desc`;
  const rows = await queryRows<Ranked>(
    db,
    sql`select l.product, l.category, sum(l.quantity) as quantity, sum(l.amount) as amount,
        count(*) over () as products, sum(sum(l.quantity)) over () as all_quantity,
        sum(sum(l.amount)) over () as all_amount
      from sales_lines l where ${sql.join(parts, sql` and `)}
      group by l.product, l.category
      order by ${order}, l.product, l.category
      limit ${q.limit}`,
  );
  const first = rows[0];
  const totals = { quantity: Number(first?.all_quantity ?? 0), amount: Number(first?.all_amount ?? 0) };
  const whole = q.by === 'quantity' ? totals.quantity : totals.amount;
  return {
    table_headers: COLUMNS.map((key) => ({ key, label: t(`sales.columns.${key}`) })),
    rows: rows.map((r, i) => {
      const quantity = Number(r.quantity);
      const amount = Number(r.amount);
      return {
        rank: i + 1,
        product: r.product,
        category: r.category,
        category_label: t(`sales.categories.${r.category}`),
        quantity,
        amount,
        share: percent(q.by === 'quantity' ? quantity : amount, whole),
      };
    }),
    category,
    by: q.by,
    from: period.from,
    to: period.to,
    products: Number(first?.products ?? 0),
    totals,
    scope: place,
  };
}
