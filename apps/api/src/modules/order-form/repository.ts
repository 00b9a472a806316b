import type { OrderFormListQuery, OrderFormState } from '@portal/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, exactTotal, listTotal, pageSql } from '../../lib/list';
import { orderFormLines } from './schema';

/** Whose orders a user sees: staff all, an agent their agency's, a customer its own company's. */
export type OrderScope = { kind: 'all' } | { kind: 'agency'; agencyId: number } | { kind: 'client'; clientId: number };

export type OrderRecord = {
  id: number;
  number: string;
  state: OrderFormState;
  client_id: number;
  client: string;
  agency_id: number | null;
  agency: string | null;
  created_by_id: number;
  created_by: string;
  customer_code: string;
  province: string;
  model: string;
  finish: string;
  handle: string;
  top: string;
  carcass: string;
  plinth: string;
  feet: string;
  reference: string;
  order_date: string | null;
  requested_delivery_date: string | null;
  payment: string;
  consent_at: string | Date | null;
  line_count: number;
  attachment_count: number;
  send_error: string | null;
  /** Only in the detail (DETAIL_COLUMNS): the last change's Idempotency-Key. */
  update_key?: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
};

const ROW_COLUMNS = sql`o.id, o.number, o.state, o.client_id, c.company_name as client, o.agency_id, a.name as agency,
  o.created_by as created_by_id, trim(u.name || ' ' || u.surname) as created_by, o.customer_code, o.reference, o.model,
  to_char(o.order_date, 'YYYY-MM-DD') as order_date,
  to_char(o.requested_delivery_date, 'YYYY-MM-DD') as requested_delivery_date,
  o.line_count, o.attachment_count, o.created_at, o.sent_at`;

const DETAIL_COLUMNS = sql`${ROW_COLUMNS}, o.province, o.finish, o.handle, o.top, o.carcass, o.plinth, o.feet,
  o.payment, o.consent_at, o.send_error, o.update_key`;

const JOINS = sql`join clients c on c.id = o.client_id left join agencies a on a.id = o.agency_id
  join users u on u.id = o.created_by`;

export function scopeSql(scope: OrderScope): SQL {
  if (scope.kind === 'agency') return sql`o.agency_id = ${scope.agencyId}`;
  if (scope.kind === 'client') return sql`o.client_id = ${scope.clientId}`;
  return sql`true`;
}

/** The text a list search matches: the start of the reference or the customer code, or the number. */
function searchSql(q: string): SQL {
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`((lower(o.reference) collate "C") like ${prefix} or (lower(o.customer_code) collate "C") like ${prefix}
    or (o.number collate "C") like ${prefix})`;
}

const ORDERS: Record<OrderFormListQuery['sort'], { asc: SQL; desc: SQL }> = {
  created_at: { asc: sql`o.created_at asc, o.id asc`, desc: sql`o.created_at desc, o.id desc` },
  order_date: { asc: sql`o.order_date asc nulls first, o.id asc`, desc: sql`o.order_date desc nulls last, o.id desc` },
  number: { asc: sql`o.number asc`, desc: sql`o.number desc` },
};

/**
 * The list's total from `order_form_counts` when the filters are those it holds (the scope of
 * staff or an agency, the state, the agency): a sum of a few rows, exact. Undefined for the rest
 * (a client's orders, dates, a search), which are counted up to the cap.
 */
function keptTotalSql(scope: OrderScope, f: OrderFormListQuery): SQL | undefined {
  if (scope.kind === 'client' || f.client || f.from || f.to || f.q) return undefined;
  const where = [
    scope.kind === 'agency' ? sql`agency_id = ${scope.agencyId}` : undefined,
    f.agency ? sql`agency_id = ${f.agency}` : undefined,
    f.state ? sql`state = ${f.state}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return sql`(select coalesce(sum(n), 0)::int from order_form_counts
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``})`;
}

/**
 * A page of orders in the scope, newest first by default: the ids of the page from an index of
 * (scope or filter, created_at), then their rows; the total from the counters (keptTotalSql), or
 * else capped as every list's.
 */
export async function listOrders(db: DbOrTx, scope: OrderScope, f: OrderFormListQuery) {
  const where = sql.join(
    [
      scopeSql(scope),
      f.state ? sql`o.state = ${f.state}` : undefined,
      f.agency ? sql`o.agency_id = ${f.agency}` : undefined,
      f.client ? sql`o.client_id = ${f.client}` : undefined,
      f.from ? sql`o.order_date >= ${f.from}::date` : undefined,
      f.to ? sql`o.order_date <= ${f.to}::date` : undefined,
      f.q ? searchSql(f.q) : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const order = ORDERS[f.sort][f.order];
  const kept = keptTotalSql(scope, f);
  const totalSql = kept ?? cappedCountSql(sql`from order_form_orders o where ${where}`);
  const total = (n: number | string | undefined) => (kept ? exactTotal(Number(n ?? 0)) : listTotal(n ?? 0));
  const rows = await queryRows<OrderRecord & { list_total: number }>(
    db,
    sql`with page as (select o.id from order_form_orders o where ${where} order by ${order} ${pageSql(f.page, f.pageSize)})
        select ${ROW_COLUMNS}, ${totalSql} as list_total
        from page join order_form_orders o on o.id = page.id ${JOINS}
        order by ${order}`,
  );
  if (rows.length === 0 && f.page > 1) {
    const [count] = await queryRows<{ n: number }>(db, sql`select ${totalSql} as n`);
    return { rows, ...total(count?.n) };
  }
  return { rows, ...total(rows[0]?.list_total) };
}

/** One order the scope may see (another's answers as a missing one); `lock` for a change. */
export async function findOrder(db: DbOrTx, scope: OrderScope, id: number, lock = false) {
  const [row] = await queryRows<OrderRecord>(
    db,
    sql`select ${DETAIL_COLUMNS} from order_form_orders o ${JOINS}
        where o.id = ${id} and ${scopeSql(scope)} ${lock ? sql`for update of o` : sql``}`,
  );
  return row;
}

/** The order a user created with an `Idempotency-Key`, if any. */
export async function orderByIdempotencyKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await queryRows<{ id: number; number: string; state: OrderFormState }>(
    db,
    sql`select id, number, state from order_form_orders where created_by = ${userId} and idempotency_key = ${key}`,
  );
  return row;
}

export function orderLines(db: DbOrTx, orderId: number) {
  return db
    .select({ quantity: orderFormLines.quantity, description: orderFormLines.description })
    .from(orderFormLines)
    .where(eq(orderFormLines.orderId, orderId))
    .orderBy(asc(orderFormLines.position));
}

export async function replaceLines(
  tx: DbOrTx,
  orderId: number,
  lines: readonly { quantity: number | null; description: string }[],
) {
  await tx.delete(orderFormLines).where(and(eq(orderFormLines.orderId, orderId)));
  if (lines.length === 0) return;
  await tx
    .insert(orderFormLines)
    .values(
      lines.map((line, position) => ({ orderId, position, quantity: line.quantity, description: line.description })),
    );
}

/** The next number of the year (`order_form_numbers`), in the creating transaction: the row lock orders them. */
export async function nextNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into order_form_numbers (year, last) values (${year}, 1)
        on conflict (year) do update set last = order_form_numbers.last + 1 returning last`,
  );
  return Number(row?.last);
}

/** An id for an order about to be created: its files are stored under it before the row exists. */
export async function reserveOrderId(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('order_form_orders', 'id'))::int as id`,
  );
  return Number(row?.id);
}
