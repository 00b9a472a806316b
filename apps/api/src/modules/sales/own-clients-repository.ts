import type { CategoryCode } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import type { Periods } from './periods';
import {
  codeList,
  money,
  periodKey,
  rememberedRows,
  SUMS,
  type SumRow,
  type Sums,
  salesWhere,
  toSums,
} from './repository';

/** An agency's own clients with their revenue per category (own-clients.ts): the page's statement. */

/** A group of codes as one filter category: sums over them are revenue in it. */
export type CodeGroup = readonly CategoryCode[];
export type OwnClientRecord = Sums & {
  id: number;
  name: string;
  code: string | null;
  province: string | null;
  /** The client's sums per ERP code. */
  byCode: Map<string, Sums>;
};

const OWN_CLIENT_SORTS: Record<string, SQL> = {
  name: sql`c.name_sort`,
  code: sql`c.code`,
  province: sql`c.province`,
  previous_year: sql`g.previous`,
  progressive: sql`g.progressive`,
  current_year: sql`g.current`,
  delta: sql`g.current - g.progressive`,
  delta_percent: sql`(g.current - g.progressive) / nullif(g.progressive, 0)`,
};

/**
 * One page of an agency's clients with revenue in at least one of `groups` (a group's sums of
 * the two years not all 0), in one statement: the sums per client and code over one walk of
 * the agency's two years, per client the sums over `codes` and per code, the page with the
 * number of clients riding along as a window aggregate. Deleted clients are left out.
 */
export async function ownClientsPage(
  db: DbOrTx,
  version: number,
  agencyId: number,
  p: Periods,
  filter: { groups: readonly CodeGroup[]; codes: readonly CategoryCode[]; q?: string },
  page: { page: number; pageSize: number; sort?: string; order: 'asc' | 'desc' },
): Promise<{ rows: OwnClientRecord[]; total: number }> {
  const sumOf = (column: 'previous' | 'progressive' | 'current', codes: readonly CategoryCode[]) =>
    sql`coalesce(sum(s.${sql.raw(column)}) filter (where s.code in (${codeList(codes)})), 0)`;
  const hasRevenue = (codes: CodeGroup) =>
    sql`(${sumOf('previous', codes)} <> 0 or ${sumOf('progressive', codes)} <> 0 or ${sumOf('current', codes)} <> 0)`;
  const order =
    (page.sort && Object.hasOwn(OWN_CLIENT_SORTS, page.sort) ? OWN_CLIENT_SORTS[page.sort] : undefined) ??
    OWN_CLIENT_SORTS.name;
  const direction = page.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const search = filter.q
    ? sql`and (c.company_name ilike ${containsPattern(filter.q)} or c.code ilike ${containsPattern(filter.q)})`
    : sql``;
  // Per client of the agency with revenue in a group: its sums over the codes and per code, kept
  // once per version of the sales and filter (the statement's grouping is most of its work).
  const groups = await rememberedRows(
    db,
    version,
    `own|${agencyId}|${periodKey(p)}|${filter.codes.join(',')}|${filter.groups.map((g) => g.join('+')).join('/')}`,
    sql`select s.client_id as id, ${sumOf('previous', filter.codes)} as previous,
        ${sumOf('progressive', filter.codes)} as progressive, ${sumOf('current', filter.codes)} as current,
        json_object_agg(s.code, json_build_array(s.previous, s.progressive, s.current)) as by_code
      from (select d.client_id, d.category as code, ${SUMS(p)} from sales_daily d
        where ${salesWhere({ agencyId }, p)} group by d.client_id, d.category) s
      group by s.client_id
      having ${sql.join(filter.groups.map(hasRevenue), sql` or `)}`,
  );
  // Clients of the agency as they are now: one moved to another agency or deleted is not listed.
  const from = sql`from json_to_recordset(${groups}::json)
        as g(id integer, previous numeric, progressive numeric, current numeric, by_code json)
      join clients c on c.id = g.id and c.agency_id = ${agencyId} and c.status <> 'deleted' ${search}`;
  const rows = await queryRows<
    SumRow & {
      id: number;
      name: string;
      code: string | null;
      province: string | null;
      by_code: Record<string, [number | string | null, number | string | null, number | string | null]>;
      n: string | number;
    }
  >(
    db,
    sql`select g.id, c.company_name as name, c.code, c.province, g.previous, g.progressive, g.current,
        g.by_code, count(*) over () as n ${from}
      order by ${order} ${direction}, g.id ${pageSql(page.page, page.pageSize)}`,
  );
  // A page past the end still says how long the list is.
  const n =
    rows[0]?.n ??
    (page.page > 1 ? (await queryRows<{ n: string | number }>(db, sql`select count(*) as n ${from}`))[0]?.n : 0);
  return {
    rows: rows.map((r) => ({
      ...toSums(r),
      id: Number(r.id),
      name: r.name,
      code: r.code,
      province: r.province,
      byCode: new Map(
        Object.entries(r.by_code).map(([code, [previous, progressive, current]]) => [
          code,
          { previous: money(previous), progressive: money(progressive), current: money(current) },
        ]),
      ),
    })),
    total: Number(n ?? 0),
  };
}
