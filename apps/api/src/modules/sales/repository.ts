import type { CategoryCode, RevenueCategory } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { pageSql } from '../../lib/list';
import { budgetRows, versionAndBudgets } from './budgets-repository';
import { remembered } from './memo';
import type { Periods } from './periods';

/** Which sales a figure sums: the whole network, one agency's, or one client's within it. */
export type SalesScope = { agencyId?: number; clientId?: number };

/** The sums of one group (an agency, a client, a category code or a month), as the database answers them. */
export type Sums = { previous: number; progressive: number; current: number };
export type SumRow = { previous: string | null; progressive: string | null; current: string | null };

export const money = (v: string | number | null | undefined) => Number(v ?? 0);
export const toSums = (r: SumRow): Sums => ({
  previous: money(r.previous),
  progressive: money(r.progressive),
  current: money(r.current),
});

/**
 * The three sums over `sales_daily` (the import's daily rows per client, category and day),
 * each a filtered aggregate over one walk of the two years: never the raw sales lines.
 */
export const SUMS = (p: Periods) => sql`
  sum(d.amount) filter (where d.day <= ${p.previousEnd}) as previous,
  sum(d.amount) filter (where d.day <= ${p.progressiveEnd}) as progressive,
  sum(d.amount) filter (where d.day >= ${p.currentStart}) as current`;

export const codeList = (codes: readonly CategoryCode[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );

/**
 * What a network or agency sum reads instead of every day: the complete months from
 * `sales_monthly`, and from `sales_agency_daily` (per agency, not per client) only the days of the
 * two months the progressive and the current year end in (`part` p and c). As `x(agency_id, category, day, amount, part)`.
 */
function monthsAndDays(p: Periods, agencyId?: number, codes?: readonly CategoryCode[]): SQL {
  const agency = (alias: string) =>
    agencyId === undefined ? sql`` : sql`and ${sql.raw(alias)}.agency_id = ${agencyId}`;
  const code = (alias: string) => (codes ? sql`and ${sql.raw(alias)}.category in (${codeList(codes)})` : sql``);
  return sql`(
    select m.agency_id, m.category, m.month as day, m.amount, 'm' as part from sales_monthly m
      where m.month >= ${p.previousStart} and m.month < ${p.untilMonth} ${agency('m')} ${code('m')}
    union all
    select d.agency_id, d.category, d.day, d.amount, 'p' from sales_agency_daily d
      where d.day between ${p.progressiveMonth} and ${p.progressiveEnd} ${agency('d')} ${code('d')}
    union all
    select d.agency_id, d.category, d.day, d.amount, 'c' from sales_agency_daily d
      where d.day between ${p.untilMonth} and ${p.until} ${agency('d')} ${code('d')}
  ) x`;
}

/** The three sums over `monthsAndDays`: each period from its complete months and its last days. */
const MONTH_SUMS = (p: Periods) => sql`
  sum(x.amount) filter (where x.part = 'm' and x.day <= ${p.previousEnd}) as previous,
  sum(x.amount) filter (where (x.part = 'm' and x.day < ${p.progressiveMonth}) or x.part = 'p') as progressive,
  sum(x.amount) filter (where (x.part = 'm' and x.day >= ${p.currentStart}) or x.part = 'c') as current`;

export function salesWhere(scope: SalesScope, p: Periods, codes?: readonly CategoryCode[]): SQL {
  const parts: SQL[] = [sql`d.day between ${p.previousStart} and ${p.until}`];
  if (scope.agencyId !== undefined) parts.push(sql`d.agency_id = ${scope.agencyId}`);
  if (scope.clientId !== undefined) parts.push(sql`d.client_id = ${scope.clientId}`);
  if (codes)
    parts.push(
      sql`d.category in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` and `);
}

/** What names the periods in a kept sum's key: the year and the day it runs to make all of them. */
export const periodKey = (p: Periods) => `${p.year}|${p.until}`;
const scopeKey = (scope: SalesScope) => `${scope.agencyId ?? ''}|${scope.clientId ?? ''}`;

/**
 * Sums per ERP category code in a scope (the revenue categories are made of them), once per
 * version of the sales (`memo.ts`). The map answered is shared: read it, never change it.
 */
export function sumsByCode(db: DbOrTx, version: number, scope: SalesScope, p: Periods): Promise<Map<string, Sums>> {
  return remembered(
    db,
    version,
    `code|${scopeKey(scope)}|${periodKey(p)}`,
    async () => {
      const rows = await queryRows<SumRow & { code: string }>(
        db,
        scope.clientId === undefined
          ? sql`select x.category as code, ${MONTH_SUMS(p)} from ${monthsAndDays(p, scope.agencyId)} group by x.category`
          : sql`select d.category as code, ${SUMS(p)} from sales_daily d where ${salesWhere(scope, p)} group by d.category`,
      );
      return new Map(rows.map((r) => [r.code, toSums(r)]));
    },
    (byCode) => byCode.size * 100,
  );
}

/** Sums per month (1-12) of the current year and of the previous one, for some codes (once per version of the sales). */
export function sumsByMonth(
  db: DbOrTx,
  version: number,
  scope: SalesScope,
  p: Periods,
  codes: readonly CategoryCode[],
): Promise<Map<number, { previous: number; current: number }>> {
  return remembered(db, version, `month|${scopeKey(scope)}|${periodKey(p)}|${codes.join(',')}`, async () => {
    // A month's row holds its days so far, so months answer the chart whole (a client's from its days).
    const rows = await queryRows<{ month: number; previous: string | null; current: string | null }>(
      db,
      scope.clientId === undefined
        ? sql`select extract(month from m.month)::int as month,
            sum(m.amount) filter (where m.month <= ${p.previousEnd}) as previous,
            sum(m.amount) filter (where m.month >= ${p.currentStart}) as current
          from sales_monthly m where m.month between ${p.previousStart} and ${p.until}
            ${scope.agencyId === undefined ? sql`` : sql`and m.agency_id = ${scope.agencyId}`}
            and m.category in (${codeList(codes)}) group by 1`
        : sql`select extract(month from d.day)::int as month,
            sum(d.amount) filter (where d.day <= ${p.previousEnd}) as previous,
            sum(d.amount) filter (where d.day >= ${p.currentStart}) as current
          from sales_daily d where ${salesWhere(scope, p, codes)} group by 1`,
    );
    return new Map(rows.map((r) => [Number(r.month), { previous: money(r.previous), current: money(r.current) }]));
  });
}

/**
 * Rows of sums as one JSON text (`json_agg` of objects), kept once per version of the sales: a
 * page's statement reads them back with `json_to_recordset`, so ordering, paging and joining the
 * clients or agencies as they are now stay in the database while the sums are not made again.
 */
export function rememberedRows(db: DbOrTx, version: number, key: string, rows: SQL): Promise<string> {
  return remembered(
    db,
    version,
    key,
    async () => {
      const [row] = await queryRows<{ data: string | null }>(
        db,
        sql`select coalesce(json_agg(r), '[]')::text as data from (${rows}) r`,
      );
      return row?.data ?? '[]';
    },
    (text) => text.length,
  );
}

export type GroupRow = Sums & { id: number; name: string; province: string | null; budget: number | null };
export type GroupPage = { rows: GroupRow[]; total: number; totals: Sums };

const SORTS: Record<string, SQL> = {
  name: sql`name_sort`,
  province: sql`province`,
  previous_year: sql`previous`,
  progressive: sql`progressive`,
  current_year: sql`current`,
  delta: sql`current - progressive`,
};

/**
 * One page of a revenue table by agency (the network) or by client (one agency), in one
 * statement: the sums per group, then the page with the number of groups and the sums of all
 * of them riding along as window aggregates. Groups with no sale in either year and no budget
 * are left out (spec §7: clients whose figures are all empty are dropped).
 */
export async function sumsByGroup(
  db: DbOrTx,
  version: number,
  level: { by: 'agency' } | { by: 'client'; agencyId: number },
  p: Periods,
  codes: readonly CategoryCode[],
  budgetCategory: RevenueCategory,
  page: { page: number; pageSize: number; sort?: string; order: 'asc' | 'desc' },
): Promise<GroupPage> {
  const byAgency = level.by === 'agency';
  const where = salesWhere(byAgency ? {} : { agencyId: level.agencyId }, p, codes);
  const sums = await rememberedRows(
    db,
    version,
    `group|${byAgency ? '' : level.agencyId}|${periodKey(p)}|${codes.join(',')}`,
    byAgency
      ? sql`select x.agency_id as id, ${MONTH_SUMS(p)} from ${monthsAndDays(p, undefined, codes)} group by x.agency_id`
      : sql`select d.client_id as id, ${SUMS(p)} from sales_daily d where ${where} group by d.client_id`,
  );
  const s = sql`json_to_recordset(${sums}::json) as s(id integer, previous numeric, progressive numeric, current numeric)`;
  const groups = byAgency
    ? sql`select a.id, a.name, a.province, lower(a.name) as name_sort, s.previous, s.progressive, s.current, b.amount as budget
        from agencies a
        left join ${s} on s.id = a.id
        left join ${budgetRows(p.year)} on b.agency_id = a.id and b.category = ${budgetCategory}
        where s.id is not null or b.amount is not null`
    : // The agency's clients as they are now: one moved to another agency or deleted is not listed.
      sql`select c.id, c.company_name as name, c.province, c.name_sort, s.previous, s.progressive, s.current, null::numeric as budget
        from ${s}
        join clients c on c.id = s.id and c.agency_id = ${level.agencyId} and c.status <> 'deleted'`;
  const order = (page.sort && Object.hasOwn(SORTS, page.sort) ? SORTS[page.sort] : undefined) ?? SORTS.name;
  const direction = page.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const rows = await queryRows<
    SumRow & {
      id: number;
      name: string;
      province: string | null;
      budget: string | null;
      n: string | number;
      all_previous: string | null;
      all_progressive: string | null;
      all_current: string | null;
    }
  >(
    db,
    sql`select g.*, count(*) over () as n, sum(g.previous) over () as all_previous,
        sum(g.progressive) over () as all_progressive, sum(g.current) over () as all_current
      from (${groups}) g
      order by ${order} ${direction}, g.id ${pageSql(page.page, page.pageSize)}`,
  );
  // A page past the end still says how long the list is, and its totals.
  const first =
    rows[0] ??
    (page.page > 1
      ? (
          await queryRows<{
            n: string | number;
            all_previous: string | null;
            all_progressive: string | null;
            all_current: string | null;
          }>(
            db,
            sql`select count(*) as n, sum(g.previous) as all_previous, sum(g.progressive) as all_progressive,
                sum(g.current) as all_current from (${groups}) g`,
          )
        )[0]
      : undefined);
  return {
    rows: rows.map((r) => ({
      ...toSums(r),
      id: Number(r.id),
      name: r.name,
      province: r.province,
      budget: r.budget === null ? null : money(r.budget),
    })),
    total: Number(first?.n ?? 0),
    totals: first
      ? toSums({ previous: first.all_previous, progressive: first.all_progressive, current: first.all_current })
      : { previous: 0, progressive: 0, current: 0 },
  };
}

/** The years from the first to the last day with sales in a scope, or null without any. */
export function yearSpan(db: DbOrTx, version: number, scope: SalesScope): Promise<[number, number] | null> {
  return remembered(db, version, `span|${scopeKey(scope)}`, async () => {
    const parts: SQL[] = [sql`true`];
    if (scope.agencyId !== undefined) parts.push(sql`d.agency_id = ${scope.agencyId}`);
    if (scope.clientId !== undefined) parts.push(sql`d.client_id = ${scope.clientId}`);
    const [row] = await queryRows<{ first: number | null; last: number | null }>(
      db,
      sql`select extract(year from min(d.day))::int as first, extract(year from max(d.day))::int as last
        from sales_daily d where ${sql.join(parts, sql` and `)}`,
    );
    return row?.first && row.last ? ([Number(row.first), Number(row.last)] as [number, number]) : null;
  });
}

/** The first day with a sale recorded anywhere in the portal, or null without any (an index's first entry). */
export function firstSaleDay(db: DbOrTx, version: number): Promise<string | null> {
  return remembered(db, version, 'first', async () => {
    const [row] = await queryRows<{ first: string | null }>(
      db,
      sql`select min(d.day)::text as first from sales_daily d`,
    );
    return row?.first ?? null;
  });
}

/** An agency's name, or null when there is none with this id. */
export async function findAgency(db: DbOrTx, agencyId: number) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from agencies where id = ${agencyId}`,
  );
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** A retailer client of the agency that is not deleted, or null: another agency's is not found. */
export async function findAgencyClient(db: DbOrTx, agencyId: number, clientId: number) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, company_name as name from clients
      where id = ${clientId} and agency_id = ${agencyId} and kind = 'retailer' and status <> 'deleted'`,
  );
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** An agency's sums per ERP code (kept per version of the sales) and its budgets of the year per revenue category. */
export async function sumsAndBudgets(
  db: DbOrTx,
  agencyId: number,
  p: Periods,
): Promise<{ byCode: Map<string, Sums>; budgets: Map<string, number> }> {
  const { version, budgets } = await versionAndBudgets(db, p.year, agencyId);
  return { byCode: await sumsByCode(db, version, { agencyId }, p), budgets };
}

/** A retailer client that is not deleted, with the agency it belongs to; null without one. */
export async function findClientAndAgency(db: DbOrTx, clientId: number) {
  const [row] = await queryRows<{ id: number; name: string; agency_id: number; agency_name: string }>(
    db,
    sql`select c.id, c.company_name as name, a.id as agency_id, a.name as agency_name
      from clients c join agencies a on a.id = c.agency_id
      where c.id = ${clientId} and c.kind = 'retailer' and c.status <> 'deleted'`,
  );
  return row
    ? { client: { id: Number(row.id), name: row.name }, agency: { id: Number(row.agency_id), name: row.agency_name } }
    : null;
}

/** The sums of one scope per month of the two years (1-12) and ERP code. */
export async function sumsByMonthAndCode(
  db: DbOrTx,
  scope: SalesScope,
  p: Periods,
): Promise<(Sums & { month: number; code: string })[]> {
  const rows = await queryRows<SumRow & { month: number; code: string }>(
    db,
    sql`select extract(month from d.day)::int as month, d.category as code, ${SUMS(p)}
      from sales_daily d where ${salesWhere(scope, p)} group by 1, 2`,
  );
  return rows.map((r) => ({ ...toSums(r), month: Number(r.month), code: r.code }));
}
