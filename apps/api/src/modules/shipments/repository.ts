import type { Language, ShipmentStatus } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, listTotal, pageOffset } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import type { Scope } from '../clients/scope';

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
  recipient?: string;
  page: number;
  pageSize: number;
};

/** A page of shipments, newest first, from one of the (filter, created_at) indexes. */
export async function listShipments(db: DbOrTx, scope: Scope, f: ShipmentFilter) {
  const agency = scope.kind === 'agency' ? scope.agencyId : f.agency;
  const like = f.recipient ? containsPattern(f.recipient) : undefined;
  const where = sql.join(
    [
      agency !== undefined ? sql`s.agency_id = ${agency}` : sql`true`,
      f.client ? sql`s.client_id = ${f.client}` : undefined,
      f.status ? sql`s.status = ${f.status}` : undefined,
      like ? sql`s.recipient ilike ${like}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const rows = await queryRows<ShipmentRecord & { list_total: number }>(
    db,
    sql`with page as (
          select s.id from shipments s where ${where}
          order by s.created_at desc, s.id desc limit ${f.pageSize} offset ${pageOffset(f.page, f.pageSize)}
        )
        select ${COLUMNS}, ${cappedCountSql(sql`from shipments s where ${where}`)} as list_total
        from page join shipments s on s.id = page.id join agencies a on a.id = s.agency_id
        join clients c on c.id = s.client_id left join ${piecesOf(sql`select id from page`)} p on p.shipment_id = s.id
        order by s.created_at desc, s.id desc`,
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
    sql`select distinct u.email, u.language, u.name from material_requests r join users u on u.id = r.requested_by
        where r.shipment_id = ${shipmentId} and u.disabled_at is null and u.email is not null`,
  );
}

export const shipmentNumber = (id: number) => `SP${String(id).padStart(7, '0')}`;

export type { Language };
