import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapseReservations } from '../../src/modules/ready-stock/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { latin1Csv, STOCK_HEADER } from '../imports/appliance-files';
import { importFile } from '../imports/helpers';
import { agentClient, reserveUrl, rows, stocked } from './helpers';

/** Staff decide; the buyer is told in their language; the lapse job; lists by scope; the import report. */

let t: TestApp;
let tok: DemoTokens;
let client: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  client = await agentClient(t, 'agent');
});
afterAll(() => t.close());

const reserve = async (id: number, token: string, body: object) => {
  const res = await t.call({ method: 'POST', url: reserveUrl(id), token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response.id as number;
};
const act = (id: number, what: string, token: string, payload?: object, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/ready-stock/reservations/${id}/${what}`, token, payload });
const free = async (applianceId: number, token = tok.customer) => {
  const [a] = await rows<{ code: string }>(t, sql`select code from appliances where id = ${applianceId}`);
  const res = await t.call({ method: 'GET', url: `/en/v1.0/ready-stock?q=${a?.code}`, token });
  expect(res.status).toBe(200);
  return res.body.args.response.rows[0] as { free: number; availability: string; availability_label: string };
};

describe('the ready-for-delivery list', () => {
  it('shows availability from the pieces not reserved: one left, a few left, available', async () => {
    const one = await stocked(t, 1);
    const three = await stocked(t, 3);
    const five = await stocked(t, 5);
    expect(await free(one)).toMatchObject({ free: 1, availability: 'one_left', availability_label: 'Only one left' });
    expect(await free(three)).toMatchObject({
      free: 3,
      availability: 'few_left',
      availability_label: 'Only a few left',
    });
    expect(await free(five)).toMatchObject({ free: 5, availability: 'available' });
    await reserve(five, tok.customer, { delivery_mode: 'next_load' });
    await reserve(five, tok.customer, { delivery_mode: 'next_load' });
    expect(await free(five)).toMatchObject({ free: 3, availability: 'few_left' });
    for (const token of [tok.admin, tok.sales, tok.agent, tok.customer]) {
      const res = await t.call({ method: 'GET', url: '/it/v1.0/ready-stock?pageSize=5', token });
      expect(res.status).toBe(200);
      expect(res.body.args.response.table_headers.map((h: { key: string }) => h.key)).toContain('availability');
    }
    expect((await t.call({ method: 'GET', url: '/en/v1.0/ready-stock' })).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/en/v1.0/ready-stock?pageSize=100000', token: tok.agent })).status,
    ).toBe(400);
    const facets = (await t.call({ method: 'GET', url: '/en/v1.0/ready-stock/facets', token: tok.agent })).body.args
      .response;
    expect(facets.types.length).toBeGreaterThan(1);
    const type = facets.types[0] as string;
    const typed = await t.call({
      method: 'GET',
      url: `/en/v1.0/ready-stock?type=${encodeURIComponent(type)}`,
      token: tok.agent,
    });
    expect(typed.body.args.response.rows.every((r: { type: string }) => r.type === type)).toBe(true);
  });
});

describe('staff decisions', () => {
  it('refuses with a reason: the unit is free again and the buyer hears why, in their language', async () => {
    await t.database.db.execute(sql`update users set language = 'fr' where username = 'customer'`);
    const id = await stocked(t, 1);
    const reservation = await reserve(id, tok.customer, { delivery_mode: 'next_load' });
    expect(await free(id)).toMatchObject({ free: 0, availability: 'none' });
    expect((await act(reservation, 'refuse', tok.agent, { reason: 'x' })).status).toBe(403);
    expect((await act(reservation, 'refuse', tok.admin, { reason: '' })).status).toBe(400);
    const res = await act(reservation, 'refuse', tok.admin, { reason: 'Vendu au magasin' }, 'it');
    expect(res.status).toBe(200);
    expect(res.body.args.response.message).toBe('Prenotazione rifiutata');
    expect(await free(id)).toMatchObject({ free: 1, availability: 'one_left' });
    const [mail] = await rows<{ to: string; subject: string; text: string; language: string }>(
      t,
      sql`select "to", subject, text, language from outbox where template = 'ready-stock-refused' order by id desc limit 1`,
    );
    expect(mail?.to).toBe('customer@portal.example.it');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toContain('a été refusée');
    expect(mail?.text).toContain('Motif : Vendu au magasin');
    // Decided once: a second decision is a conflict.
    expect((await act(reservation, 'accept', tok.admin)).status).toBe(409);
    expect((await act(2_000_000_000, 'accept', tok.admin)).status).toBe(404);
  });

  it('accepts: the buyer gets both self-collection dates; closing takes the unit off the stock', async () => {
    await t.database.db.execute(sql`update users set language = 'it' where username = 'agent'`);
    const id = await stocked(t, 2);
    const reservation = await reserve(id, tok.agent, { delivery_mode: 'self_collection', client_id: client });
    expect((await act(reservation, 'close', tok.admin)).status).toBe(409);
    expect((await act(reservation, 'accept', tok.sales)).status).toBe(200);
    const [mail] = await rows<{ to: string; text: string }>(
      t,
      sql`select "to", text from outbox where template = 'ready-stock-accepted' order by id desc limit 1`,
    );
    expect(mail?.to).toBe('agent@portal.example.it');
    expect(mail?.text.split('\n')[0]).toBe('Gentile Luca Colombo,');
    expect(mail?.text).toMatch(/Pronto per il ritiro dal \d+ \S+ \d{4}; da ritirare entro il \d+ \S+ \d{4}\./);
    expect(await free(id)).toMatchObject({ free: 1 });
    expect((await act(reservation, 'close', tok.admin)).status).toBe(200);
    const [after] = await rows<{ quantity: number; state: string }>(
      t,
      sql`select k.quantity, r.state from appliance_stock k join ready_stock_reservations r on r.appliance_id = k.appliance_id
          where r.id = ${reservation}`,
    );
    expect(after).toEqual({ quantity: 1, state: 'collected' });
    expect(await free(id)).toMatchObject({ free: 1 });
  });

  it('lists reservations by scope: staff all with filters, an agent their agency, a customer its own', async () => {
    const list = async (token: string, query = '') => {
      const res = await t.call({ method: 'GET', url: `/en/v1.0/ready-stock/reservations?pageSize=100${query}`, token });
      expect(res.status).toBe(200);
      return res.body.args.response as {
        rows: { client_id: number; agency_id: number; state: string }[];
        total: number;
      };
    };
    const all = await list(tok.admin);
    expect(new Set(all.rows.map((r) => r.state)).size).toBe(6);
    const refused = await list(tok.admin, '&state=refused');
    expect(refused.rows.length).toBeGreaterThan(0);
    expect(refused.rows.every((r) => r.state === 'refused')).toBe(true);
    const [me] = await rows<{ agency_id: number; client_id: number }>(
      t,
      sql`select (select agency_id from users where username = 'agent2') as agency_id,
                 (select client_id from users where username = 'customer') as client_id`,
    );
    expect((await list(tok.agent2)).rows.every((r) => r.agency_id === me?.agency_id)).toBe(true);
    const own = await list(tok.customer);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.client_id === me?.client_id)).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/en/v1.0/ready-stock/reservations?state=nope', token: tok.admin })).status,
    ).toBe(400);
  });
});

describe('the lapse job', () => {
  it('lapses self-collection reservations not collected by their collect-by day and frees the unit', async () => {
    const id = await stocked(t, 1);
    const reservation = await reserve(id, tok.customer, { delivery_mode: 'self_collection' });
    await act(reservation, 'accept', tok.admin);
    const [r] = await rows<{ collect_by: string }>(
      t,
      sql`select collect_by::text from ready_stock_reservations where id = ${reservation}`,
    );
    // On the collect-by day itself it still holds.
    await lapseReservations(t.app, r?.collect_by);
    expect(await free(id)).toMatchObject({ free: 0 });
    const next = new Date(`${r?.collect_by}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const lapsed = await lapseReservations(t.app, next.toISOString().slice(0, 10));
    expect(lapsed).toBeGreaterThanOrEqual(1);
    expect(await free(id)).toMatchObject({ free: 1, availability: 'one_left' });
    const [state] = await rows<{ state: string }>(
      t,
      sql`select state from ready_stock_reservations where id = ${reservation}`,
    );
    expect(state?.state).toBe('lapsed');
    // Run again: nothing left to lapse.
    expect(await lapseReservations(t.app, next.toISOString().slice(0, 10))).toBe(0);
  });
});

describe('a new stock file', () => {
  it('never takes a reserved unit away silently: the report lists the reservations it does not cover', async () => {
    const id = await stocked(t, 2);
    const [a] = await rows<{ code: string }>(t, sql`select code from appliances where id = ${id}`);
    const first = await reserve(id, tok.customer, { delivery_mode: 'next_load' });
    const second = await reserve(id, tok.customer, { delivery_mode: 'next_load' });
    const done = await importFile(
      t,
      tok.admin,
      latin1Csv(STOCK_HEADER, [`${a?.code};1;Verona`]),
      'giacenza.csv',
      'en',
      'ready-stock',
    );
    expect(done.status).toBe('succeeded');
    const lines = done.rejections.filter((r: { message: string }) => r.message.includes(a?.code as string));
    expect(lines).toEqual([
      {
        row: 2,
        column: 'Quantity',
        message: `The new stock of ${a?.code} (1) does not cover its 2 reserved units: reservations #${second} are not covered`,
      },
    ]);
    // The reservations stay, for staff to decide.
    const states = await rows<{ state: string }>(
      t,
      sql`select state from ready_stock_reservations where id in (${first}, ${second})`,
    );
    expect(states.map((s) => s.state)).toEqual(['requested', 'requested']);
  });
});
