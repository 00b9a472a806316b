import type { Language, ShipmentStatus } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/**
 * The moves SHIPMENT_TRANSITIONS does not allow, from shipments the test brings to each state:
 * each is a 409 in the request's language, and nothing of the shipment, its stock, its mail or
 * its audit trail changes.
 */

let t: TestApp;
let tok: DemoTokens;
let client: number;
const MATERIAL = 2;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const rows = (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent })).body.args.response
    .rows as { id: number }[];
  client = rows[0]?.id as number;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = tok.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

const PATH: ShipmentStatus[] = ['to_send', 'to_confirm', 'ready', 'shipped'];

/** A shipment of one accepted request, moved along the allowed path up to `status`. */
async function shipmentIn(status: ShipmentStatus) {
  const asked = await call(
    'POST',
    `/en/v1.0/agencies/delivery/${client}`,
    { product_id: MATERIAL, product_code: `MAT-${String(MATERIAL).padStart(5, '0')}`, quantity: 3 },
    tok.agent,
  );
  const request = asked.body.args.response.ids[0] as number;
  expect((await call('POST', `/en/v2.0/richieste-agenti/${request}`, { status: 'accepted', quantity: 3 })).status).toBe(
    200,
  );
  const prepared = await call('POST', '/en/v1.0/invio/session', { requests: [request] });
  const id = prepared.body.args.response.id as number;
  for (const next of PATH.slice(1, PATH.indexOf(status) + 1)) {
    const body = next === 'to_confirm' ? { parcels: 1, waybill: 'BRT-0001' } : {};
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/${next}`, body)).status).toBe(200);
  }
  return id;
}

/** Everything a refused move could have touched. */
async function snapshot(id: number) {
  const detail = (await call('GET', `/en/v1.0/spedizioni/details/${id}`)).body.args.response;
  const material = (await call('GET', `/en/v1.0/materiali/product/${MATERIAL}`)).body.args.response;
  const [counts] = await queryRows<{ audit: number; mail: number; updated: string }>(
    t.database.db,
    sql`select (select count(*) from audit_events where entity = 'shipment' and entity_id = ${String(id)})::int as audit,
          (select count(*) from outbox where template = 'shipment-shipped')::int as mail,
          (select updated_at::text from shipments where id = ${id}) as updated`,
  );
  return {
    detail,
    counters: {
      realised: material.realised,
      committed: material.committed,
      printed: material.printed,
      delivered: material.delivered,
      available: material.available,
    },
    counts,
  };
}

const label = (lang: Language, status: ShipmentStatus) => translate(lang, `shipments.status.${status}`);

const REFUSED: [from: ShipmentStatus, to: ShipmentStatus, lang: Language][] = [
  ['to_send', 'shipped', 'it'],
  ['to_confirm', 'shipped', 'en'],
  ['to_send', 'to_send', 'fr'],
  ['to_confirm', 'to_send', 'es'],
  ['ready', 'to_send', 'it'],
  ['shipped', 'to_send', 'en'],
  ['shipped', 'to_confirm', 'fr'],
  ['shipped', 'ready', 'es'],
  ['shipped', 'shipped', 'it'],
];

describe('refused shipment transitions', () => {
  it('answers in the request language with both states named', async () => {
    const id = await shipmentIn('to_send');
    const res = await call('POST', `/it/v1.0/spedizioni/${id}/shipped`, { parcels: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 409,
      args: {
        error: {
          key: 'shipments.errors.transition',
          message: 'Una spedizione Da inviare non può diventare Spedita',
        },
      },
    });
    const es = await call('POST', `/es/v1.0/spedizioni/${id}/shipped`);
    expect(es.body.args.error.message).toBe('Un envío Por enviar no puede pasar a Enviado');
  });

  it.each(REFUSED)('%s → %s (%s) is a 409 and changes nothing', async (from, to, lang) => {
    const id = await shipmentIn(from);
    const before = await snapshot(id);
    // With a body that would change the parcels and the waybill, were the move allowed.
    const res = await call('POST', `/${lang}/v1.0/spedizioni/${id}/${to}`, { parcels: 7, waybill: 'CHANGED-99' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(409);
    expect(res.body.args.error.key).toBe('shipments.errors.transition');
    expect(res.body.args.error.message).toBe(
      translate(lang, 'shipments.errors.transition', { from: label(lang, from), to: label(lang, to) }),
    );
    expect(await snapshot(id)).toEqual(before);
    expect(before.detail.status).toBe(from);
  });

  it('lists no next state for a shipped shipment, and the allowed ones otherwise', async () => {
    const next = async (status: ShipmentStatus) =>
      (await call('GET', `/en/v1.0/spedizioni/details/${await shipmentIn(status)}`)).body.args.response.next;
    expect(await next('to_send')).toEqual(['to_confirm']);
    expect(await next('to_confirm')).toEqual(['ready']);
    expect(await next('ready')).toEqual(['to_confirm', 'shipped']);
    expect(await next('shipped')).toEqual([]);
  });
});
