import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/**
 * Every body of the materials and shipments routes refuses a field it does not take, naming it,
 * instead of dropping it: an `accepted_quantity` sent with a plain accept was dropped and the
 * whole request accepted; a misspelt field of a material or a place was lost without a word.
 * The bodies are otherwise valid, so the refusal is the unknown field's alone.
 */
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const material = {
  product_code: 'STRICT-1',
  family_id: 1,
  names: { it: 'Catalogo' },
};
const place = { recipient: 'Rossi', address: 'Via Roma 1', postal_code: '20100', city: 'Milano', country: 'IT' };

/** Method, path, body and the unknown field's name as the answer gives it. */
const ROUTES: [string, string, Record<string, unknown>, string][] = [
  ['POST', '/v1.0/materiali/product', { ...material, prize: 3 }, 'prize'],
  ['PUT', '/v1.0/materiali/product/1', { ...material, names: { it: 'Catalogo', de: 'Katalog' } }, 'names.de'],
  ['PUT', '/v1.0/materiali/product/1', { ...material, notes: { it: '', nl: 'x' } }, 'notes.nl'],
  ['PUT', '/v1.0/materiali/product/1/flags', { visible: true, hidden: false }, 'hidden'],
  ['POST', '/v1.0/materiali/carico/1', { quantity: 5, note: 'x' }, 'note'],
  ['PUT', '/v1.0/materiali/carico/1', { quantity: 5, material_id: 2 }, 'material_id'],
  ['PUT', '/v1.0/materiali/request/1', { quantity: 5, status: 'accepted' }, 'status'],
  [
    'POST',
    '/v1.0/agencies/delivery/1',
    { product_id: 1, product_code: 'MAT-00001', quantity: 1, client_id: 2 },
    'client_id',
  ],
  [
    'POST',
    '/v1.0/invio/save-requests',
    { requests: [{ client_id: 1, product_id: 1, quantity: 1, product_code: 'MAT-00001' }] },
    'requests.0.product_code',
  ],
  [
    'POST',
    '/v1.0/invio/save-request-massiva',
    { requests: [{ client_id: 1, product_id: 1, quantity: 1 }], request_massiva: true },
    'request_massiva',
  ],
  ['POST', '/v1.0/materiali/print', { materials_id: [1], format: 'pdf' }, 'format'],
  [
    'POST',
    '/v2.0/richieste-agenti/1',
    { status: 'rejected', quantity: 1, reason: 'No', accepted_quantity: 1 },
    'accepted_quantity',
  ],
  ['POST', '/v1.0/invio/session', { requests: [1], client_id: 1 }, 'client_id'],
  ['POST', '/v1.0/invio/session', { requests: [1], place: { ...place, phone: '02 1234' } }, 'place.phone'],
  ['PUT', '/v1.0/invio/session/1', { requests: [1], place }, 'place'],
  ['POST', '/v1.0/invio/group-shipping', { orders_id: [1, 2], client_id: 1 }, 'client_id'],
  ['POST', '/v1.0/invio/shipping-notes/1', { notes: 'Fragile', note: 'x' }, 'note'],
  ['POST', '/v1.0/spedizioni/internal-note/1', { note: 'x', notes: 'y' }, 'notes'],
  ['POST', '/v1.0/spedizioni/1/to_confirm', { parcels: 1, waybill: 'W1', courier: 'DHL' }, 'courier'],
];

describe('materials and shipments bodies', () => {
  it('refuse a field they do not take, naming it in the request language', async () => {
    const problems: string[] = [];
    for (const [method, path, payload, field] of ROUTES) {
      const res = await t.call({ method: method as 'POST' | 'PUT', url: `/it${path}`, token: tok.admin, payload });
      const fields = res.body.args?.error?.fields;
      if (res.status !== 400 || JSON.stringify(fields) !== JSON.stringify({ [field]: 'Campo non previsto' })) {
        problems.push(
          `${method} ${path}: ${res.status} ${JSON.stringify(res.body.args?.error ?? res.body).slice(0, 200)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('still take the bodies as the web app sends them', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/en/v1.0/materiali/product',
      token: tok.admin,
      payload: { ...material, product_code: 'STRICT-2', notes: { it: 'Nota' }, visible: true, favourite: false },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.args.response.id as number;
    const flags = await t.call({
      method: 'PUT',
      url: `/en/v1.0/materiali/product/${id}/flags`,
      token: tok.admin,
      payload: { favourite: true },
    });
    expect(flags.status).toBe(200);
    const load = await t.call({
      method: 'POST',
      url: `/en/v1.0/materiali/carico/${id}`,
      token: tok.admin,
      payload: { quantity: 5, product_code: 'RUN-1' },
    });
    expect(load.status).toBe(200);
    // A move with nothing to add, with no body at all.
    const bare = await t.call({ method: 'POST', url: '/en/v1.0/spedizioni/999999/ready', token: tok.admin });
    expect(bare.status).toBe(404);
  });
});
