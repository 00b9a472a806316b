import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';

export type AgencyRecord = {
  id: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  province: string | null;
  agents: number;
  clients: number;
};

/**
 * Agencies with their number of agents and of (not deleted) clients: one statement, the
 * client numbers from the counter table (client_counts), not a count per agency.
 */
export async function listAgencies(db: DbOrTx, id?: number): Promise<AgencyRecord[]> {
  const rows = await queryRows<AgencyRecord>(
    db,
    sql`select a.id, a.code, a.name, a.email, a.phone, a.city, a.province,
      coalesce(u.n, 0) as agents, coalesce(cc.n, 0) as clients
      from agencies a
      left join (select agency_id, count(*) as n from users where user_type = 2 and disabled_at is null
        ${id ? sql`and agency_id = ${id}` : sql``} group by agency_id) u on u.agency_id = a.id
      left join (select agency_id, sum(n) as n from client_counts where client_status <> 'deleted'
        ${id ? sql`and agency_id = ${id}` : sql``} group by agency_id) cc on cc.agency_id = a.id
      ${id ? sql`where a.id = ${id}` : sql``} order by a.name, a.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), agents: Number(r.agents), clients: Number(r.clients) }));
}

export async function agencyAgents(db: DbOrTx, agencyId: number) {
  const rows = await queryRows<{ id: number; name: string; surname: string; email: string; phone: string | null }>(
    db,
    sql`select id, name, surname, email, phone from users
      where agency_id = ${agencyId} and user_type = 2 and disabled_at is null order by surname, name`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
