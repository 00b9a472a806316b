import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';

let t: TestApp;
let tok: DemoTokens;
let north: { agency: number; clients: { id: number; company_name: string }[] };
let south: { agency: number; clients: { id: number; company_name: string }[] };

async function agencyOf(token: string) {
  const me = (await t.call({ method: 'GET', url: '/it/v1.0/auth/me', token })).body.args.response;
  const rows = (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token })).body.args.response.rows;
  return { agency: me.agency.id as number, clients: rows as { id: number; company_name: string }[] };
}

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  north = await agencyOf(tok.agent);
  south = await agencyOf(tok.agent2);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = tok.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** A request the client's agent makes, accepted by the admin. */
async function acceptedRequest(clientId: number, material: number, quantity: number, agent = tok.agent) {
  const code = `MAT-${String(material).padStart(5, '0')}`;
  const res = await call(
    'POST',
    `/en/v1.0/agencies/delivery/${clientId}`,
    { product_id: material, product_code: code, quantity },
    agent,
  );
  expect(res.status).toBe(200);
  const id = res.body.args.response.ids[0] as number;
  expect((await call('POST', `/en/v2.0/richieste-agenti/${id}`, { status: 'accepted', quantity })).status).toBe(200);
  return id;
}

async function prepare(requests: number[], place?: object) {
  const res = await call('POST', '/en/v1.0/invio/session', { requests, ...(place ? { place } : {}) });
  expect(res.status).toBe(200);
  return res.body.args.response.id as number;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('the preparation screen lookups', () => {
  it('lists the agencies and their clients with accepted requests waiting, for staff only', async () => {
    const client = north.clients[2] as { id: number; company_name: string };
    const before = (await call('GET', '/en/v1.0/invio/get-agencies')).body.args.response as {
      id: number;
      waiting: number;
    }[];
    const waitingBefore = before.find((a) => a.id === north.agency)?.waiting ?? 0;
    const clientsBefore = (await call('GET', `/en/v1.0/invio/get-clients/${north.agency}`)).body.args.response as {
      id: number;
      waiting: number;
    }[];
    const clientBefore = clientsBefore.find((c) => c.id === client.id)?.waiting ?? 0;
    await acceptedRequest(client.id, 5, 2);
    await acceptedRequest(client.id, 6, 1);

    const agencies = await call('GET', '/it/v1.0/invio/get-agencies', undefined, tok.sales);
    expect(agencies.status).toBe(200);
    const row = agencies.body.args.response.find((a: { id: number }) => a.id === north.agency);
    expect(row).toMatchObject({ id: north.agency, waiting: waitingBefore + 2 });
    expect(typeof row.name).toBe('string');

    const clients = await call('GET', `/it/v1.0/invio/get-clients/${north.agency}`);
    expect(clients.status).toBe(200);
    const mine = clients.body.args.response.find((c: { id: number }) => c.id === client.id);
    expect(mine).toMatchObject({ company_name: client.company_name, waiting: clientBefore + 2 });
    // Only clients with something waiting, only of that agency.
    expect(clients.body.args.response.every((c: { waiting: number }) => c.waiting > 0)).toBe(true);
    const southClients = ids((await call('GET', `/it/v1.0/invio/get-clients/${south.agency}`)).body.args.response);
    expect(southClients).not.toContain(client.id);
    for (const other of south.clients) expect(ids(clients.body.args.response)).not.toContain(other.id);

    const searched = await call(
      'GET',
      `/it/v1.0/invio/get-clients/${north.agency}?q=${encodeURIComponent(client.company_name.slice(0, 5))}`,
    );
    expect(ids(searched.body.args.response)).toContain(client.id);
    const none = await call('GET', `/it/v1.0/invio/get-clients/${north.agency}?q=zzzz-nothing`);
    expect(none.body.args.response).toEqual([]);

    const missing = await call('GET', '/es/v1.0/invio/get-clients/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.args.error.key).toBe('errors.notFound');
    expect((await call('GET', '/en/v1.0/invio/get-clients/abc')).status).toBe(400);

    for (const url of ['/en/v1.0/invio/get-agencies', `/en/v1.0/invio/get-clients/${north.agency}`]) {
      expect((await call('GET', url, undefined, tok.agent)).status).toBe(403);
      expect((await call('GET', url, undefined, tok.customer)).status).toBe(403);
      expect((await call('GET', url, undefined, '')).status).toBe(401);
    }
  });

  it("offers the client's address, then the other places its shipments went to", async () => {
    const client = north.clients[3] as { id: number; company_name: string };
    const first = await call('GET', `/it/v1.0/invio/shipping-to?client=${client.id}`);
    expect(first.status).toBe(200);
    expect(first.body.args.response).toHaveLength(1);
    expect(first.body.args.response[0]).toMatchObject({
      kind: 'client',
      label: 'Indirizzo del cliente',
      place: { recipient: client.company_name },
    });

    const place = {
      recipient: 'Fiera del Mobile - Stand 12',
      address: 'Strada Statale 33',
      postal_code: '20017',
      city: 'Rho',
      province: 'MI',
      country: 'IT',
    };
    await prepare([await acceptedRequest(client.id, 5, 1)], place);
    // A preparation to the client's own address does not repeat it.
    await prepare([await acceptedRequest(client.id, 6, 1)]);
    const after = (await call('GET', `/en/v1.0/invio/shipping-to?client=${client.id}`)).body.args.response;
    expect(after.map((d: { kind: string }) => d.kind)).toEqual(['client', 'previous']);
    expect(after[1]).toMatchObject({ place, complete: true });
    expect(after[1].label).toMatch(/^Used for a shipment on /);

    const missing = await call('GET', '/fr/v1.0/invio/shipping-to?client=999999');
    expect(missing.status).toBe(404);
    const noClient = await call('GET', '/fr/v1.0/invio/shipping-to');
    expect(noClient.status).toBe(400);
    expect(noClient.body.args.error.fields).toHaveProperty('client');
    expect((await call('GET', `/en/v1.0/invio/shipping-to?client=${client.id}`, undefined, tok.agent)).status).toBe(
      403,
    );
  });

  it('gives the order-by options with labels in the request language', async () => {
    const fr = await call('GET', '/fr/v1.0/invio/get-order-by');
    expect(fr.status).toBe(200);
    expect(fr.body.args.response).toEqual([
      { key: 'newest', label: 'Plus récentes' },
      { key: 'oldest', label: 'Plus anciennes' },
      { key: 'client', label: 'Par client' },
      { key: 'agency', label: 'Par agence' },
    ]);
    const es = (await call('GET', '/es/v1.0/invio/get-order-by', undefined, tok.sales)).body.args.response;
    expect(es[2]).toEqual({ key: 'client', label: 'Por cliente' });
    expect((await call('GET', '/en/v1.0/invio/get-order-by', undefined, tok.agent)).status).toBe(403);
    expect((await call('GET', '/en/v1.0/invio/get-order-by', undefined, '')).status).toBe(401);
  });
});

describe('the preparations list (invii/{page})', () => {
  it('pages the shipments still to be sent, filtered by agency and client, in the chosen order', async () => {
    const a = north.clients[4] as { id: number };
    const b = south.clients[1] as { id: number };
    const first = await prepare([await acceptedRequest(a.id, 7, 1)]);
    const second = await prepare([await acceptedRequest(b.id, 7, 2, tok.agent2)]);

    const all = await call('GET', '/it/v1.0/invii/1?pageSize=100');
    expect(all.status).toBe(200);
    const list = all.body.args.response;
    expect(list.table_headers.map((h: { key: string }) => h.key)).toEqual([
      'number',
      'created_at',
      'client',
      'agency',
      'recipient',
      'city',
      'pieces',
    ]);
    expect(list.table_headers[0].label).toBe('Spedizione');
    expect(list.rows.every((r: { status: string }) => r.status === 'to_send')).toBe(true);
    expect(ids(list.rows)).toEqual(expect.arrayContaining([first, second]));
    expect(list.total).toBe(list.rows.length);
    // Newest first by default.
    expect(ids(list.rows).indexOf(second)).toBeLessThan(ids(list.rows).indexOf(first));

    const oldest = (await call('GET', '/it/v1.0/invii/1?pageSize=100&order-by=oldest')).body.args.response.rows;
    expect(ids(oldest)).toEqual(ids(list.rows).reverse());
    const byClient = (await call('GET', '/it/v1.0/invii/1?pageSize=100&order-by=client')).body.args.response.rows;
    const names = byClient.map((r: { client: string }) => r.client.toLowerCase());
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const byAgency = (await call('GET', '/it/v1.0/invii/1?pageSize=100&order-by=agency')).body.args.response.rows;
    const agencies = byAgency.map((r: { agency: string }) => r.agency);
    expect(agencies).toEqual([...agencies].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));

    const northOnly = (await call('GET', `/it/v1.0/invii/1?agency=${north.agency}`)).body.args.response;
    expect(northOnly.rows.every((r: { agency_id: number }) => r.agency_id === north.agency)).toBe(true);
    expect(ids(northOnly.rows)).toContain(first);
    const clientOnly = (await call('GET', `/it/v1.0/invii/1?client=${b.id}`)).body.args.response;
    expect(ids(clientOnly.rows)).toEqual([second]);

    const paged = (await call('GET', '/it/v1.0/invii/2?pageSize=1')).body.args.response;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: list.total });
    expect(ids(paged.rows)).toEqual([list.rows[1].id]);

    const bad = await call('GET', '/es/v1.0/invii/1?order-by=price');
    expect(bad.status).toBe(400);
    expect(bad.body.args.error.fields).toHaveProperty('order-by');
    expect((await call('GET', '/en/v1.0/invii/0')).status).toBe(400);
    expect((await call('GET', '/en/v1.0/invii/1', undefined, tok.agent)).status).toBe(403);
    expect((await call('GET', '/en/v1.0/invii/1', undefined, tok.customer)).status).toBe(403);
    expect((await call('GET', '/en/v1.0/invii/1', undefined, '')).status).toBe(401);
  });
});

describe('one preparation (invio/session/{id})', () => {
  it('answers the shipment with its requests and the same client’s requests still waiting', async () => {
    const client = north.clients[5] as { id: number; company_name: string };
    const inside = await acceptedRequest(client.id, 8, 3);
    const outside = await acceptedRequest(client.id, 9, 2);
    const id = await prepare([inside]);
    await call('POST', `/en/v1.0/spedizioni/internal-note/${id}`, { note: 'Fragile' });

    const res = await call('GET', `/fr/v1.0/invio/session/${id}`, undefined, tok.sales);
    expect(res.status).toBe(200);
    const detail = res.body.args.response;
    expect(detail).toMatchObject({
      id,
      status: 'to_send',
      status_label: 'À envoyer',
      client_id: client.id,
      internal_note: 'Fragile',
      changeable: true,
      lines: [{ request_id: inside, product_code: 'MAT-00008', quantity: 3 }],
    });
    expect(ids(detail.waiting)).toContain(outside);
    expect(ids(detail.waiting)).not.toContain(inside);
    expect(detail.waiting.every((r: { client_id: number }) => r.client_id === client.id)).toBe(true);

    // Once ready its requests no longer change, so nothing is offered to join it.
    await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 1 });
    await call('POST', `/en/v1.0/spedizioni/${id}/ready`);
    const ready = (await call('GET', `/en/v1.0/invio/session/${id}`)).body.args.response;
    expect(ready).toMatchObject({ status: 'ready', changeable: false, waiting: [] });

    expect((await call('GET', '/en/v1.0/invio/session/999999')).status).toBe(404);
    expect((await call('GET', `/en/v1.0/invio/session/${id}`, undefined, tok.agent)).status).toBe(403);
    expect((await call('GET', `/en/v1.0/invio/session/${id}`, undefined, '')).status).toBe(401);
  });

  it('prints the packing list as PDF or xlsx with ?output=, and answers failures as JSON', async () => {
    const client = north.clients[6] as { id: number; company_name: string };
    const a = await acceptedRequest(client.id, 9, 4);
    const b = await acceptedRequest(client.id, 10, 6);
    const id = await prepare([a, b]);
    await call('POST', `/en/v1.0/invio/shipping-notes/${id}`, { notes: 'Citofonare al magazzino' });
    const number = `SP${String(id).padStart(7, '0')}`;

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/invio/session/${id}?output=pdf`,
      headers: { 'access-token': tok.admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`Distinta di imballaggio - ${number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Distinta di imballaggio · ${number}`,
      client.company_name,
      'MAT-00009',
      'MAT-00010',
      'Totale pezzi: 10',
      'Citofonare al magazzino',
      'Pagina 1 di 1',
    ]) {
      expect(text).toContain(expected);
    }

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/invio/session/${id}?output=xlsx`,
      headers: { 'access-token': tok.sales },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(xlsx.headers['content-disposition'])).toContain(`Packing list - ${number}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const values: unknown[][] = [];
    sheet.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    expect(values[0]).toEqual([`Packing list · ${number}`]);
    expect(values).toContainEqual(['Code', 'Material', 'Request', 'Quantity']);
    expect(values.find((r) => r[0] === 'MAT-00009')).toEqual(['MAT-00009', expect.any(String), a, 4]);
    expect(values.at(-1)).toEqual(['Total pieces', '', '', 10]);

    const missing = await call('GET', '/it/v1.0/invio/session/999999?output=pdf');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.body.args.error.message).toBeTypeOf('string');
    const bad = await call('GET', `/en/v1.0/invio/session/${id}?output=docx`);
    expect(bad.status).toBe(400);
    expect(bad.body.args.error.fields).toHaveProperty('output');
    expect((await call('GET', `/en/v1.0/invio/session/${id}?output=pdf`, undefined, tok.agent)).status).toBe(403);
  });
});

describe('deleting a preparation with DELETE invio/{id}', () => {
  it('sends its requests back to be sent, and refuses one already ready', async () => {
    const client = north.clients[7] as { id: number };
    const request = await acceptedRequest(client.id, 10, 1);
    const id = await prepare([request]);
    expect((await call('DELETE', `/en/v1.0/invio/${id}`, undefined, tok.agent)).status).toBe(403);
    expect((await call('DELETE', `/en/v1.0/invio/${id}`, undefined, '')).status).toBe(401);
    const deleted = await call('DELETE', `/es/v1.0/invio/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.args.response.message).toBe('Preparación eliminada');
    expect((await call('GET', `/en/v1.0/invio/session/${id}`)).status).toBe(404);
    const toSend = ids((await call('GET', `/en/v1.0/invio/1?client=${client.id}`)).body.args.response.rows);
    expect(toSend).toContain(request);
    expect((await call('DELETE', `/en/v1.0/invio/${id}`)).status).toBe(404);

    const kept = await prepare([request]);
    await call('POST', `/en/v1.0/spedizioni/${kept}/to_confirm`, { parcels: 1 });
    await call('POST', `/en/v1.0/spedizioni/${kept}/ready`);
    const locked = await call('DELETE', `/it/v1.0/invio/${kept}`);
    expect(locked.status).toBe(409);
    expect(locked.body.args.error.message).toBe('Questa spedizione non si può più modificare');
    expect((await call('GET', `/en/v1.0/invio/session/${kept}`)).body.args.response.lines).toHaveLength(1);
  });
});

describe('the mass request (invio/save-request-massiva)', () => {
  it('saves every line as one batch, or none of them', async () => {
    const c1 = north.clients[0] as { id: number };
    const c2 = north.clients[1] as { id: number };
    const res = await call(
      'POST',
      '/it/v1.0/invio/save-request-massiva',
      {
        requests: [
          { client_id: c1.id, product_id: 3, quantity: 2 },
          { client_id: c2.id, product_id: 3, quantity: 1 },
        ],
        description: 'Cataloghi per la stagione',
      },
      tok.agent,
    );
    expect(res.status).toBe(200);
    expect(res.body.args.response.message).toBe('Richiesta inviata');
    const saved = res.body.args.response.ids as number[];
    expect(saved).toHaveLength(2);
    const rows = await queryRows<{ batch_id: number | null; status: string; description: string | null }>(
      t.database.db,
      sql`select r.batch_id, r.status, b.description from material_requests r
          left join material_request_batches b on b.id = r.batch_id where r.id in (${saved[0]}, ${saved[1]})`,
    );
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(rows[0]?.batch_id).not.toBeNull();
    expect(rows[0]?.batch_id).toBe(rows[1]?.batch_id);
    expect(rows[0]?.description).toBe('Cataloghi per la stagione');

    // A line for another agency's client: nothing of the call is written.
    const count = async () =>
      Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*) as n from material_requests`))[0]?.n);
    const before = await count();
    const refused = await call(
      'POST',
      '/en/v1.0/invio/save-request-massiva',
      {
        requests: [
          { client_id: c1.id, product_id: 3, quantity: 1 },
          { client_id: (south.clients[0] as { id: number }).id, product_id: 3, quantity: 1 },
        ],
      },
      tok.agent,
    );
    expect(refused.status).toBe(404);
    expect(await count()).toBe(before);

    const empty = await call('POST', '/fr/v1.0/invio/save-request-massiva', { requests: [] }, tok.agent);
    expect(empty.status).toBe(400);
    const zero = await call(
      'POST',
      '/en/v1.0/invio/save-request-massiva',
      { requests: [{ client_id: c1.id, product_id: 3, quantity: 0 }] },
      tok.agent,
    );
    expect(zero.status).toBe(400);
    expect(zero.body.args.error.message).toEqual(['Enter a valid quantity']);
    expect(
      (
        await call(
          'POST',
          '/en/v1.0/invio/save-request-massiva',
          { requests: [{ client_id: c1.id, product_id: 3, quantity: 1 }] },
          tok.customer,
        )
      ).status,
    ).toBe(403);
    expect(await count()).toBe(before);
  });
});
