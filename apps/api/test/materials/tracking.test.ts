import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tok: DemoTokens;
let northClient: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const clients = await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent });
  northClient = clients.body.args.response.rows[0]?.id as number;
});
afterAll(() => t.close());

type Shipment = {
  id: number;
  number: string;
  status: string;
  status_label: string;
  waybill: string | null;
  shipped_at: string | null;
};
type Row = { id: number; status: string; shipment: Shipment | null; shipped_quantity: number; to_deliver: number };

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = tok.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = async (token: string, lang = 'en', query = '') =>
  (await call('GET', `/${lang}/v2.0/materiali/request-agencies/1${query}`, undefined, token)).body.args.response as {
    rows: Row[];
    table_headers: { key: string; label: string }[];
  };
const rowOf = async (id: number, token = tok.agent, lang = 'en') =>
  (await list(token, lang)).rows.find((r) => r.id === id);

describe("the agent's list of requests follows the pieces", () => {
  it('shows the shipment, its waybill and the shipped quantity to the agent, not to another agency', async () => {
    const asked = await call(
      'POST',
      `/en/v1.0/agencies/delivery/${northClient}`,
      { product_id: 4, product_code: 'MAT-00004', quantity: 9 },
      tok.agent,
    );
    const request = asked.body.args.response.ids[0] as number;
    // "Still to deliver" is the request's own pieces, never the material's stock (issue 33 item 9).
    expect(await rowOf(request)).toMatchObject({
      status: 'pending',
      shipment: null,
      shipped_quantity: 0,
      to_deliver: 9,
    });
    expect(
      (
        await call('POST', `/en/v2.0/richieste-agenti/${request}`, {
          status: 'partial',
          quantity: 9,
          accepted_quantity: 7,
        })
      ).status,
    ).toBe(200);
    expect(await rowOf(request)).toMatchObject({
      status: 'partial',
      shipment: null,
      shipped_quantity: 0,
      to_deliver: 7,
    });

    const shipment = (await call('POST', '/en/v1.0/invio/session', { requests: [request] })).body.args.response
      .id as number;
    const number = `SP${String(shipment).padStart(7, '0')}`;
    expect((await rowOf(request))?.shipment).toMatchObject({ id: shipment, number, status: 'to_send', waybill: null });
    expect(
      (await call('POST', `/en/v1.0/spedizioni/${shipment}/to_confirm`, { parcels: 1, waybill: 'GLS-55120' })).status,
    ).toBe(200);
    expect(await call('POST', `/en/v1.0/spedizioni/${shipment}/ready`).then((r) => r.status)).toBe(200);
    expect(await rowOf(request)).toMatchObject({
      shipment: { status: 'ready', waybill: 'GLS-55120', shipped_at: null },
      shipped_quantity: 0,
    });
    expect(await call('POST', `/en/v1.0/spedizioni/${shipment}/shipped`).then((r) => r.status)).toBe(200);

    const mine = await list(tok.agent, 'it');
    expect(mine.table_headers.filter((h) => h.key.startsWith('ship'))).toEqual([
      { key: 'shipment', label: 'Spedizione' },
      { key: 'shipped_quantity', label: 'Spediti' },
    ]);
    const row = mine.rows.find((r) => r.id === request);
    expect(mine.table_headers.find((h) => h.key === 'to_deliver')).toEqual({
      key: 'to_deliver',
      label: 'Ancora da consegnare',
    });
    expect(mine.table_headers.map((h) => h.key)).not.toContain('available');
    expect(row).toMatchObject({
      status: 'partial',
      shipped_quantity: 7,
      to_deliver: 0,
      shipment: { id: shipment, number, status: 'shipped', status_label: 'Spedita', waybill: 'GLS-55120' },
    });
    expect(Date.now() - Date.parse(row?.shipment?.shipped_at ?? '')).toBeLessThan(60_000);
    // Staff read the same row (their table keeps its columns).
    expect(await rowOf(request, tok.sales, 'fr')).toMatchObject({
      shipped_quantity: 7,
      shipment: { number, status_label: 'Expédiée' },
    });

    // The other agency's agent sees neither the request nor the shipment, whatever they filter.
    for (const query of ['', '?status=partial', `?client=${northClient}`]) {
      const south = await list(tok.agent2, 'en', query);
      expect(south.rows.map((r) => r.id)).not.toContain(request);
      expect(south.rows.map((r) => r.shipment?.id)).not.toContain(shipment);
    }
  });

  it('has nothing still to deliver on a rejected request, whatever the material’s stock', async () => {
    const asked = await call(
      'POST',
      `/en/v1.0/agencies/delivery/${northClient}`,
      { product_id: 4, product_code: 'MAT-00004', quantity: 10 },
      tok.agent,
    );
    const request = asked.body.args.response.ids[0] as number;
    const rejected = await call('POST', `/en/v2.0/richieste-agenti/${request}`, {
      status: 'rejected',
      quantity: 10,
      reason: 'No',
    });
    expect(rejected.status).toBe(200);
    const row = (await list(tok.admin)).rows.find((r) => r.id === request) as Row & { available: number };
    expect(row).toMatchObject({ status: 'rejected', to_deliver: 0 });
    expect(row.available).toBeGreaterThan(0);
  });

  it('counts as shipped only what left with a shipped shipment', async () => {
    const rows = (await list(tok.sales)).rows as (Row & { accepted_quantity: number | null })[];
    // The demo's shipments seed puts requests in shipments of every state.
    expect(rows.some((r) => r.shipment !== null)).toBe(true);
    for (const row of rows) {
      expect(row.shipped_quantity).toBe(row.shipment?.status === 'shipped' ? row.accepted_quantity : 0);
    }
  });
});
