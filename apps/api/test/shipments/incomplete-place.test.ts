import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/**
 * A client whose address is missing cannot be the default shipping place (a label needs it):
 * the preparation is refused with a 400 naming what to do, nothing is written, and one with a
 * typed-in place goes through and reads back whole.
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
  await t.database.db.execute(
    sql`update clients set address = null, city = null, postal_code = null where id = ${client}`,
  );
});
afterAll(() => t.close());

async function acceptedRequest() {
  const asked = await t.call({
    method: 'POST',
    url: `/en/v1.0/agencies/delivery/${client}`,
    token: tok.agent,
    payload: { product_id: MATERIAL, product_code: `MAT-${String(MATERIAL).padStart(5, '0')}`, quantity: 1 },
  });
  expect(asked.status).toBe(200);
  const request = asked.body.args.response.ids[0] as number;
  const accepted = await t.call({
    method: 'POST',
    url: `/en/v2.0/richieste-agenti/${request}`,
    token: tok.admin,
    payload: { status: 'accepted', quantity: 1 },
  });
  expect(accepted.status).toBe(200);
  return request;
}

describe('a preparation for a client without an address', () => {
  it('is refused without a place, in the request language, and writes nothing', async () => {
    const request = await acceptedRequest();
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shipments`);
    const refused = await t.call({
      method: 'POST',
      url: '/fr/v1.0/invio/session',
      token: tok.admin,
      payload: { requests: [request] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.args.error.message).toBe(translate('fr', 'shipments.errors.placeIncomplete'));
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shipments`);
    expect(after?.n).toBe(before?.n);
  });

  it('goes through with a typed-in place, and its detail reads back', async () => {
    const request = await acceptedRequest();
    const place = {
      recipient: 'Mario Rossi',
      address: 'Via Roma 1',
      postal_code: '20100',
      city: 'Milano',
      country: 'IT',
    };
    const prepared = await t.call({
      method: 'POST',
      url: '/it/v1.0/invio/session',
      token: tok.admin,
      payload: { requests: [request], place },
    });
    expect(prepared.status).toBe(200);
    const id = prepared.body.args.response.id as number;
    const detail = await t.call({ method: 'GET', url: `/it/v1.0/spedizioni/details/${id}`, token: tok.admin });
    expect(detail.status).toBe(200);
    expect(detail.body.args.response.place).toMatchObject(place);
  });
});
