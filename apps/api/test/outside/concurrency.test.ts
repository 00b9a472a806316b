import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountSql } from '../../src/modules/materials/stock';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { registration } from '../registrations/payloads';
import { completeFields, demoAgencies, rows } from '../sheets/helpers';

/**
 * An outside tester's double submits: the same command sent twice at once (Promise.all), as a
 * double click or two staff members would. Exactly one wins, the other gets a 4xx envelope, and
 * nothing is written twice (no second shipment, sign link, material or user; counters as the
 * rows say). Meaningful on PostgreSQL (DATABASE_URL), where the two really overlap.
 */
let t: TestApp;
let tok: DemoTokens;
let nord: number;
let client: number;
let material: { id: number; product_code: string };

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord } = await demoAgencies(t));
  client = (
    await rows<{ id: number }>(
      t,
      sql`select id from clients where agency_id = ${nord} and status <> 'deleted' and address is not null order by id limit 1`,
    )
  )[0]?.id as number;
  material = (
    await rows<{ id: number; product_code: string }>(
      t,
      sql`select id, product_code from materials where archived_at is null and visible
            and realised - committed - delivered >= 50 order by id limit 1`,
    )
  )[0] as { id: number; product_code: string };
});
afterAll(() => t.close());

const statuses = (res: { status: number }[]) => res.map((r) => r.status).sort();

function oneWins(res: { status: number; body: any }[], loser: number) {
  expect(statuses(res), JSON.stringify(res.map((r) => r.body))).toEqual([200, loser].sort());
  const lost = res.find((r) => r.status !== 200);
  expect(lost?.body.code).toBe(loser);
  expect(lost?.body.args.error.message).toBeTruthy();
}

async function drift() {
  return rows(
    t,
    sql`select m.id from materials m join (${recountSql}) c on c.id = m.id
        where (m.realised, m.committed, m.printed, m.delivered, m.pending_requests)
          is distinct from (c.realised, c.committed, c.printed, c.delivered, c.pending_requests)`,
  );
}

async function ask(quantity = 1) {
  const res = await t.call({
    method: 'POST',
    url: `/en/v1.0/agencies/delivery/${client}`,
    token: tok.agent,
    payload: { product_id: material.id, product_code: material.product_code, quantity },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response.ids[0] as number;
}
const decide = (id: number, body: object, token = tok.admin) =>
  t.call({ method: 'POST', url: `/en/v2.0/richieste-agenti/${id}`, token, payload: body });

describe('the same command twice at once', () => {
  it('two accepts of one request: one 200, one 409; the stock is committed once', async () => {
    const id = await ask(3);
    oneWins(
      await Promise.all([decide(id, { status: 'accepted' }), decide(id, { status: 'accepted' }, tok.sales)]),
      409,
    );
    const other = await ask(2);
    oneWins(
      await Promise.all([
        decide(other, { status: 'partial', accepted_quantity: 1 }),
        decide(other, { status: 'rejected', reason: 'Fuori catalogo' }),
      ]),
      409,
    );
    expect(await drift()).toEqual([]);
  });

  it('a quantity change racing an accept never leaves an accepted quantity above the stock taken', async () => {
    const id = await ask(2);
    await Promise.all([
      t.call({ method: 'PUT', url: `/en/v1.0/materiali/request/${id}`, token: tok.agent, payload: { quantity: 5 } }),
      decide(id, { status: 'accepted' }),
    ]);
    expect(await drift()).toEqual([]);
  });

  it('two preparations of the same request: one shipment, the other a 409', async () => {
    const id = await ask(1);
    expect((await decide(id, { status: 'accepted' })).status).toBe(200);
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from shipments`))[0]?.n;
    const prepare = () =>
      t.call({ method: 'POST', url: '/en/v1.0/invio/session', token: tok.admin, payload: { requests: [id] } });
    const res = await Promise.all([prepare(), prepare()]);
    oneWins(res, 409);
    const after = (await rows<{ n: number }>(t, sql`select count(*)::int as n from shipments`))[0]?.n;
    expect(after).toBe((before ?? 0) + 1);
    const shipment = res.find((r) => r.status === 200)?.body.args.response.id as number;

    // Shipped twice at once: delivered once.
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/en/v1.0/spedizioni/${shipment}/to_confirm`,
          token: tok.admin,
          payload: { parcels: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: `/en/v1.0/spedizioni/${shipment}/ready`, token: tok.admin })).status,
    ).toBe(200);
    const ship = () => t.call({ method: 'POST', url: `/en/v1.0/spedizioni/${shipment}/shipped`, token: tok.admin });
    oneWins(await Promise.all([ship(), ship()]), 409);
    expect(await drift()).toEqual([]);
    const mails = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from outbox where template = 'shipment-shipped'
          and subject like ${`%SP${String(shipment).padStart(7, '0')}%`}`,
    );
    expect(mails[0]?.n).toBeLessThanOrEqual(1);
  });

  it('two sends of the same sheet: one sign link, the other a 409', async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/en/v1.0/agencies/schede/client-set',
      token: tok.agent,
      payload: {
        action: 'save_for_signature',
        scheda_fields: completeFields('Doppio Invio S.r.l.', nord),
        'signature-email': 'doppio@example.it',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.args.response.client_id as number;
    const send = () =>
      t.call({
        method: 'POST',
        url: `/en/v1.0/agencies/schede/client-set/${id}`,
        token: tok.agent,
        payload: { action: 'send' },
      });
    oneWins(await Promise.all([send(), send()]), 409);
    const open = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from sign_requests r join sheets s on s.id = r.sheet_id
          where s.client_id = ${id} and r.status = 'open'`,
    );
    expect(open[0]?.n).toBe(1);
    // Two confirmations of a sheet not signed: both refused alike.
    const confirm = () =>
      t.call({ method: 'PUT', url: `/en/v1.0/admin/schede/client-confirmed/${id}`, token: tok.admin });
    expect(statuses(await Promise.all([confirm(), confirm()]))).toEqual([409, 409]);
  });

  it('two new materials with one code: one created, the other a 409', async () => {
    const [family] = await rows<{ id: number }>(t, sql`select id from material_families order by id limit 1`);
    const body = {
      product_code: 'OUT-DOPPIO-1',
      family_id: family?.id,
      names: { it: 'Doppio', en: 'Double', fr: 'Double', es: 'Doble' },
    };
    const create = () => t.call({ method: 'POST', url: '/en/v1.0/materiali/product', token: tok.admin, payload: body });
    oneWins(await Promise.all([create(), create()]), 409);
  });

  it('two registrations with one user name: one kept, the other a 409; two approvals: one user', async () => {
    const form = registration();
    const register = () => t.call({ method: 'POST', url: '/en/v1.0/auth/register', payload: form });
    oneWins(await Promise.all([register(), register()]), 409);
    const [reg] = await rows<{ id: number }>(
      t,
      sql`select id from registration_requests where username = ${form.username}`,
    );
    const approve = () =>
      t.call({ method: 'POST', url: `/en/v1.0/admin/registrations/${reg?.id}/approve`, token: tok.admin });
    oneWins(await Promise.all([approve(), approve()]), 409);
    const users = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where username = ${form.username}`,
    );
    expect(users[0]?.n).toBe(1);
  });
});
