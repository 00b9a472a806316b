import type { Language, ShipmentStatus } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import type { Scope } from '../clients/index';

/** A localized jsonb text in the reader's language, Italian when that one is empty. */
const localized = (column: SQL, lang: Language) => sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'it')`;

export type MaterialListRow = {
  id: number;
  product_code: string;
  name: string;
  family_id: number;
  family: string;
  barcode: string | null;
  image_key: string | null;
  pack_quantity: number | null;
  visible: boolean;
  favourite: boolean;
  archived: boolean;
  realised: number;
  printed: number;
  delivered: number;
  committed: number;
  available: number;
  pending_requests: number;
  updated_at: string | Date;
};

const MATERIAL_COLUMNS = (lang: Language) => sql`m.id, m.product_code, ${localized(sql`m.names`, lang)} as name,
  m.family_id, ${localized(sql`f.names`, lang)} as family, m.barcode, m.image_key, m.pack_quantity, m.visible,
  m.favourite, m.archived_at is not null as archived, m.realised, m.printed, m.delivered, m.committed,
  m.realised - m.committed - m.delivered as available, m.pending_requests, m.updated_at`;

export type MaterialFilter = {
  q?: string;
  family?: number;
  status: 'active' | 'archived';
  favourite?: 'true' | 'false';
  /** Agents see only what staff show in the table. */
  visibleOnly?: boolean;
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

function materialWhere(f: MaterialFilter): SQL {
  const like = f.q ? containsPattern(f.q) : undefined;
  return sql.join(
    [
      f.status === 'archived' ? sql`m.archived_at is not null` : sql`m.archived_at is null`,
      f.family ? sql`m.family_id = ${f.family}` : undefined,
      f.favourite ? sql`m.favourite = ${f.favourite === 'true'}` : undefined,
      f.visibleOnly ? sql`m.visible` : undefined,
      like
        ? sql`(m.product_code ilike ${like} or m.barcode ilike ${like} or m.names->>'it' ilike ${like} or m.names->>'en' ilike ${like})`
        : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

/** Sorts a user may ask for; anything else is the code order the indexes walk. */
const SORTS: Record<string, SQL> = {
  product_code: sql`m.product_code`,
  name: sql`m.names->>'it'`,
  available: sql`m.realised - m.committed - m.delivered`,
  pending_requests: sql`m.pending_requests`,
  updated_at: sql`m.updated_at`,
};

function materialOrder(f: MaterialFilter): SQL {
  const column = f.sort && Object.hasOwn(SORTS, f.sort) ? SORTS[f.sort] : undefined;
  const dir = f.order === 'desc' ? sql`desc` : sql`asc`;
  return column ? sql`${column} ${dir}, m.id asc` : sql`m.product_code ${dir}, m.id ${dir}`;
}

/** One page of materials with a capped total, in one statement (ARCHITECTURE "Lists at scale"). */
export async function listMaterials(db: DbOrTx, lang: Language, f: MaterialFilter) {
  const where = materialWhere(f);
  const rows = await queryRows<MaterialListRow & { list_total: number }>(
    db,
    sql`select ${MATERIAL_COLUMNS(lang)}, ${cappedCountSql(sql`from materials m where ${where}`)} as list_total
        from materials m join material_families f on f.id = m.family_id
        where ${where} order by ${materialOrder(f)} ${pageSql(f.page, f.pageSize)}`,
  );
  const total =
    rows.length > 0
      ? listTotal(rows[0]?.list_total)
      : listTotal(
          (
            await queryRows<{ n: number }>(db, sql`select ${cappedCountSql(sql`from materials m where ${where}`)} as n`)
          )[0]?.n,
        );
  return { rows, ...total };
}

export type MaterialRecord = MaterialListRow & {
  names: Record<string, string>;
  notes: Record<string, string>;
  first_edition: string | null;
  cost: string | null;
  price: string | null;
  manager: string | null;
  packaging: string | null;
  archived_at: string | Date | null;
};

export async function findMaterial(db: DbOrTx, lang: Language, id: number): Promise<MaterialRecord | undefined> {
  const [row] = await queryRows<MaterialRecord>(
    db,
    sql`select ${MATERIAL_COLUMNS(lang)}, m.names, m.notes, m.first_edition::text as first_edition, m.cost::text as cost,
          m.price::text as price, m.manager, m.packaging, m.archived_at
        from materials m join material_families f on f.id = m.family_id where m.id = ${id}`,
  );
  return row;
}

export async function listLoads(db: DbOrTx, materialId: number) {
  return queryRows<{
    id: number;
    quantity: number;
    product_code: string | null;
    created_at: string | Date;
    created_by: string | null;
  }>(
    db,
    sql`select l.id, l.quantity, l.product_code, l.created_at, u.username as created_by
        from material_loads l left join users u on u.id = l.created_by
        where l.material_id = ${materialId} order by l.id desc limit 200`,
  );
}

export async function findLoad(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ id: number; material_id: number; quantity: number }>(
    db,
    sql`select id, material_id, quantity from material_loads where id = ${id} for update`,
  );
  return row;
}

export async function listFamilies(db: DbOrTx, lang: Language) {
  return queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, ${localized(sql`names`, lang)} as name from material_families order by position, id`,
  );
}

export async function familyExists(db: DbOrTx, id: number) {
  return (await queryRows(db, sql`select 1 from material_families where id = ${id}`)).length > 0;
}

export async function codeTaken(db: DbOrTx, code: string, exceptId?: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from materials where product_code = ${code} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  return rows.length > 0;
}

/** Whether anything depends on the material (a load or a request): then it is archived, not deleted. */
export async function materialInUse(db: DbOrTx, id: number) {
  const rows = await queryRows(
    db,
    sql`select 1 where exists (select 1 from material_loads where material_id = ${id})
        or exists (select 1 from material_requests where material_id = ${id})`,
  );
  return rows.length > 0;
}

export type ClientMaterialFilter = {
  q?: string;
  family?: number;
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  sort?: string;
};

/** Live, visible materials with what one client already asked for, for the agent's request screen. */
export async function listClientMaterials(db: DbOrTx, lang: Language, clientId: number, f: ClientMaterialFilter) {
  const filter: MaterialFilter = { ...f, status: 'active', visibleOnly: true };
  const where = materialWhere(filter);
  // The page first (one index walk), then this client's pending quantities for those rows only.
  const rows = await queryRows<MaterialListRow & { pending_for_client: number; list_total: number }>(
    db,
    sql`with page as (
          select m.id from materials m where ${where} order by m.favourite desc, ${materialOrder(filter)}
          ${pageSql(f.page, f.pageSize)}
        ), pending as (
          select r.material_id, sum(r.quantity)::int as n from material_requests r
          where r.client_id = ${clientId} and r.status = 'pending' and r.material_id in (select id from page)
          group by r.material_id
        )
        select ${MATERIAL_COLUMNS(lang)}, coalesce(pending.n, 0) as pending_for_client,
          ${cappedCountSql(sql`from materials m where ${where}`)} as list_total
        from page join materials m on m.id = page.id join material_families f on f.id = m.family_id
        left join pending on pending.material_id = m.id
        order by m.favourite desc, ${materialOrder(filter)}`,
  );
  return { rows, ...listTotal(rows[0]?.list_total ?? 0) };
}

export type RequestListRow = {
  id: number;
  status: 'pending' | 'accepted' | 'partial' | 'rejected';
  material_id: number;
  product_code: string;
  material: string;
  client_id: number;
  client: string;
  agency_id: number;
  agency: string;
  requested_by: string | null;
  quantity: number;
  accepted_quantity: number | null;
  available: number;
  reason: string | null;
  batch_id: number | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  shipment_id: number | null;
  shipment_status: ShipmentStatus | null;
  waybill: string | null;
  shipped_at: string | Date | null;
  shipped_quantity: number;
  to_deliver: number;
};

export type RequestFilter = {
  agency?: number;
  client?: number;
  status?: 'pending' | 'accepted' | 'partial' | 'rejected';
  q?: string;
  page: number;
  pageSize: number;
};

/**
 * A page of requests, newest first: the page's ids come from one index (by agency, state,
 * client or date), then only those 20 rows are joined to their material, client, agency and
 * shipment (by its primary key), so the agent reads what left and with which waybill.
 */
export async function listRequests(db: DbOrTx, lang: Language, scope: Scope, f: RequestFilter) {
  const like = f.q ? containsPattern(f.q) : undefined;
  const agency = scope.kind === 'agency' ? scope.agencyId : f.agency;
  const where = sql.join(
    [
      agency !== undefined ? sql`r.agency_id = ${agency}` : sql`true`,
      f.client ? sql`r.client_id = ${f.client}` : undefined,
      f.status ? sql`r.status = ${f.status}` : undefined,
      like
        ? sql`exists (select 1 from materials mm where mm.id = r.material_id and (mm.product_code ilike ${like} or mm.names->>'it' ilike ${like}))`
        : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const rows = await queryRows<RequestListRow & { list_total: number }>(
    db,
    sql`with page as (
          select r.id from material_requests r where ${where}
          order by r.created_at desc, r.id desc ${pageSql(f.page, f.pageSize)}
        )
        select r.id, r.status, r.material_id, m.product_code, ${localized(sql`m.names`, lang)} as material,
          r.client_id, c.company_name as client, r.agency_id, a.name as agency, u.username as requested_by,
          r.quantity, r.accepted_quantity, m.realised - m.committed - m.delivered as available, r.reason, r.batch_id,
          r.created_at, r.decided_at, r.shipment_id, s.status as shipment_status, s.waybill, s.shipped_at,
          case when s.status = 'shipped' then r.accepted_quantity else 0 end as shipped_quantity,
          case when r.status = 'rejected' or s.status = 'shipped' then 0
            when r.status = 'pending' then r.quantity
            else coalesce(r.accepted_quantity, r.quantity) end as to_deliver,
          ${cappedCountSql(sql`from material_requests r where ${where}`)} as list_total
        from page join material_requests r on r.id = page.id
        join materials m on m.id = r.material_id
        join clients c on c.id = r.client_id
        join agencies a on a.id = r.agency_id
        left join users u on u.id = r.requested_by
        left join shipments s on s.id = r.shipment_id
        order by r.created_at desc, r.id desc`,
  );
  const total =
    rows.length > 0
      ? listTotal(rows[0]?.list_total)
      : listTotal(
          (
            await queryRows<{ n: number }>(
              db,
              sql`select ${cappedCountSql(sql`from material_requests r where ${where}`)} as n`,
            )
          )[0]?.n,
        );
  return { rows, ...total };
}

/** A request locked for a decision or a correction, when the scope may see it. */
export async function lockRequest(db: DbOrTx, scope: Scope, id: number) {
  const [row] = await queryRows<{
    id: number;
    status: RequestListRow['status'];
    material_id: number;
    quantity: number;
    agency_id: number;
  }>(
    db,
    sql`select id, status, material_id, quantity, agency_id from material_requests
        where id = ${id} ${scope.kind === 'agency' ? sql`and agency_id = ${scope.agencyId}` : sql``} for update`,
  );
  return row;
}

/** The client a request is for, when the scope may see it (404 otherwise). */
export async function clientInScope(db: DbOrTx, scope: Scope, clientId: number) {
  const [row] = await queryRows<{ id: number; agency_id: number | null; company_name: string }>(
    db,
    sql`select id, agency_id, company_name from clients
        where id = ${clientId} and status <> 'deleted'
        ${scope.kind === 'agency' ? sql`and agency_id = ${scope.agencyId}` : sql``}`,
  );
  return row;
}

/** A live material for a new request, locked so its stock is read once per transaction. */
export async function liveMaterial(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ id: number; product_code: string; visible: boolean; available: number }>(
    db,
    sql`select id, product_code, visible, realised - committed - delivered as available
        from materials where id = ${id} and archived_at is null`,
  );
  return row;
}

/** Requests per state for the dashboard: one capped count per state, on the state's index. */
export async function countRequestsByStatus(db: DbOrTx, scope: Scope) {
  const agency = scope.kind === 'agency' ? sql`and r.agency_id = ${scope.agencyId}` : sql``;
  const [row] = await queryRows<Record<'pending' | 'accepted' | 'partial' | 'rejected', number>>(
    db,
    sql`select ${sql.join(
      (['pending', 'accepted', 'partial', 'rejected'] as const).map(
        (s) => sql`${cappedCountSql(sql`from material_requests r where r.status = ${s} ${agency}`)} as ${sql.raw(s)}`,
      ),
      sql`, `,
    )}`,
  );
  return row;
}

/** The five live, shown materials with the fewest pieces left (20,000 rows read: a few ms). */
export async function lowStock(db: DbOrTx, lang: Language, below: number) {
  return queryRows<{ id: number; product_code: string; name: string; available: number }>(
    db,
    sql`select m.id, m.product_code, ${localized(sql`m.names`, lang)} as name,
          m.realised - m.committed - m.delivered as available
        from materials m where m.archived_at is null and m.visible and m.realised - m.committed - m.delivered < ${below}
        order by m.realised - m.committed - m.delivered, m.product_code limit 5`,
  );
}
