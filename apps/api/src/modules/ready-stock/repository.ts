import type { ReadyStockListQuery, ReservationListQuery, ReservationState } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';

/** What the active reservations hold, per appliance, for the appliances `ids` selects. */
const heldOf = (ids: SQL) =>
  sql`(select appliance_id, sum(quantity)::int as held from ready_stock_reservations
       where state in ('requested', 'accepted') and appliance_id in (${ids}) group by appliance_id)`;

export type ReadyRecord = {
  id: number;
  code: string;
  ean: string;
  type: string;
  brand: string;
  internal_code: string;
  description: string;
  price: string;
  weight_kg: string | null;
  free: number;
};

/** A page of the appliances in stock, by code; `free` is the stock less what reservations hold. */
export async function listReady(db: DbOrTx, f: ReadyStockListQuery) {
  const where = sql.join(
    [
      sql`k.quantity > 0`,
      f.type ? sql`a.type = ${f.type}` : undefined,
      f.brand ? sql`a.brand = ${f.brand}` : undefined,
      f.q
        ? sql`lower(a.code || ' ' || a.ean || ' ' || a.internal_code || ' ' || a.brand || ' ' || a.description)
              like ${containsPattern(f.q.toLowerCase())}`
        : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const from = sql`from appliance_stock k join appliances a on a.id = k.appliance_id where ${where}`;
  // Every stock row has its appliance (a foreign key): with no filter on the appliance, the count
  // reads the stock alone (its partial index), not a join per row.
  const counted = f.type || f.brand || f.q ? from : sql`from appliance_stock k where k.quantity > 0`;
  const rows = await queryRows<ReadyRecord & { list_total: number }>(
    db,
    sql`with page as (select a.id, a.code, k.quantity ${from} order by a.code ${pageSql(f.page, f.pageSize)})
        select a.id, a.code, a.ean, a.type, a.brand, a.internal_code, a.description, a.price::text as price,
          a.weight_kg::text as weight_kg, greatest(page.quantity - coalesce(h.held, 0), 0)::int as free,
          ${cappedCountSql(counted)} as list_total
        from page join appliances a on a.id = page.id
        left join ${heldOf(sql`select id from page`)} h on h.appliance_id = a.id
        order by a.code`,
  );
  return { rows, ...listTotal(rows[0]?.list_total ?? 0) };
}

/** The types and brands in stock, for the list's filters. */
export async function readyFacets(db: DbOrTx) {
  return queryRows<{ type: string; brand: string }>(
    db,
    sql`select distinct a.type, a.brand from appliance_stock k join appliances a on a.id = k.appliance_id
        where k.quantity > 0 order by 1, 2`,
  );
}

/**
 * Locks an appliance's stock row (`for update`), then counts what the active reservations hold:
 * whoever holds the lock is the only one counting, so two buyers never both get the last unit.
 * Two statements on purpose: a statement sees the data as of its start, so the count must come
 * after the lock is granted to see the reservation of the buyer who held it before.
 */
export async function lockStock(tx: DbOrTx, applianceId: number) {
  const [row] = await queryRows<{ quantity: number; code: string; description: string }>(
    tx,
    sql`select k.quantity, a.code, a.description from appliance_stock k join appliances a on a.id = k.appliance_id
        where k.appliance_id = ${applianceId} for update of k`,
  );
  if (!row) return undefined;
  const [held] = await queryRows<{ held: number }>(
    tx,
    sql`select coalesce(sum(quantity), 0)::int as held from ready_stock_reservations
        where appliance_id = ${applianceId} and state in ('requested', 'accepted')`,
  );
  return { ...row, held: held?.held ?? 0 };
}

export type ReservationRecord = {
  id: number;
  appliance_id: number;
  code: string;
  description: string;
  brand: string;
  client_id: number;
  client: string;
  agency_id: number;
  agency: string;
  ordered_by: string;
  ordered_by_id: number;
  buyer_email: string;
  buyer_language: string;
  quantity: number;
  delivery_mode: 'next_load' | 'self_collection';
  ready_on: string | null;
  collect_by: string | null;
  state: ReservationState;
  reason: string | null;
  created_at: string | Date;
};

const COLUMNS = sql`r.id, r.appliance_id, a.code, a.description, a.brand, r.client_id, c.company_name as client,
  r.agency_id, g.name as agency, trim(u.name || ' ' || u.surname) as ordered_by, u.id as ordered_by_id,
  u.email as buyer_email, u.language as buyer_language, r.quantity, r.delivery_mode, r.ready_on::text as ready_on,
  r.collect_by::text as collect_by, r.state, r.reason, r.created_at`;
const JOINS = sql`join appliances a on a.id = r.appliance_id join clients c on c.id = r.client_id
  join agencies g on g.id = r.agency_id join users u on u.id = r.ordered_by`;

/** Who sees which reservations: staff all, an agent their agency's, a customer its company's. */
export type ReservationScope =
  | { kind: 'all' }
  | { kind: 'agency'; agencyId: number }
  | { kind: 'client'; clientId: number };

const scopeSql = (scope: ReservationScope) =>
  scope.kind === 'all'
    ? sql`true`
    : scope.kind === 'agency'
      ? sql`r.agency_id = ${scope.agencyId}`
      : sql`r.client_id = ${scope.clientId}`;

/** A page of reservations, newest first. */
export async function listReservations(db: DbOrTx, scope: ReservationScope, f: ReservationListQuery) {
  const where = sql.join(
    [
      scopeSql(scope),
      f.state ? sql`r.state = ${f.state}` : undefined,
      f.agency ? sql`r.agency_id = ${f.agency}` : undefined,
      f.client ? sql`r.client_id = ${f.client}` : undefined,
      f.q
        ? sql`r.appliance_id in (select id from appliances where lower(code || ' ' || description) like ${containsPattern(f.q.toLowerCase())})`
        : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const from = sql`from ready_stock_reservations r where ${where}`;
  const rows = await queryRows<ReservationRecord & { list_total: number }>(
    db,
    sql`with page as (select r.id ${from} order by r.created_at desc, r.id desc ${pageSql(f.page, f.pageSize)})
        select ${COLUMNS}, ${cappedCountSql(from)} as list_total
        from page join ready_stock_reservations r on r.id = page.id ${JOINS}
        order by r.created_at desc, r.id desc`,
  );
  return { rows, ...listTotal(rows[0]?.list_total ?? 0) };
}

/** One reservation, locked for a change. */
export async function lockReservation(tx: DbOrTx, id: number) {
  const [row] = await queryRows<ReservationRecord>(
    tx,
    sql`select ${COLUMNS} from ready_stock_reservations r ${JOINS} where r.id = ${id} for update of r`,
  );
  return row;
}

/** A client the buyer may reserve for, with its agency: an agent's agency's retailer, or the customer's own. */
export async function buyerClient(db: DbOrTx, clientId: number, agencyId: number | null) {
  const [row] = await queryRows<{ id: number; agency_id: number }>(
    db,
    sql`select id, agency_id from clients
        where id = ${clientId} and agency_id is not null and status <> 'deleted'
        ${agencyId === null ? sql`` : sql`and agency_id = ${agencyId}`}`,
  );
  return row;
}
