import type { ClientListQuery, ClientStatus, SheetStatus } from '@portal/contracts';
import { CLIENT_STATUSES, LIMITS, SHEET_STATUSES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, exactTotal, listTotal, pageOffset, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import { type Scope, scopeCondition } from './scope';

/** The header search's indexed expression (see clientSearchText in db/schema/clients.ts). */
const SEARCH_TEXT = sql`lower(c.company_name || ' ' || coalesce(c.code, '') || ' ' || coalesce(c.city, '') || ' ' || coalesce(c.vat_number, ''))`;

/** The name in byte order: the prefix search's index (clients_name_prefix_idx) reads it. */
const NAME_C = sql`c.name_sort collate "C"`;

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

/** Sorts a list offers; the first three walk an index (clients_list_*_idx). */
const SORTS: Record<string, SQL> = {
  company_name: sql`c.name_sort`,
  updated_at: sql`c.updated_at`,
  code: sql`c.code`,
  city: sql`lower(c.city)`,
  province: sql`c.province`,
  agency: sql`a.name`,
  sheet_status: sql`c.sheet_status`,
  client_status: sql`c.status`,
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

const isSheetStatus = (s: string | undefined): s is SheetStatus =>
  !!s && (SHEET_STATUSES as readonly string[]).includes(s);
const isClientStatus = (s: string | undefined): s is ClientStatus =>
  !!s && (CLIENT_STATUSES as readonly string[]).includes(s);

function where(scope: Scope, f: ClientFilter): SQL {
  const parts: SQL[] = [scopeCondition(scope), sql`c.kind = 'retailer'`];
  if (f.status === 'deleted') parts.push(sql`c.status = 'deleted'`);
  else parts.push(sql`c.status <> 'deleted'`);
  if (isSheetStatus(f.status)) parts.push(sql`c.sheet_status = ${f.status}`);
  else if (f.status !== 'deleted' && isClientStatus(f.status)) parts.push(sql`c.status = ${f.status}`);
  else if (f.status === 'none') parts.push(sql`c.sheet_id is null`);
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

const COLUMNS = sql`c.id, c.code, c.company_name, c.vat_number, c.city, c.province, c.country, c.agency_id,
  a.name as agency, c.sheet_id, c.sheet_version, c.sheet_status, c.status as client_status, c.updated_at`;

/**
 * The total a list shows, as a scalar subquery run once per statement (not per row). Filters
 * the counter table can answer (scope, agency, state) read `client_counts`: exact, a few rows.
 * Any other filter (text, place, one client) counts up to the cap.
 */
function totalSql(scope: Scope, f: ClientFilter): { sql: SQL; capped: boolean } {
  if (f.q || f.location || f.client || f.clientIds?.length || f.agencyIds?.length) {
    return {
      sql: cappedCountSql(sql`from clients c where ${where(scope, f)}`),
      capped: true,
    };
  }
  const parts: SQL[] = [];
  if (scope.kind === 'agency') parts.push(sql`agency_id = ${scope.agencyId}`);
  if (f.agent) parts.push(sql`agency_id = ${f.agent}`);
  if (f.status === 'deleted') parts.push(sql`client_status = 'deleted'`);
  else parts.push(sql`client_status <> 'deleted'`);
  if (isSheetStatus(f.status) || f.status === 'none') parts.push(sql`sheet_status = ${f.status}`);
  else if (f.status !== 'deleted' && isClientStatus(f.status)) parts.push(sql`client_status = ${f.status}`);
  return {
    sql: sql`(select coalesce(sum(n), 0) from client_counts where ${sql.join(parts, sql` and `)})`,
    capped: false,
  };
}

/** From this offset on, a page's ids are cut before its rows are read. */
const DEEP_OFFSET = 1000;

/**
 * One page of clients in one statement: the page's ids come from an index walk (deep pages
 * skip index entries, not rows), only those rows are read and joined, and the total rides
 * along. A page past the end has no row to carry it, so only then is it asked for alone.
 */
export async function listClients(
  db: DbOrTx,
  scope: Scope,
  f: ClientFilter & { sort?: string; order?: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const condition = where(scope, f);
  const order = (f.sort && Object.hasOwn(SORTS, f.sort) ? SORTS[f.sort] : undefined) ?? SORTS.company_name;
  // Each direction in the index's own null order, so both walk the index.
  const direction = f.order === 'desc' ? sql`desc nulls first, c.id desc` : sql`asc nulls last, c.id asc`;
  const total = totalSql(scope, f);
  const offset = pageOffset(f.page, f.pageSize);
  // A first page reads its rows straight from the index walk. A deep one cuts the ids first
  // (an index-only walk past the skipped entries), then reads and joins only those rows: the
  // simple form is cheaper to plan and run until the skipped rows cost more than that.
  const rows = await queryRows<ClientListRow & { list_total: number | string }>(
    db,
    offset < DEEP_OFFSET
      ? sql`select ${COLUMNS}, ${total.sql} as list_total from clients c left join agencies a on a.id = c.agency_id
        where ${condition} order by ${order} ${direction} ${pageSql(f.page, f.pageSize)}`
      : sql`select ${COLUMNS}, ${total.sql} as list_total from clients c left join agencies a on a.id = c.agency_id
        where c.id in (select c.id from ${f.sort === 'agency' ? sql`clients c left join agencies a on a.id = c.agency_id` : sql`clients c`}
          where ${condition} order by ${order} ${direction} ${pageSql(f.page, f.pageSize)})
        order by ${order} ${direction}`,
  );
  const n =
    rows[0] !== undefined
      ? rows[0].list_total
      : (await queryRows<{ n: string }>(db, sql`select ${total.sql} as n`))[0]?.n;
  // Only a capped count can stop at the cap; a counter's sum is exact at any size.
  const counted = total.capped ? listTotal(n) : exactTotal(Number(n ?? 0));
  return { rows: rows.map(normalize), total: counted.total, capped: counted.capped };
}

/** Every client matching a filter, for printing (capped by the caller's limit). */
export async function allClients(db: DbOrTx, scope: Scope, f: ClientFilter, limit: number) {
  const rows = await queryRows<
    ClientListRow & { address: string | null; postal_code: string | null; phone: string | null; email: string | null }
  >(
    db,
    sql`select ${COLUMNS}, c.address, c.postal_code, c.phone, c.email
      from clients c left join agencies a on a.id = c.agency_id
      where ${where(scope, f)} order by a.name nulls last, c.name_sort, c.id limit ${limit}`,
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
      c.sheet_id, c.sheet_version, c.sheet_status
      from clients c left join agencies a on a.id = c.agency_id
      left join users u on u.id = c.deletion_requested_by
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

/**
 * A client's revenue of last year and of this year up to today, from the daily sums the sales
 * import keeps (a few hundred rows of one client, by the primary key's leading column).
 */
export async function clientRevenue(db: DbOrTx, clientId: number) {
  const [row] = await queryRows<{ year: number; previous: string | null; current: string | null }>(
    db,
    sql`select extract(year from current_date)::int as year,
      sum(amount) filter (where day < date_trunc('year', current_date)) as previous,
      sum(amount) filter (where day >= date_trunc('year', current_date) and day <= current_date) as current
      from sales_daily where client_id = ${clientId}
        and day >= date_trunc('year', current_date) - interval '1 year'`,
  );
  return {
    year: Number(row?.year ?? new Date().getFullYear()),
    previous: Number(row?.previous ?? 0),
    current: Number(row?.current ?? 0),
  };
}

/**
 * A picker's clients, never a whole agency of thousands: the chosen one first (when the scope
 * sees it), then up to LIMITS.clientOptions by name: those whose name starts with the typed text,
 * then those that contain it in name, code, city or VAT number. Three indexed statements at most.
 */
export async function clientOptions(
  db: DbOrTx,
  scope: Scope,
  f: { agencyId?: number; q?: string; client?: number } = {},
) {
  type Option = {
    id: number;
    code: string | null;
    company_name: string;
    city: string | null;
    province: string | null;
    agency_id: number | null;
  };
  const visible = sql`${scopeCondition(scope)} and c.kind = 'retailer' and c.status <> 'deleted'
    ${f.agencyId ? sql`and c.agency_id = ${f.agencyId}` : sql``}`;
  const columns = sql`c.id, c.code, c.company_name, c.city, c.province, c.agency_id`;
  const limit = LIMITS.clientOptions;
  const chosen = f.client
    ? await queryRows<Option>(db, sql`select ${columns} from clients c where ${visible} and c.id = ${f.client}`)
    : [];
  const others = f.client ? sql`and c.id <> ${f.client}` : sql``;
  let rows: Option[];
  if (!f.q) {
    rows = await queryRows<Option>(
      db,
      sql`select ${columns} from clients c where ${visible} ${others} order by c.name_sort, c.id limit ${limit}`,
    );
  } else {
    const text = f.q.toLowerCase();
    const prefix = `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // Names starting with the text first: an ordered walk of the name prefix index.
    rows = await queryRows<Option>(
      db,
      sql`select ${columns} from clients c where ${NAME_C} like ${prefix} and ${visible} ${others}
        order by ${NAME_C}, c.id limit ${limit}`,
    );
    if (rows.length < limit) {
      // Then the others containing it, found through the trigram index and sorted: walking the
      // name index instead reads most of the table when a common text matches late names.
      const rest = await queryRows<Option>(
        db,
        sql`with m as materialized (select ${columns}, c.name_sort from clients c
            where ${SEARCH_TEXT} like ${containsPattern(text)} and ${visible} ${others})
          select id, code, company_name, city, province, agency_id from m
          where not (name_sort collate "C" like ${prefix}) order by name_sort collate "C", id limit ${limit - rows.length}`,
      );
      rows = [...rows, ...rest];
    }
  }
  return [...chosen, ...rows].map((r) => ({
    ...r,
    id: Number(r.id),
    agency_id: r.agency_id === null ? null : Number(r.agency_id),
  }));
}

/**
 * Header search, two indexed statements at most: names starting with the text (an ordered
 * walk of clients_name_prefix_idx), then, to fill the list, any other client whose name, code,
 * city or VAT number contains it (the trigram index).
 */
export async function searchClients(db: DbOrTx, scope: Scope, q: string, limit = 10) {
  type Hit = {
    id: number;
    company_name: string;
    city: string | null;
    province: string | null;
    code: string | null;
    agency: string | null;
  };
  const text = q.toLowerCase();
  const visible = sql`c.status <> 'deleted' and c.kind = 'retailer' and ${scopeCondition(scope)}`;
  const select = sql`select c.id, c.company_name, c.city, c.province, c.code, a.name as agency
    from clients c left join agencies a on a.id = c.agency_id`;
  const prefix = `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const first = await queryRows<Hit>(
    db,
    sql`${select} where ${NAME_C} like ${prefix} and ${visible} order by ${NAME_C}, c.id limit ${limit}`,
  );
  let hits = first;
  if (first.length < limit) {
    const rest = await queryRows<Hit>(
      db,
      sql`${select} where ${SEARCH_TEXT} like ${containsPattern(text)} and not (${NAME_C} like ${prefix})
        and ${visible} order by ${NAME_C}, c.id limit ${limit - first.length}`,
    );
    hits = [...first, ...rest];
  }
  return hits.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Clients in a scope counted by the state of their latest sheet (no sheet: `none`), read from
 * the counter table that triggers keep in step (migration 0004).
 */
export async function countByStatus(db: DbOrTx, scope: Scope, agencyId?: number) {
  const agency = scope.kind === 'agency' ? scope.agencyId : agencyId;
  const rows = await queryRows<{
    agency_id: number;
    status: string;
    deletion: boolean;
    n: number | string;
  }>(
    db,
    sql`select agency_id, sheet_status as status, client_status = 'deletion_requested' as deletion, sum(n) as n
      from client_counts where client_status <> 'deleted' ${agency !== undefined ? sql`and agency_id = ${agency}` : sql``}
      group by 1, 2, 3 having sum(n) <> 0`,
  );
  return rows.map((r) => ({
    agencyId: Number(r.agency_id) === 0 ? null : Number(r.agency_id),
    status: r.status as SheetStatus | 'none',
    deletion: Boolean(r.deletion),
    n: Number(r.n),
  }));
}
