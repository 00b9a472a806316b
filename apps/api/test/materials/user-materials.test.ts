import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/** `arrex/materiali/{page}/{agency}`: what an agency asked for and what reached it. */

let t: TestApp;
let tok: DemoTokens;
let northAgency: number;
let northClients: number[];
let southClient: number;
// A material the demo's requests do not use, so the sums below are this test's own.
const MATERIAL = 6;
const CODE = 'MAT-00006';

type Row = {
  material_id: number;
  product_code: string;
  family_id: number;
  requested: number;
  accepted: number;
  pending: number;
  to_ship: number;
  delivered: number;
  last_shipped_at: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const me = (await t.call({ method: 'GET', url: '/it/v1.0/auth/me', token: tok.agent })).body.args.response;
  northAgency = me.agency.id;
  const clients = async (token: string) =>
    (
      (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token })).body.args.response.rows as {
        id: number;
      }[]
    ).map((c) => c.id);
  northClients = await clients(tok.agent);
  southClient = (await clients(tok.agent2))[0] as number;

  // Client A: 10 asked, 6 accepted and shipped. Client B: 3 asked, still pending.
  const call = (url: string, payload: object, token = tok.admin) => t.call({ method: 'POST', url, token, payload });
  const [a, b] = northClients as [number, number];
  const asked = await call(
    `/en/v1.0/agencies/delivery/${a}`,
    { product_id: MATERIAL, product_code: CODE, quantity: 10 },
    tok.agent,
  );
  const request = asked.body.args.response.ids[0];
  await call(`/en/v2.0/richieste-agenti/${request}`, { status: 'partial', quantity: 10, accepted_quantity: 6 });
  const shipment = (await call('/en/v1.0/invio/session', { requests: [request] })).body.args.response.id;
  await call(`/en/v1.0/spedizioni/${shipment}/to_confirm`, { parcels: 1, waybill: 'GLS-1' });
  await call(`/en/v1.0/spedizioni/${shipment}/ready`, {});
  expect((await call(`/en/v1.0/spedizioni/${shipment}/shipped`, {})).status).toBe(200);
  await call(`/en/v1.0/agencies/delivery/${b}`, { product_id: MATERIAL, product_code: CODE, quantity: 3 }, tok.agent);
});
afterAll(() => t.close());

const get = (url: string, token = tok.agent) => t.call({ method: 'GET', url, token });
const rowsOf = (res: { body: { args: { response: { rows: Row[] } } } }) => res.body.args.response.rows;
const mine = (rows: Row[]) => rows.find((r) => r.material_id === MATERIAL);

describe('the materials of an agency', () => {
  it('sums what the agency asked for, was accepted, waits and was delivered, per material', async () => {
    const res = await get(`/it/v1.0/arrex/materiali/1/${northAgency}`);
    expect(res.status).toBe(200);
    const list = res.body.args.response;
    expect(list.table_headers.map((h: { key: string }) => h.key)).toEqual([
      'image',
      'product_code',
      'name',
      'family',
      'requested',
      'accepted',
      'pending',
      'to_ship',
      'delivered',
      'last_shipped_at',
    ]);
    expect(list.table_headers.find((h: { key: string }) => h.key === 'delivered').label).toBe('Consegnati');
    const english = (await get(`/en/v1.0/arrex/materiali/1/${northAgency}`)).body.args.response.table_headers;
    expect(english.map((h: { label: string }) => h.label)).toEqual([
      'Image',
      'Code',
      'Material',
      'Family',
      'Requested',
      'Accepted',
      'Awaiting decision',
      'To ship',
      'Delivered',
      'Last shipped on',
    ]);
    expect(mine(list.rows)).toMatchObject({
      product_code: CODE,
      requested: 13,
      accepted: 6,
      pending: 3,
      to_ship: 0,
      delivered: 6,
      last_shipped_at: expect.any(String),
    });
    expect(list.total).toBe(list.rows.length);
    const codes = list.rows.map((r: Row) => r.product_code);
    expect(codes).toEqual([...codes].sort());
    expect(mine(list.rows)).toMatchObject({ name: 'Campionario ante 2026', family: 'Campionari' });
    // Staff read the same for any agency; names in the request language.
    const staff = await get(`/en/v1.0/arrex/materiali/1/${northAgency}`, tok.sales);
    expect(mine(rowsOf(staff))).toEqual({ ...mine(list.rows), name: 'Door sample set 2026', family: 'Samples' });
  });

  it('filters by client, family, text and delivered', async () => {
    const [a, b] = northClients as [number, number];
    const base = `/en/v1.0/arrex/materiali/1/${northAgency}`;
    expect(mine(rowsOf(await get(`${base}?client=${a}`)))).toMatchObject({ requested: 10, delivered: 6, pending: 0 });
    expect(mine(rowsOf(await get(`${base}?client=${b}`)))).toMatchObject({ requested: 3, delivered: 0, pending: 3 });

    const delivered = rowsOf(await get(`${base}?delivered=true`));
    expect(mine(delivered)).toBeDefined();
    expect(delivered.every((r) => r.delivered > 0)).toBe(true);
    const notYet = rowsOf(await get(`${base}?delivered=false`));
    expect(mine(notYet)).toBeUndefined();
    expect(notYet.every((r) => r.delivered === 0)).toBe(true);

    const found = rowsOf(await get(`${base}?q=${CODE}`));
    expect(found.map((r) => r.product_code)).toEqual([CODE]);
    const family = (mine(found) as Row).family_id;
    const ofFamily = rowsOf(await get(`${base}?family=${family}`));
    expect(ofFamily.every((r) => r.family_id === family)).toBe(true);
    expect(mine(ofFamily)).toBeDefined();

    const all = (await get(`${base}?pageSize=1`)).body.args.response;
    const second = (await get(`/en/v1.0/arrex/materiali/2/${northAgency}?pageSize=1`)).body.args.response;
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    const past = (await get(`/en/v1.0/arrex/materiali/99/${northAgency}`)).body.args.response;
    expect(past).toMatchObject({ rows: [], total: all.total });
  });

  it("answers another agency's materials, or another agency's client, like missing ones", async () => {
    const missing = await get('/fr/v1.0/arrex/materiali/1/999999');
    expect(missing.status).toBe(404);
    const other = await get(`/fr/v1.0/arrex/materiali/1/${northAgency}`, tok.agent2);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    const foreignClient = await get(`/fr/v1.0/arrex/materiali/1/${northAgency}?client=${southClient}`);
    expect(foreignClient.body).toEqual(missing.body);
    expect((await get(`/fr/v1.0/arrex/materiali/1/${northAgency}?client=${southClient}`, tok.admin)).status).toBe(404);

    expect((await get(`/en/v1.0/arrex/materiali/1/${northAgency}`, tok.customer)).status).toBe(403);
    expect((await get(`/en/v1.0/arrex/materiali/1/${northAgency}`, '')).status).toBe(401);
    const bad = await get(`/es/v1.0/arrex/materiali/1/${northAgency}?delivered=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.args.error.fields).toHaveProperty('delivered');
    expect((await get(`/en/v1.0/arrex/materiali/0/${northAgency}`)).status).toBe(400);
    expect((await get('/en/v1.0/arrex/materiali/1/abc')).status).toBe(400);
  });
});
