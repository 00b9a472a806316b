import type { ClientMap, ClientMapQuery } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { periodsOf, thisYear } from '../sales/index';
import { indexOfId, mapRevenue } from './map-revenue';
import { type Scope, scopeCondition } from './scope';

/**
 * The map's clients: the placed clients of the scope (`clients_map_idx`, an index-only walk, read
 * on every call so a client saved a moment ago is there) with their revenue of the current year up
 * to today and of the progressive, which comes from `mapRevenue`, computed once per version of the
 * sales. A client without sales in the scope reads 0.
 */
export async function clientMap(db: DbOrTx, scope: Scope, f: ClientMapQuery): Promise<ClientMap> {
  const p = periodsOf(thisYear());
  const agencyId = scope.kind === 'agency' ? scope.agencyId : f.agent;
  if (scope.kind === 'agency' && f.agent !== undefined && f.agent !== scope.agencyId) return empty(p);
  // One row of JSON arrays: 20,000 rows would cost more to hand over (PGlite parses each one in
  // JavaScript) than the query itself. The sales' version rides along.
  const [row] = await queryRows<{ data: string | null; version: number | string | null }>(
    db,
    sql`select json_build_object('id', json_agg(c.id), 'name', json_agg(c.company_name), 'lat', json_agg(c.lat), 'lng', json_agg(c.lng))::text as data,
        (select version from sales_version where id = 1) as version
      from clients c
      where ${scopeCondition(scope)} and c.kind = 'retailer' and c.status <> 'deleted' and c.lat is not null
        ${scope.kind === 'all' && f.agent !== undefined ? sql`and c.agency_id = ${f.agent}` : sql``}`,
  );
  const placed = JSON.parse(row?.data ?? '{}') as { id: number[] | null; name: string[]; lat: number[]; lng: number[] };
  // json_agg of no row is null, not [].
  if (!placed.id) return empty(p);
  const revenue = await mapRevenue(db, Number(row?.version ?? 0), { agencyId, category: f.category, p });
  const current = new Array<number>(placed.id.length);
  const progressive = new Array<number>(placed.id.length);
  for (let i = 0; i < placed.id.length; i++) {
    const at = indexOfId(revenue.id, placed.id[i] as number);
    current[i] = at < 0 ? 0 : (revenue.current[at] as number);
    progressive[i] = at < 0 ? 0 : (revenue.progressive[at] as number);
  }
  const { id, name, lat, lng } = placed;
  return { year: p.year, until: p.until, id, name, lat, lng, current, progressive };
}

/** The day the map's figures run to: a kept map is for that day only. */
export function mapDay(): string {
  return periodsOf(thisYear()).until;
}

function empty(p: { year: number; until: string }): ClientMap {
  return { year: p.year, until: p.until, id: [], name: [], lat: [], lng: [], current: [], progressive: [] };
}
