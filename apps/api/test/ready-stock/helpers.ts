import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index';
import type { TestApp } from '../helpers/app';

export const rows = <T>(t: TestApp, query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A demo appliance with no stock yet, given `quantity` pieces; answers its id. */
export async function stocked(t: TestApp, quantity: number): Promise<number> {
  const [a] = await rows<{ id: number }>(
    t,
    sql`select id from appliances a where not exists (select 1 from appliance_stock k where k.appliance_id = a.id)
        order by id limit 1`,
  );
  const id = a?.id as number;
  await t.database.db.execute(
    sql`insert into appliance_stock (appliance_id, quantity, warehouse) values (${id}, ${quantity}, 'Verona')`,
  );
  return id;
}

/** A client of the agent's agency that is not the demo customer's company. */
export async function agentClient(t: TestApp, username = 'agent'): Promise<number> {
  const [c] = await rows<{ id: number }>(
    t,
    sql`select c.id from clients c join users u on u.agency_id = c.agency_id
        where u.username = ${username} and c.status <> 'deleted'
          and c.id not in (select client_id from users where client_id is not null)
        order by c.id limit 1`,
  );
  return c?.id as number;
}

export const reserveUrl = (id: number | string, lang = 'en') => `/${lang}/v1.0/ready-stock/${id}/reservations`;
