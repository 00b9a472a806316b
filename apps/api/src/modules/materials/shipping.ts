import type { Language } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/index';
import { AppError } from '../../lib/errors';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';

/**
 * What the shipments module asks of the agent requests and the stock (this module owns both):
 * which accepted requests a shipment carries, and the stock moves its states cause.
 *   ready: the shipment's pieces are printed (labels out);  shipped: committed → delivered.
 */

/**
 * Puts accepted requests, not yet in a shipment, into `shipmentId`. All must be of `clientId`
 * and in `scope`'s agencies; otherwise nothing is taken (409: the list changed meanwhile).
 */
export async function attachRequests(tx: Tx, shipmentId: number, clientId: number, requestIds: number[]) {
  const ids = sql.join(
    requestIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`update material_requests set shipment_id = ${shipmentId}, updated_at = now()
        where id in (${ids}) and client_id = ${clientId} and shipment_id is null and status in ('accepted', 'partial')
        returning id`,
  );
  if (taken.length !== new Set(requestIds).size) throw new AppError(409, 'shipments.errors.requestsChanged');
}

/** Sends a shipment's requests back to "To be sent" (a preparation deleted or changed). */
export async function detachRequests(tx: Tx, shipmentId: number) {
  await queryRows(
    tx,
    sql`update material_requests set shipment_id = null, updated_at = now() where shipment_id = ${shipmentId}`,
  );
}

/** Moves a shipment's requests to another shipment (grouping preparations). */
export async function moveRequests(tx: Tx, from: number, to: number) {
  await queryRows(
    tx,
    sql`update material_requests set shipment_id = ${to}, updated_at = now() where shipment_id = ${from}`,
  );
}

/** The client of the first request given, to check a preparation is for one client only. */
export async function requestClients(db: DbOrTx, requestIds: number[]) {
  return queryRows<{ client_id: number; agency_id: number }>(
    db,
    sql`select distinct client_id, agency_id from material_requests where id in (${sql.join(
      requestIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

const perMaterial = (shipmentId: number) =>
  sql`(select material_id, sum(accepted_quantity)::int as q from material_requests
       where shipment_id = ${shipmentId} group by material_id)`;

/** Ready (labels printed) or back: the shipment's pieces count as printed, or no longer. */
export async function markPrinted(tx: Tx, shipmentId: number, printed: boolean) {
  const sign = printed ? sql`+` : sql`-`;
  await queryRows(
    tx,
    sql`update materials m set printed = m.printed ${sign} s.q, updated_at = now()
        from ${perMaterial(shipmentId)} s where s.material_id = m.id`,
  );
}

/** Shipped: the printed, committed pieces are delivered. */
export async function deliver(tx: Tx, shipmentId: number) {
  await queryRows(
    tx,
    sql`update materials m set printed = m.printed - s.q, committed = m.committed - s.q, delivered = m.delivered + s.q,
          updated_at = now()
        from ${perMaterial(shipmentId)} s where s.material_id = m.id`,
  );
}

export type ShipmentLine = { request_id: number; product_code: string; material: string; quantity: number };

export async function shipmentLines(db: DbOrTx, lang: Language, shipmentId: number) {
  return queryRows<ShipmentLine>(
    db,
    sql`select r.id as request_id, m.product_code,
          coalesce(nullif(m.names->>${lang}, ''), m.names->>'it') as material, r.accepted_quantity as quantity
        from material_requests r join materials m on m.id = r.material_id
        where r.shipment_id = ${shipmentId} order by m.product_code, r.id`,
  );
}

export type ToSendFilter = { agency?: number; client?: number; q?: string; page: number; pageSize: number };

/**
 * "To be sent": accepted requests no preparation has taken yet, most recently decided first. `q`
 * finds the material (code or name, as the requests list does) or the client the row shows.
 */
export async function listToSend(db: DbOrTx, lang: Language, agencyScope: number | undefined, f: ToSendFilter) {
  const agency = agencyScope ?? f.agency;
  const like = f.q ? containsPattern(f.q) : undefined;
  const where = sql.join(
    [
      sql`r.shipment_id is null and r.status in ('accepted', 'partial')`,
      agency !== undefined ? sql`r.agency_id = ${agency}` : undefined,
      f.client ? sql`r.client_id = ${f.client}` : undefined,
      like
        ? sql`(exists (select 1 from materials mm where mm.id = r.material_id
                and (mm.product_code ilike ${like} or mm.names->>'it' ilike ${like} or mm.names->>${lang} ilike ${like}))
              or exists (select 1 from clients cc where cc.id = r.client_id
                and (cc.company_name ilike ${like} or cc.code ilike ${like})))`
        : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const rows = await queryRows<{
    id: number;
    material_id: number;
    product_code: string;
    material: string;
    client_id: number;
    client: string;
    agency_id: number;
    agency: string;
    quantity: number;
    decided_at: string | Date | null;
    list_total: number;
  }>(
    db,
    sql`with page as (
          select r.id from material_requests r where ${where}
          order by r.decided_at desc nulls first, r.id desc ${pageSql(f.page, f.pageSize)}
        )
        select r.id, r.material_id, m.product_code, coalesce(nullif(m.names->>${lang}, ''), m.names->>'it') as material,
          r.client_id, c.company_name as client, r.agency_id, a.name as agency, r.accepted_quantity as quantity,
          r.decided_at, ${cappedCountSql(sql`from material_requests r where ${where}`)} as list_total
        from page join material_requests r on r.id = page.id join materials m on m.id = r.material_id
        join clients c on c.id = r.client_id join agencies a on a.id = r.agency_id
        order by r.decided_at desc nulls first, r.id desc`,
  );
  return { rows, ...listTotal(rows[0]?.list_total ?? 0) };
}
