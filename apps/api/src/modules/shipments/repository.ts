import { type Language, LIMITS, type PreparationOrder, type ShipmentStatus } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { clientSearchText, clients } from '../../db/schema/index';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import type { Scope } from '../clients/index';

export type ShipmentRecord = {
  id: number;
  status: ShipmentStatus;
  agency_id: number;
  agency: string;
  client_id: number;
  client: string;
  recipient: string;
  address: string;
  postal_code: string;
  city: string;
  province: string | null;
  country: string;
  parcels: number | null;
  waybill: string | null;
  notes: string | null;
  internal_note: string | null;
  pieces: number;
  created_at: string | Date;
  shipped_at: string | Date | null;
};

const COLUMNS = sql`s.id, s.status, s.agency_id, a.name as agency, s.client_id, c.company_name as client, s.recipient,
  s.address, s.postal_code, s.city, s.province, s.country, s.parcels, s.waybill, s.notes, s.internal_note,
  coalesce(p.pieces, 0)::int as pieces, s.created_at, s.shipped_at`;

/** Pieces per shipment, for the given shipments only. */
const piecesOf = (ids: SQL) =>
  sql`(select shipment_id, sum(accepted_quantity) as pieces from material_requests
       where shipment_id in (${ids}) group by shipment_id)`;

export type ShipmentFilter = {
  agency?: number;
  client?: number;
  status?: ShipmentStatus;
  shipped?: 'true' | 'false';
  recipient?: string;
  /** Text the row shows: the number, the client (name or code), the recipient, the city, the waybill. */
  q?: string;
  /** Newest first unless said otherwise. */
  orderBy?: PreparationOrder;
  page: number;
  pageSize: number;
};

/**
 * The orders a list may ask for. By date, a (filter, created_at) index is walked either way; by
 * client or agency name the page needs the names, so those two are offered for the preparations
 * (shipments still to be sent), a set the warehouse keeps small whatever the table's size.
 */
const SHIPMENT_ORDERS: Record<PreparationOrder, { order: SQL; names: boolean }> = {
  newest: { order: sql`s.created_at desc, s.id desc`, names: false },
  oldest: { order: sql`s.created_at asc, s.id asc`, names: false },
  client: { order: sql`c.name_sort, c.id, s.created_at desc, s.id desc`, names: true },
  agency: { order: sql`a.name, a.id, s.created_at desc, s.id desc`, names: true },
};

/**
 * A shipment whose number, client, recipient, city or waybill contains the text (`q`): the clients
 * through their trigram index (the header search's very expression), the rest on the shipments
 * the other filters leave, walked newest first as without a search (its count capped).
 */
function searchSql(q: string): SQL {
  const text = containsPattern(q.toLowerCase());
  return sql`(s.client_id in (select ${clients.id} from ${clients} where ${clientSearchText(clients)} like ${text})
    or lower(s.recipient) like ${text} or lower(s.city) like ${text} or lower(s.waybill) like ${text}
    or 'sp' || lpad(s.id::text, 7, '0') like ${text})`;
}

/** A page of shipments, newest first (or `orderBy`), from one of the (filter, created_at) indexes. */
export async function listShipments(db: DbOrTx, scope: Scope, f: ShipmentFilter) {
  const agency = scope.kind === 'agency' ? scope.agencyId : f.agency;
  const like = f.recipient ? containsPattern(f.recipient) : undefined;
  const where = sql.join(
    [
      agency !== undefined ? sql`s.agency_id = ${agency}` : sql`true`,
      f.client ? sql`s.client_id = ${f.client}` : undefined,
      f.status ? sql`s.status = ${f.status}` : undefined,
      // Literals, not parameters: the planner matches them to the partial index shipments_active_created_idx.
      f.shipped === 'false' ? sql`s.status <> 'shipped'` : undefined,
      f.shipped === 'true' ? sql`s.status = 'shipped'` : undefined,
      like ? sql`s.recipient ilike ${like}` : undefined,
      f.q ? searchSql(f.q) : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const { order, names } = SHIPMENT_ORDERS[f.orderBy ?? 'newest'];
  const joins = names ? sql`join agencies a on a.id = s.agency_id join clients c on c.id = s.client_id` : sql``;
  const rows = await queryRows<ShipmentRecord & { list_total: number }>(
    db,
    sql`with page as (
          select s.id from shipments s ${joins} where ${where}
          order by ${order} ${pageSql(f.page, f.pageSize)}
        )
        select ${COLUMNS}, ${cappedCountSql(sql`from shipments s where ${where}`)} as list_total
        from page join shipments s on s.id = page.id join agencies a on a.id = s.agency_id
        join clients c on c.id = s.client_id left join ${piecesOf(sql`select id from page`)} p on p.shipment_id = s.id
        order by ${order}`,
  );
  return { rows, ...listTotal(rows[0]?.list_total ?? 0) };
}

/** One shipment the scope may see (another agency's answers like a missing one); `lock` for a change. */
export async function findShipment(db: DbOrTx, scope: Scope, id: number, lock = false) {
  const [row] = await queryRows<ShipmentRecord>(
    db,
    sql`select ${COLUMNS} from shipments s join agencies a on a.id = s.agency_id join clients c on c.id = s.client_id
        left join ${piecesOf(sql`${id}`)} p on p.shipment_id = s.id
        where s.id = ${id} ${scope.kind === 'agency' ? sql`and s.agency_id = ${scope.agencyId}` : sql``}
        ${lock ? sql`for update of s` : sql``}`,
  );
  return row;
}

/** The client's address as the default shipping place. */
export async function clientPlace(db: DbOrTx, clientId: number) {
  const [row] = await queryRows<{
    company_name: string;
    address: string | null;
    postal_code: string | null;
    city: string | null;
    province: string | null;
    country: string;
  }>(db, sql`select company_name, address, postal_code, city, province, country from clients where id = ${clientId}`);
  return row;
}

/** The agents who asked for what a shipment carries, to tell them it left. */
export async function requesters(db: DbOrTx, shipmentId: number) {
  return queryRows<{ email: string; language: string; name: string }>(
    db,
    sql`select distinct u.email, u.language, trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')) as name from material_requests r join users u on u.id = r.requested_by
        where r.shipment_id = ${shipmentId} and u.disabled_at is null and u.email is not null`,
  );
}

/** Accepted requests no preparation has taken yet (the partial index `material_requests_to_send_idx`). */
const WAITING = sql`r.shipment_id is null and r.status in ('accepted', 'partial')`;

/** Agencies with requests waiting for a preparation, by name; only the waiting requests are read. */
export async function waitingAgencies(db: DbOrTx) {
  const rows = await queryRows<{ id: number; name: string; waiting: number }>(
    db,
    sql`select a.id, a.name, w.n as waiting
        from (select r.agency_id, count(*)::int as n from material_requests r where ${WAITING} group by r.agency_id) w
        join agencies a on a.id = w.agency_id order by a.name, a.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), waiting: Number(r.waiting) }));
}

/** An agency's clients with requests waiting: the first LIMITS.clientOptions by name containing `q`. */
export async function waitingClients(db: DbOrTx, agencyId: number, q?: string) {
  const rows = await queryRows<{ id: number; company_name: string; city: string | null; waiting: number }>(
    db,
    sql`select c.id, c.company_name, c.city, w.n as waiting
        from (select r.client_id, count(*)::int as n from material_requests r
              where r.agency_id = ${agencyId} and ${WAITING} group by r.client_id) w
        join clients c on c.id = w.client_id
        ${q ? sql`where c.company_name ilike ${containsPattern(q)}` : sql``}
        order by c.name_sort, c.id limit ${LIMITS.clientOptions}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), waiting: Number(r.waiting) }));
}

/** The distinct places a client's shipments went to, most recently used first. */
export async function previousPlaces(db: DbOrTx, clientId: number, limit = 10) {
  return queryRows<{
    recipient: string;
    address: string;
    postal_code: string;
    city: string;
    province: string | null;
    country: string;
    last_used: string | Date;
  }>(
    db,
    sql`select recipient, address, postal_code, city, province, country, max(created_at) as last_used
        from shipments where client_id = ${clientId}
        group by recipient, address, postal_code, city, province, country
        order by max(created_at) desc limit ${limit}`,
  );
}

export type { Language };
