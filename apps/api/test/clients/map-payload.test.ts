import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingOf } from '../../src/modules/clients/map-payload';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { rows } from '../sheets/helpers';

/**
 * The client map is the same for everyone who sees its scope (issue 32): the network's is made,
 * serialized and compressed once for all staff while what it shows stays (the clients' map version
 * and the sales' version), and made again once either moves. The test moves a client behind the
 * versions' back (triggers off) to see whether a call made the map again or sent the kept one.
 */
let t: TestApp;
let tok: DemoTokens;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const URL = '/en/v1.0/agencies/clients/map';
type MapData = { id: number[]; lat: number[]; lng: number[] };
const map = async (token: string) => {
  const res = await t.call({ method: 'GET', url: URL, token });
  expect(res.status).toBe(200);
  return res.body.args.response as MapData;
};
const latOf = (data: MapData, id: number) => data.lat[data.id.indexOf(id)];

describe('the client map kept per data version', () => {
  it('is made once for every staff user, and again once what it shows (clients, sales) changes', async () => {
    const before = await map(tok.admin);
    const id = before.id[0] as number;
    const lat = latOf(before, id) as number;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update clients set lat = ${lat + 1} where id = ${id}`);
    });
    // Another staff user, the version not moved: the kept map.
    expect(latOf(await map(tok.sales), id)).toBe(lat);
    // An agent's is their agency's: kept apart from the network's.
    const agent = await map(tok.agent);
    expect(agent.id.length).toBeLessThan(before.id.length);

    // A write elsewhere (an agency, a budget, a client's sheet state) keeps the kept map.
    await t.database.db.execute(sql`update agencies set name = name`);
    await t.database.db.execute(sql`update clients set sheet_version = sheet_version where id = ${id}`);
    // A new client not yet placed is not on the map either.
    await t.database.db.execute(
      sql`insert into clients (agency_id, company_name, kind, status)
        values ((select min(id) from agencies), 'Not placed yet', 'retailer', 'active')`,
    );
    expect(latOf(await map(tok.admin), id)).toBe(lat);
    // A change of what the map shows of a client (here another client's name) makes it again.
    const other = before.id[1] as number;
    await t.database.db.execute(sql`update clients set company_name = company_name || ' ' where id = ${other}`);
    expect(latOf(await map(tok.admin), id)).toBeCloseTo(lat + 1, 5);
    // So does a write of the sales (the trend of each client).
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update clients set lat = ${lat + 2} where id = ${id}`);
    });
    expect(latOf(await map(tok.sales), id)).toBeCloseTo(lat + 1, 5);
    await t.database.db.execute(sql`update sales_daily set amount = amount where false`);
    expect(latOf(await map(tok.sales), id)).toBeCloseTo(lat + 2, 5);
    const [row] = await rows<{ lat: number }>(t, sql`select lat from clients where id = ${id}`);
    expect(Number(row?.lat)).toBeCloseTo(lat + 2, 5);
  });

  it('goes compressed as the caller accepts, the same JSON in every encoding', async () => {
    // Enough placed clients for an answer over the compression threshold (1 kB).
    await t.database.db.execute(
      sql`insert into clients (agency_id, company_name, kind, status, lat, lng)
        select (select min(id) from agencies), 'Map test ' || g, 'retailer', 'active', 44 + g / 1000.0, 11 + g / 1000.0
        from generate_series(1, 200) g`,
    );
    const plain = await t.call({ method: 'GET', url: URL, token: tok.admin });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.args.response.id.length).toBeGreaterThan(200);
    const json = JSON.stringify(plain.body);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip;q=0.8', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'access-token': tok.admin, 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.stringify(JSON.parse(decode(res.rawPayload).toString()))).toBe(json);
    }
  });

  it('chooses the encoding as the compression plugin does', () => {
    expect(encodingOf(undefined)).toBeNull();
    expect(encodingOf('identity')).toBeNull();
    expect(encodingOf('gzip, br')).toBe('br');
    expect(encodingOf('br;q=0, gzip')).toBe('gzip');
    expect(encodingOf('*')).toBe('gzip');
    expect(encodingOf('x-gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(encodingOf('deflate')).toBeNull();
  });
});
