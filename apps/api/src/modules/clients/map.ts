import { type ClientMap, type ClientMapQuery, codesOf } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { periodsOf, thisYear } from '../sales/periods';
import { type Scope, scopeCondition } from './scope';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The map's clients in one statement: the placed clients of the scope (`clients_map_idx`, an
 * index-only walk) with, from `sales_daily`, the revenue of the current year up to today and of
 * the progressive, the days of the previous year up to the same day (sales/periods.ts). The gap
 * between the two ranges is never read. For one agency (an agent, or staff filtering) only the
 * sales credited to it count, as in that agency's revenue screens; its index
 * (`sales_daily_agency_day_idx`) holds everything the sum reads.
 */
export async function clientMap(db: DbOrTx, scope: Scope, f: ClientMapQuery): Promise<ClientMap> {
  const p = periodsOf(thisYear());
  const agencyId = scope.kind === 'agency' ? scope.agencyId : f.agent;
  if (scope.kind === 'agency' && f.agent !== undefined && f.agent !== scope.agencyId) return empty(p);
  const salesWhere: SQL[] = [
    sql`(d.day between ${p.previousStart} and ${p.progressiveEnd} or d.day between ${p.currentStart} and ${p.until})`,
  ];
  if (agencyId !== undefined) salesWhere.push(sql`d.agency_id = ${agencyId}`);
  if (f.category && f.category !== 'expo') salesWhere.push(sql`d.category in (${list(codesOf(f.category))})`);
  // One row of JSON arrays: 20,000 rows would cost more to hand over (PGlite parses each one in
  // JavaScript) than the query itself. Every aggregate reads the same rows in the same order.
  const [row] = await queryRows<{ data: string | null }>(
    db,
    sql`select json_build_object('id', json_agg(x.id), 'lat', json_agg(x.lat), 'lng', json_agg(x.lng),
        'current', json_agg(x.current), 'progressive', json_agg(x.progressive))::text as data
      from (
        select c.id, c.lat, c.lng, coalesce(s.current, 0) as current, coalesce(s.progressive, 0) as progressive
        from clients c
        left join (
          select d.client_id,
            round(sum(d.amount) filter (where d.day >= ${p.currentStart})) as current,
            round(sum(d.amount) filter (where d.day <= ${p.progressiveEnd})) as progressive
          from sales_daily d where ${sql.join(salesWhere, sql` and `)}
          group by d.client_id
        ) s on s.client_id = c.id
        where ${scopeCondition(scope)} and c.kind = 'retailer' and c.status <> 'deleted' and c.lat is not null
          ${scope.kind === 'all' && f.agent !== undefined ? sql`and c.agency_id = ${f.agent}` : sql``}
      ) x`,
  );
  const columns = JSON.parse(row?.data ?? '{}') as Partial<Omit<ClientMap, 'year' | 'until'>>;
  const answer = empty(p);
  // json_agg of no row is null, not [].
  return columns.id ? { ...answer, ...columns } : answer;
}

function empty(p: { year: number; until: string }): ClientMap {
  return { year: p.year, until: p.until, id: [], lat: [], lng: [], current: [], progressive: [] };
}
