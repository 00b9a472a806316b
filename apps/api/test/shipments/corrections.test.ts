import { countKey } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/** Issue 33 item 1: parcels and waybill corrected until the shipment leaves; 0 parcels and a missing waybill refused. */
let t: TestApp;
let tok: DemoTokens;
let client: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const rows = (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent })).body.args.response
    .rows as { id: number }[];
  client = rows[0]?.id as number;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = tok.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** A preparation of one accepted request (an agent's, for their first client). */
async function preparation() {
  const asked = await call(
    'POST',
    `/en/v1.0/agencies/delivery/${client}`,
    { product_id: 5, product_code: 'MAT-00005', quantity: 2 },
    tok.agent,
  );
  const request = asked.body.args.response.ids[0] as number;
  expect((await call('POST', `/en/v2.0/richieste-agenti/${request}`, { status: 'accepted', quantity: 2 })).status).toBe(
    200,
  );
  return (await call('POST', '/en/v1.0/invio/session', { requests: [request] })).body.args.response.id as number;
}

const detail = async (id: number) => (await call('GET', `/en/v1.0/spedizioni/details/${id}`)).body.args.response;

async function lastMail(id: number) {
  const [mail] = await queryRows<{ text: string }>(
    t.database.db,
    sql`select text from outbox where template = 'shipment-shipped' and subject like ${`%SP${String(id).padStart(7, '0')}%`}
        order by id desc limit 1`,
  );
  return mail?.text ?? '';
}

describe('parcels and waybill', () => {
  it('refuses 0 parcels with a message, on confirming and on correcting', async () => {
    const id = await preparation();
    for (const parcels of [0, 100, -1]) {
      const res = await call('POST', `/it/v1.0/spedizioni/${id}/to_confirm`, { parcels });
      expect(res.status).toBe(400);
      expect(res.body.args.error.message).toEqual(['I colli vanno da 1 a 99: una spedizione ne ha almeno uno']);
    }
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 1 })).status).toBe(200);
    const zero = await call('PUT', `/fr/v1.0/spedizioni/details/${id}`, { parcels: 0, waybill: '' });
    expect(zero.status).toBe(400);
    expect(zero.body.args.error.message).toEqual(['Les colis vont de 1 à 99 : une expédition en compte au moins un']);
    const dash = await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 2, waybill: '—' });
    expect(dash.status).toBe(400);
    expect(dash.body.args.error.message).toEqual(['A waybill has letters or digits']);
    expect((await detail(id)).parcels).toBe(1);
  });

  it('corrects parcels and waybill while to be confirmed or ready, never once shipped', async () => {
    const id = await preparation();
    // Before confirming there is nothing to correct: confirming asks them.
    expect((await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 2 })).status).toBe(409);
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 1 })).status).toBe(200);
    const saved = await call('PUT', `/it/v1.0/spedizioni/details/${id}`, { parcels: 3, waybill: ' BRT-1 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.args.response.message).toBe('Colli e lettera di vettura salvati');
    expect(await detail(id)).toMatchObject({ parcels: 3, waybill: 'BRT-1', status: 'to_confirm' });
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/ready`)).status).toBe(200);
    expect((await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 4, waybill: 'BRT-2' })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ parcels: 4, waybill: 'BRT-2', status: 'ready' });
    // Emptied: the waybill is none again.
    expect((await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 4, waybill: '' })).status).toBe(200);
    expect((await detail(id)).waybill).toBeNull();
    // Staff only; another's or a missing id answers as missing; a field it does not take is refused.
    expect((await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 2 }, tok.agent)).status).toBe(403);
    expect((await call('PUT', '/en/v1.0/spedizioni/details/99999999', { parcels: 2 })).status).toBe(404);
    expect((await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 2, status: 'x' })).status).toBe(400);
    expect((await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 2, waybill: 'A\u0000B' })).status).toBe(
      400,
    );
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/shipped`, { without_waybill: true })).status).toBe(200);
    const late = await call('PUT', `/it/v1.0/spedizioni/details/${id}`, { parcels: 2, waybill: 'X' });
    expect(late.status).toBe(409);
    expect(late.body.args.error.message).toBe('Questa spedizione non si può più modificare');
  });

  it('ships without a waybill only by an explicit choice, which the e-mail words', async () => {
    const id = await preparation();
    await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 1 });
    await call('POST', `/en/v1.0/spedizioni/${id}/ready`);
    const refused = await call('POST', `/it/v1.0/spedizioni/${id}/shipped`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.args.error.message).toBe('Manca la lettera di vettura: inseriscila, o scegli di spedire senza');
    expect((await detail(id)).status).toBe('ready');
    expect((await call('POST', `/it/v1.0/spedizioni/${id}/shipped`, { without_waybill: true })).status).toBe(200);
    const text = await lastMail(id);
    expect(text).toContain('è partito oggi: 1 collo, senza lettera di vettura.');
    expect(text).not.toMatch(/colli|vettura -/);
  });

  it('names the waybill and the parcels in the plural in the e-mail', async () => {
    const id = await preparation();
    await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 1, waybill: 'GLS-9' });
    await call('PUT', `/en/v1.0/spedizioni/details/${id}`, { parcels: 3, waybill: 'GLS-10' });
    await call('POST', `/en/v1.0/spedizioni/${id}/ready`);
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/shipped`, {})).status).toBe(200);
    expect(await lastMail(id)).toContain('è partito oggi: 3 colli, lettera di vettura GLS-10.');
  });

  it('counts parcels in the singular and plural of the four languages', () => {
    const said = (lang: 'it' | 'en' | 'fr' | 'es', n: number) =>
      translate(lang, countKey(lang, 'shipments.count.parcels', n), { count: n });
    expect([1, 2].map((n) => said('it', n))).toEqual(['1 collo', '2 colli']);
    expect([1, 2].map((n) => said('en', n))).toEqual(['1 parcel', '2 parcels']);
    expect([1, 2].map((n) => said('fr', n))).toEqual(['1 colis', '2 colis']);
    expect([1, 2].map((n) => said('es', n))).toEqual(['1 bulto', '2 bultos']);
  });
});
