import { codesOf, type RevenueCategory } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesDailySql, salesLinesSql } from '../../src/db/seed/sales';
import { placeClients } from '../../src/modules/clients/coordinates';
import { periodsOf } from '../../src/modules/sales/periods';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { completeFields, demoAgencies, rows } from '../sheets/helpers';

let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
});
afterAll(() => t.close());

type MapData = {
  year: number;
  until: string;
  id: number[];
  name: string[];
  lat: number[];
  lng: number[];
  current: number[];
  progressive: number[];
};
const map = async (token: string | undefined, query = '', lang = 'en') => {
  const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/agencies/clients/map${query}`, token });
  return { status: res.status, body: res.body, data: res.body.args?.response as MapData };
};
/** The clients' ids in order: the answer's order is whatever the query walks. */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const byId = (data: MapData, column: 'current' | 'progressive') =>
  new Map(data.id.map((id, i) => [id, data[column][i] as number]));
const agencyOf = async (ids: number[]) =>
  new Set(
    (
      await rows<{ agency_id: number }>(
        t,
        sql`select distinct agency_id from clients where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((r) => Number(r.agency_id)),
  );

/** A client's revenue as a plain sum over its sales lines, in whole euros as the map answers it. */
async function plainTrend(clientId: number, category: RevenueCategory = 'expo', agencyId?: number) {
  const p = periodsOf(new Date().getFullYear());
  const [s] = await rows<{ progressive: string; current: string }>(
    t,
    sql`select coalesce(sum(amount) filter (where day between ${p.previousStart} and ${p.progressiveEnd}), 0) as progressive,
      coalesce(sum(amount) filter (where day between ${p.currentStart} and ${p.until}), 0) as current
      from sales_lines where client_id = ${clientId}
        ${agencyId === undefined ? sql`` : sql`and agency_id = ${agencyId}`}
        and category in (${sql.join(
          codesOf(category).map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  return { current: Math.round(Number(s?.current)), progressive: Math.round(Number(s?.progressive)) };
}

describe('agencies/clients/map', () => {
  it('gives staff every placed client of the network, by columns of one length', async () => {
    const { status, data } = await map(tok.admin);
    expect(status).toBe(200);
    const [visible] = await rows<{ n: string }>(
      t,
      sql`select count(*) as n from clients where kind = 'retailer' and status <> 'deleted'`,
    );
    expect(data.id.length).toBe(Number(visible?.n));
    for (const column of [data.name, data.lat, data.lng, data.current, data.progressive])
      expect(column).toHaveLength(data.id.length);
    // Each marker is named after its client (issue 33 item 7).
    const [first] = await rows<{ company_name: string }>(
      t,
      sql`select company_name from clients where id = ${data.id[0] ?? 0}`,
    );
    expect(data.name[0]).toBe(first?.company_name);
    expect(data.year).toBe(new Date().getFullYear());
    expect(data.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every demo client is in Italy.
    for (const [i, lat] of data.lat.entries()) {
      expect(lat).toBeGreaterThan(36);
      expect(lat).toBeLessThan(47.2);
      expect(data.lng[i]).toBeGreaterThan(6.5);
      expect(data.lng[i]).toBeLessThan(18.6);
    }
    expect(await agencyOf(data.id)).toEqual(new Set([nord, sud]));
    expect(sorted((await map(tok.sales)).data.id)).toEqual(sorted(data.id));
  });

  it('shows an agent only their own agency’s clients, and refuses customers and anonymous callers', async () => {
    const agent = (await map(tok.agent)).data;
    expect(agent.id.length).toBeGreaterThan(0);
    expect(await agencyOf(agent.id)).toEqual(new Set([nord]));
    // Naming another agency gives nothing, as the list does.
    expect((await map(tok.agent, `?agent=${sud}`)).data.id).toEqual([]);
    expect(sorted((await map(tok.agent, `?agent=${nord}`)).data.id)).toEqual(sorted(agent.id));
    const customer = await map(tok.customer);
    expect(customer.status).toBe(403);
    expect((await map(undefined)).status).toBe(401);
  });

  it('filters by agency and by revenue category', async () => {
    const south = (await map(tok.admin, `?agent=${sud}`)).data;
    expect(south.id.length).toBeGreaterThan(0);
    expect(await agencyOf(south.id)).toEqual(new Set([sud]));
    const all = (await map(tok.admin)).data;
    const furniture = (await map(tok.admin, '?category=furniture')).data;
    expect(sorted(furniture.id)).toEqual(sorted(all.id));
    const allCurrent = byId(all, 'current');
    const [id, current] = [...byId(furniture, 'current')].find(([, v]) => v > 0) ?? [0, 0];
    expect(current).toBeGreaterThan(0);
    expect(current).toBeLessThan(allCurrent.get(id) as number);
  });

  it('answers each client’s trend as a plain sum of its sales lines', async () => {
    const all = (await map(tok.admin)).data;
    for (const [i, id] of all.id.entries()) {
      expect({ current: all.current[i], progressive: all.progressive[i] }, `client ${id}`).toEqual(
        await plainTrend(id),
      );
    }
    const worktops = (await map(tok.agent, '?category=worktops')).data;
    for (const [i, id] of worktops.id.entries()) {
      expect({ current: worktops.current[i], progressive: worktops.progressive[i] }).toEqual(
        await plainTrend(id, 'worktops', nord),
      );
    }
    expect(all.current.some((c, i) => c > (all.progressive[i] as number))).toBe(true);
    expect(all.current.some((c, i) => c < (all.progressive[i] as number))).toBe(true);
  });

  it('places a client saved through its sheet, and shows its sales once there are some', async () => {
    const fields = completeFields('Cucine di Romagna S.r.l.', nord);
    fields.legal_seat.city = 'FORLI’';
    fields.legal_seat.province = 'FC';
    const saved = await t.call({
      method: 'POST',
      url: '/it/v1.0/agencies/schede/client-set',
      token: tok.agent,
      payload: { is_edited: true, scheda_fields: fields },
    });
    expect(saved.status).toBe(200);
    const id = saved.body.args.response.client_id as number;
    let data = (await map(tok.agent)).data;
    let i = data.id.indexOf(id);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(data.lat[i]).toBeCloseTo(44.22, 1);
    expect(data.lng[i]).toBeCloseTo(12.04, 1);
    expect([data.current[i], data.progressive[i]]).toEqual([0, 0]);

    await t.database.db.execute(salesLinesSql(sql`c.id = ${id}`));
    await t.database.db.execute(salesDailySql(sql`client_id = ${id}`));
    data = (await map(tok.agent)).data;
    i = data.id.indexOf(id);
    const plain = await plainTrend(id);
    expect(plain.current).toBeGreaterThan(0);
    expect({ current: data.current[i], progressive: data.progressive[i] }).toEqual(plain);

    // Moving the client moves it on the map; an unknown town falls back to its province.
    fields.legal_seat.city = 'Borgo che non esiste';
    fields.legal_seat.province = 'RM';
    await t.call({
      method: 'POST',
      url: `/it/v1.0/agencies/schede/client-set/${id}`,
      token: tok.agent,
      payload: { is_edited: true, scheda_fields: fields },
    });
    data = (await map(tok.agent)).data;
    i = data.id.indexOf(id);
    expect(data.lat[i]).toBeCloseTo(41.9, 0);
  });

  it('places the clients written before the map existed, once', async () => {
    const ids = (
      await rows<{ id: number }>(t, sql`select id from clients where kind = 'retailer' order by id limit 3`)
    ).map((r) => Number(r.id));
    await t.database.db.execute(
      sql`update clients set lat = null, lng = null where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await t.database.db.execute(sql`update clients set country = 'ZZ' where id = ${ids[2]}`);
    expect(await placeClients(t.database.db)).toBe(2);
    // An address no gazetteer entry places stays off the map, and is not counted again.
    expect(await placeClients(t.database.db)).toBe(0);
    const left = await rows<{ id: number }>(t, sql`select id from clients where lat is null`);
    expect(left.map((r) => Number(r.id))).toEqual([ids[2]]);
    expect((await map(tok.admin)).data.id).not.toContain(ids[2]);
  });

  it('reads the revenue again after any write of the daily sales, whatever the statement', async () => {
    const version = async () =>
      Number((await rows<{ version: string }>(t, sql`select version from sales_version where id = 1`))[0]?.version);
    const before = (await map(tok.admin)).data;
    const id = before.id.find((_, i) => (before.current[i] as number) > 0) as number;
    const { currentStart } = periodsOf(new Date().getFullYear());
    const start = await version();
    await t.database.db.execute(
      sql`update sales_daily set amount = amount + 1000 where (client_id, category, day, agency_id) in
        (select client_id, category, day, agency_id from sales_daily
         where client_id = ${id} and day >= ${currentStart} order by day desc, category limit 1)`,
    );
    expect(await version()).toBeGreaterThan(start);
    const after = (await map(tok.admin)).data;
    expect(after.current[after.id.indexOf(id)]).toBe((before.current[before.id.indexOf(id)] as number) + 1000);
    const deleted = await version();
    await t.database.db.execute(sql`delete from sales_daily where client_id = ${id}`);
    expect(await version()).toBeGreaterThan(deleted);
    const gone = (await map(tok.admin)).data;
    expect([gone.current[gone.id.indexOf(id)], gone.progressive[gone.id.indexOf(id)]]).toEqual([0, 0]);
  });

  it('refuses bad filters with a 400 in the request’s language', async () => {
    for (const query of ['?category=cars', '?agent=0', '?agent=abc', '?agent=99999999999']) {
      const res = await map(tok.admin, query, 'it');
      expect(res.status, query).toBe(400);
      expect(res.body.args.error.message).toBeTruthy();
    }
    const bad = await map(tok.admin, '?category=cars', 'en');
    expect(bad.body.args.error.fields.category).toBe('Choose a revenue category from the list');
  });
});
