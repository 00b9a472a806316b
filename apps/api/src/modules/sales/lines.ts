import {
  codesOfFilter,
  SALES_LINE_SORTS,
  type SalesLine,
  type SalesLineSort,
  type SalesLinesQuery,
} from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, type ListTotal, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import type { Periods } from './periods';

type T = (key: string) => string;

/** The lines table's columns and their labels; `invoice` is the number and the line. */
export const SALES_LINE_COLUMNS = [
  ['day', 'sales.columns.day'],
  ['invoice', 'sales.columns.invoice'],
  ['category', 'sales.columns.category'],
  ['product', 'sales.columns.product'],
  ['quantity', 'sales.columns.quantity'],
  ['amount', 'sales.columns.amount'],
] as const;

/**
 * What each order sorts by before the invoice number and line (the lines' key, so a page is
 * always the same). The day walks `sales_lines_client_day_idx` in its order; the others sort the
 * client's lines of one year, which the same index finds.
 */
const SORTS: Record<SalesLineSort, SQL[]> = {
  day: [sql`l.day`],
  invoice: [],
  product: [sql`l.product`, sql`l.day`],
  quantity: [sql`l.quantity`, sql`l.day`],
  amount: [sql`l.amount`, sql`l.day`],
};

type LineRecord = {
  id: number | string;
  day: string;
  invoice_number: string;
  invoice_line: number;
  category: string;
  product: string;
  quantity: string;
  amount: string;
};

/**
 * One page of the lines an agency sold a client in a category, over the days the current-year
 * figure counts, in one statement with the capped total riding along (ARCHITECTURE "Lists at
 * scale"); only a page past the end asks for the total alone. Newest first unless the caller
 * chose a column.
 */
export async function salesLinesPage(
  db: DbOrTx,
  where: { agencyId: number; clientId: number },
  p: Periods,
  q: SalesLinesQuery,
  t: T,
): Promise<{ rows: SalesLine[] } & ListTotal> {
  const codes = codesOfFilter(q.category ?? 'expo');
  const parts: SQL[] = [
    sql`l.client_id = ${where.clientId}`,
    sql`l.day between ${p.currentStart} and ${p.until}`,
    sql`l.agency_id = ${where.agencyId}`,
    sql`l.category in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  ];
  if (q.q) {
    const text = containsPattern(q.q);
    parts.push(sql`(l.product ilike ${text} or l.invoice_number ilike ${text})`);
  }
  const condition = sql.join(parts, sql` and `);
  const counted = cappedCountSql(sql`from sales_lines l where ${condition}`);
  const sort: SalesLineSort =
    q.sort && (SALES_LINE_SORTS as readonly string[]).includes(q.sort) ? (q.sort as SalesLineSort) : 'day';
  const direction = (q.sort ? q.order === 'desc' : true) ? sql`desc` : sql`asc`;
  const order = sql.join(
    [...SORTS[sort], sql`l.invoice_number`, sql`l.invoice_line`].map((column) => sql`${column} ${direction}`),
    sql`, `,
  );
  const rows = await queryRows<LineRecord & { list_total: number | string }>(
    db,
    sql`select l.id, l.day::text as day, l.invoice_number, l.invoice_line, l.category, l.product, l.quantity,
        l.amount, ${counted} as list_total
      from sales_lines l where ${condition}
      order by ${order} ${pageSql(q.page, q.pageSize)}`,
  );
  const n =
    rows[0] !== undefined
      ? rows[0].list_total
      : (await queryRows<{ n: number | string }>(db, sql`select ${counted} as n`))[0]?.n;
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      day: r.day,
      invoice: r.invoice_number,
      line: Number(r.invoice_line),
      category: r.category,
      category_label: t(`sales.categories.${r.category}`),
      product: r.product,
      quantity: Number(r.quantity),
      amount: Number(r.amount),
    })),
    ...listTotal(n),
  };
}
