import type { ClientListQuery, ClientStatus, SheetStatus } from '@portal/contracts';
import { CLIENT_STATUSES, SHEET_STATUSES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { containsPattern } from '../../lib/search';
import { type Scope, scopeCondition } from './scope';

/** The latest sheet version of client `c`, joined as `s`. */
const LATEST_SHEET = sql`left join lateral (
  select id, version, status from sheets where client_id = c.id order by version desc limit 1
) s on true`;

/** The header search's indexed expression (see clientSearchText in db/schema/clients.ts). */
const SEARCH_TEXT = sql`lower(c.company_name || ' ' || coalesce(c.code, '') || ' ' || coalesce(c.city, '') || ' ' || coalesce(c.vat_number, ''))`;

export type ClientListRow = {
  id: number;
  code: string | null;
  company_name: string;
  vat_number: string | null;
  city: string | null;
  province: string | null;
  country: string;
  agency_id: number | null;
  agency: string | null;
  sheet_id: number | null;
  sheet_version: number | null;
  sheet_status: SheetStatus | null;
  client_status: ClientStatus;
  updated_at: Date | string;
};

const SORTS: Record<string, SQL> = {
  company_name: sql`lower(c.company_name)`,
  code: sql`c.code`,
  city: sql`lower(c.city)`,
  province: sql`c.province`,
  agency: sql`a.name`,
  sheet_status: sql`s.status`,
  client_status: sql`c.status`,
  updated_at: sql`c.updated_at`,
};

export type ClientFilter = Partial<Pick<ClientListQuery, 'agent' | 'client' | 'status' | 'location' | 'q'>> & {
  agencyIds?: number[];
  clientIds?: number[];
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function where(scope: Scope, f: ClientFilter): SQL {
  const parts: SQL[] = [scopeCondition(scope), sql`c.kind = 'retailer'`];
  if (f.status === 'deleted') parts.push(sql`c.status = 'deleted'`);
  else parts.push(sql`c.status <> 'deleted'`);
  if (f.status && (SHEET_STATUSES as readonly string[]).includes(f.status)) parts.push(sql`s.status = ${f.status}`);
  else if (f.status && f.status !== 'deleted' && (CLIENT_STATUSES as readonly string[]).includes(f.status)) {
    parts.push(sql`c.status = ${f.status}`);
  } else if (f.status === 'none') parts.push(sql`s.id is null`);
  if (f.agent) parts.push(sql`c.agency_id = ${f.agent}`);
  if (f.client) parts.push(sql`c.id = ${f.client}`);
  if (f.agencyIds?.length) parts.push(sql`c.agency_id in (${idList(f.agencyIds)})`);
  if (f.clientIds?.length) parts.push(sql`c.id in (${idList(f.clientIds)})`);
  if (f.location) {
    const loc = f.location.toUpperCase();
    parts.push(sql`(c.province = ${loc} or (c.country = ${loc} and c.country <> 'IT'))`);
  }
  if (f.q) parts.push(sql`${SEARCH_TEXT} like ${containsPattern(f.q.toLowerCase())}`);
  return sql.join(parts, sql` and `);
}

const SELECT = sql`select c.id, c.code, c.company_name, c.vat_number, c.city, c.province, c.country, c.agency_id,
  a.name as agency, s.id as sheet_id, s.version as sheet_version, s.status as sheet_status,
  c.status as client_status, c.updated_at
  from clients c left join agencies a on a.id = c.agency_id ${LATEST_SHEET}`;

export async function listClients(
  db: DbOrTx,
  scope: Scope,
  f: ClientFilter & { sort?: string; order?: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const condition = where(scope, f);
  const order = SORTS[f.sort ?? ''] ?? SORTS.company_name;
  const direction = f.order === 'desc' ? sql`desc` : sql`asc`;
  const [rows, totals] = await Promise.all([
    queryRows<ClientListRow>(
      db,
      sql`${SELECT} where ${condition} order by ${order} ${direction} nulls last, c.id
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from clients c ${LATEST_SHEET} where ${condition}`),
  ]);
  return { rows: rows.map(normalize), total: Number(totals[0]?.n ?? 0) };
}

/** Every client matching a filter, for printing (capped by the caller's limit). */
export async function allClients(db: DbOrTx, scope: Scope, f: ClientFilter, limit: number) {
  const rows = await queryRows<
    ClientListRow & { address: string | null; postal_code: string | null; phone: string | null; email: string | null }
  >(
    db,
    sql`select c.id, c.code, c.company_name, c.vat_number, c.city, c.province, c.country, c.agency_id,
      a.name as agency, s.id as sheet_id, s.version as sheet_version, s.status as sheet_status,
      c.status as client_status, c.updated_at, c.address, c.postal_code, c.phone, c.email
      from clients c left join agencies a on a.id = c.agency_id ${LATEST_SHEET}
      where ${where(scope, f)} order by a.name nulls last, lower(c.company_name), c.id limit ${limit}`,
  );
  return rows.map((r) => ({
    ...normalize(r),
    address: r.address,
    postal_code: r.postal_code,
    phone: r.phone,
    email: r.email,
  }));
}

function normalize<T extends ClientListRow>(r: T): ClientListRow {
  return {
    id: Number(r.id),
    code: r.code,
    company_name: r.company_name,
    vat_number: r.vat_number,
    city: r.city,
    province: r.province,
    country: r.country,
    agency_id: r.agency_id === null ? null : Number(r.agency_id),
    agency: r.agency,
    sheet_id: r.sheet_id === null ? null : Number(r.sheet_id),
    sheet_version: r.sheet_version === null ? null : Number(r.sheet_version),
    sheet_status: r.sheet_status,
    client_status: r.client_status,
    updated_at: r.updated_at,
  };
}

/** A client the scope may see (deleted ones too: their data is kept), with its latest sheet. */
export async function findClient(db: DbOrTx, scope: Scope, id: number) {
  const rows = await queryRows<{
    id: number;
    code: string | null;
    company_name: string;
    vat_number: string | null;
    tax_code: string | null;
    email: string | null;
    phone: string | null;
    mobile: string | null;
    fax: string | null;
    address: string | null;
    city: string | null;
    postal_code: string | null;
    province: string | null;
    country: string;
    status: ClientStatus;
    agency_id: number | null;
    agency_code: string | null;
    agency_name: string | null;
    deletion_reason: string | null;
    deletion_requested_at: Date | string | null;
    deletion_requested_by: string | null;
    sheet_id: number | null;
    sheet_version: number | null;
    sheet_status: SheetStatus | null;
  }>(
    db,
    sql`select c.id, c.code, c.company_name, c.vat_number, c.tax_code, c.email, c.phone, c.mobile, c.fax, c.address,
      c.city, c.postal_code, c.province, c.country, c.status, c.agency_id, a.code as agency_code, a.name as agency_name,
      c.deletion_reason, c.deletion_requested_at, nullif(concat_ws(' ', u.name, u.surname), '') as deletion_requested_by,
      s.id as sheet_id, s.version as sheet_version, s.status as sheet_status
      from clients c left join agencies a on a.id = c.agency_id
      left join users u on u.id = c.deletion_requested_by
      ${LATEST_SHEET}
      where c.id = ${id} and c.kind = 'retailer' and ${scopeCondition(scope)}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    agency_id: row.agency_id === null ? null : Number(row.agency_id),
    sheet_id: row.sheet_id === null ? null : Number(row.sheet_id),
    sheet_version: row.sheet_version === null ? null : Number(row.sheet_version),
  };
}
export type ClientRecord = NonNullable<Awaited<ReturnType<typeof findClient>>>;

export async function clientOptions(db: DbOrTx, scope: Scope, agencyId?: number) {
  const rows = await queryRows<{
    id: number;
    code: string | null;
    company_name: string;
    city: string | null;
    province: string | null;
    agency_id: number | null;
  }>(
    db,
    sql`select c.id, c.code, c.company_name, c.city, c.province, c.agency_id from clients c
      where ${scopeCondition(scope)} and c.kind = 'retailer' and c.status <> 'deleted'
      ${agencyId ? sql`and c.agency_id = ${agencyId}` : sql``}
      order by lower(c.company_name), c.id limit 5000`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), agency_id: r.agency_id === null ? null : Number(r.agency_id) }));
}

/**
 * Header search: trigram-indexed substring match on name, code, city and VAT number; names
 * starting with the text first.
 */
export async function searchClients(db: DbOrTx, scope: Scope, q: string, limit = 10) {
  const text = q.toLowerCase();
  const rows = await queryRows<{
    id: number;
    company_name: string;
    city: string | null;
    province: string | null;
    code: string | null;
    agency: string | null;
  }>(
    db,
    sql`select c.id, c.company_name, c.city, c.province, c.code, a.name as agency
      from clients c left join agencies a on a.id = c.agency_id
      where ${SEARCH_TEXT} like ${containsPattern(text)} and c.status <> 'deleted' and c.kind = 'retailer'
        and ${scopeCondition(scope)}
      order by (lower(c.company_name) like ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) desc,
        lower(c.company_name), c.id
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Clients in a scope counted by the state of their latest sheet (no sheet: `none`). */
export async function countByStatus(db: DbOrTx, scope: Scope, agencyId?: number) {
  const rows = await queryRows<{
    agency_id: number | null;
    status: string | null;
    deletion: boolean;
    n: number | string;
  }>(
    db,
    sql`select c.agency_id, s.status, c.status = 'deletion_requested' as deletion, count(*) as n
      from clients c ${LATEST_SHEET}
      where ${scopeCondition(scope)} and c.kind = 'retailer' and c.status <> 'deleted'
      ${agencyId ? sql`and c.agency_id = ${agencyId}` : sql``}
      group by c.agency_id, s.status, c.status = 'deletion_requested'`,
  );
  return rows.map((r) => ({
    agencyId: r.agency_id === null ? null : Number(r.agency_id),
    status: (r.status ?? 'none') as SheetStatus | 'none',
    deletion: Boolean(r.deletion),
    n: Number(r.n),
  }));
}
