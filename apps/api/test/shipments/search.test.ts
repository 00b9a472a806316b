import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/**
 * The shipments list took `q` and ignored it: every search answered the whole list. It searches
 * what the list shows: the shipment's number, its client (name or code), recipient, city and
 * waybill, within the caller's scope and the other filters. The to-be-sent list took `q` and
 * ignored it too: it searches the material (code or name) and the client.
 */
let t: TestApp;
let tok: DemoTokens;
let shipment: { id: number; number: string; client: string; code: string };
let otherAgency: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const [client] = await queryRows<{ id: number; company_name: string }>(
    t.database.db,
    sql`select c.id, c.company_name from clients c join users u on u.agency_id = c.agency_id
        where u.username = 'agent' and c.status <> 'deleted' and c.address is not null order by c.id limit 1`,
  );
  await t.database.db.execute(sql`update clients set code = 'QZ7781' where id = ${client?.id}`);
  const asked = await call(
    'POST',
    `/en/v1.0/agencies/delivery/${client?.id}`,
    { product_id: 4, product_code: 'MAT-00004', quantity: 2 },
    tok.agent,
  );
  const request = asked.body.args.response.ids[0] as number;
  expect((await call('POST', `/en/v2.0/richieste-agenti/${request}`, { status: 'accepted', quantity: 2 })).status).toBe(
    200,
  );
  const prepared = await call('POST', '/en/v1.0/invio/session', {
    requests: [request],
    place: {
      recipient: 'Magazzino 50%_Nord',
      address: 'Via Cerca 1',
      postal_code: '20100',
      city: 'Trezzano',
      country: 'IT',
    },
  });
  const id = prepared.body.args.response.id as number;
  expect(
    (await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 1, waybill: 'GLS-99001' })).status,
  ).toBe(200);
  shipment = { id, number: `SP${String(id).padStart(7, '0')}`, client: client?.company_name ?? '', code: 'QZ7781' };
  const [other] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select agency_id as id from users where username = 'agent2'`,
  );
  otherAgency = Number(other?.id);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: object, token = tok.admin) {
  return t.call({ method, url, token, ...(payload ? { payload } : {}) });
}
type Row = { id: number; number: string; agency_id: number };
const list = async (query: string, token = tok.admin) => {
  const res = await call('GET', `/en/v1.0/spedizioni/1?${query}`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response as { rows: Row[]; total: number };
};

describe('spedizioni/{page}?q=', () => {
  it('finds a shipment by number, client name or code, recipient, city and waybill', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThan(1);
    const texts = [
      shipment.number,
      shipment.number.toLowerCase(),
      String(shipment.id).padStart(7, '0'),
      shipment.client.slice(1, 9).toUpperCase(),
      shipment.code.toLowerCase(),
      'gls-990',
      'TREZZANO',
      'magazzino',
    ];
    for (const q of texts) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toContain(shipment.id);
      expect(found.total, q).toBeLessThan(all.total);
      expect(found.total, q).toBe(found.rows.length);
    }
  });

  it('takes % and _ as text, keeps the other filters and the scope, and finds nothing for nothing', async () => {
    expect((await list(`q=${encodeURIComponent('50%_N')}`)).rows.map((r) => r.id)).toEqual([shipment.id]);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('q=nothing-like-this')).total).toBe(0);
    expect((await list(`q=${shipment.number}&status=shipped`)).total).toBe(0);
    expect((await list(`q=${shipment.number}&status=to_confirm`)).rows.map((r) => r.id)).toEqual([shipment.id]);
    expect((await list(`q=${shipment.number}`, tok.agent)).rows.map((r) => r.id)).toEqual([shipment.id]);
    expect((await list(`q=${shipment.number}`, tok.agent2)).total).toBe(0);
    expect((await list(`q=${shipment.number}&agency=${otherAgency}`)).total).toBe(0);
    // A search of the agent's own shipments shows only theirs.
    const mine = await list('q=SP', tok.agent2);
    expect(mine.rows.every((r) => r.agency_id === otherAgency)).toBe(true);
  });
});

describe('invio/{page}?q=', () => {
  it('searches the requests waiting to be sent by material and client', async () => {
    const all = (await call('GET', '/en/v1.0/invio/1')).body.args.response as { total: number };
    expect(all.total).toBeGreaterThan(1);
    const rows = (await call('GET', '/en/v1.0/invio/1?pageSize=100')).body.args.response.rows as {
      id: number;
      product_code: string;
      client: string;
    }[];
    const first = rows[0] as { id: number; product_code: string; client: string };
    for (const q of [first.product_code, first.client.slice(0, 8)]) {
      const found = (await call('GET', `/en/v1.0/invio/1?q=${encodeURIComponent(q)}`)).body.args.response as {
        rows: { id: number; product_code: string; client: string }[];
        total: number;
      };
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toContain(first.id);
      expect(found.total, q).toBeLessThan(all.total);
    }
    expect((await call('GET', '/en/v1.0/invio/1?q=nothing-like-this')).body.args.response.total).toBe(0);
  });
});

describe('what the fixed-order lists document', () => {
  it('offers no sort nor order where the list has one order (they were taken and ignored)', async () => {
    const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    for (const path of [
      '/{lang}/v2.0/materiali/request-agencies/{page}',
      '/{lang}/v1.0/spedizioni/{page}',
      '/{lang}/v1.0/invio/{page}',
    ]) {
      const query = (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(query, path).toContain('q');
      expect(query, path).not.toContain('sort');
      expect(query, path).not.toContain('order');
    }
  });
});
