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

/** Agencies with their number of agents and of (not deleted) clients. */
export async function listAgencies(db: DbOrTx, id?: number): Promise<AgencyRecord[]> {
  const rows = await queryRows<AgencyRecord>(
    db,
    sql`select a.id, a.code, a.name, a.email, a.phone, a.city, a.province,
      (select count(*) from users u where u.agency_id = a.id and u.user_type = 2 and u.disabled_at is null) as agents,
      (select count(*) from clients c where c.agency_id = a.id and c.status <> 'deleted' and c.kind = 'retailer') as clients
      from agencies a ${id ? sql`where a.id = ${id}` : sql``} order by a.name, a.id`,
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
