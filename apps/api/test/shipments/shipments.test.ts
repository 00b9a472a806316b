import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { recountSql } from '../../src/modules/materials/stock';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/** The web app's routes (`apps/web/src/config/paths.ts`), read at run time: the API does not build with the web app. */
const WEB_PATHS = new URL('../../../web/src/config/paths.ts', import.meta.url).href;

let t: TestApp;
let tok: DemoTokens;
let client: number;
let otherClient: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const rows = (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent })).body.args.response
    .rows as { id: number }[];
  client = rows[0]?.id as number;
  otherClient = rows[1]?.id as number;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = tok.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });

/** An agent's request for `clientId`, accepted (partly when `accept` is below `quantity`). */
async function acceptedRequest(clientId: number, material: number, quantity: number, accept = quantity) {
  const code = `MAT-${String(material).padStart(5, '0')}`;
  const res = await call(
    'POST',
    `/en/v1.0/agencies/delivery/${clientId}`,
    { product_id: material, product_code: code, quantity },
    tok.agent,
  );
  const id = res.body.args.response.ids[0] as number;
  const decision =
    accept < quantity ? { status: 'partial', quantity, accepted_quantity: accept } : { status: 'accepted', quantity };
  expect((await call('POST', `/en/v2.0/richieste-agenti/${id}`, decision)).status).toBe(200);
  return id;
}

const material = async (id: number) => (await call('GET', `/en/v1.0/materiali/product/${id}`)).body.args.response;

async function drift() {
  return queryRows(
    t.database.db,
    sql`select m.id from materials m join (${recountSql}) c on c.id = m.id
        where m.realised <> c.realised or m.committed <> c.committed or m.printed <> c.printed
          or m.delivered <> c.delivered or m.pending_requests <> c.pending_requests`,
  );
}

describe('from accepted request to shipped parcel', () => {
  it('prepares, confirms, labels and ships, moving the stock and telling the agent', async () => {
    const request = await acceptedRequest(client, 4, 10, 6);
    const toSend = await call('GET', '/it/v1.0/invio/1');
    expect(toSend.status).toBe(200);
    expect(toSend.body.args.response.rows.map((r: { id: number }) => r.id)).toContain(request);
    expect(toSend.body.args.response.rows.find((r: { id: number }) => r.id === request).quantity).toBe(6);

    const prepared = await call('POST', '/en/v1.0/invio/session', { requests: [request] });
    expect(prepared.status).toBe(200);
    const id = prepared.body.args.response.id as number;
    expect(
      (await call('GET', '/it/v1.0/invio/1')).body.args.response.rows.map((r: { id: number }) => r.id),
    ).not.toContain(request);
    const before = await material(4);

    // Labels wait for the parcels; ready before confirming is not a move the states allow.
    expect((await call('GET', `/en/v1.0/spedizioni/${id}/labels`)).status).toBe(409);
    const skip = await call('POST', `/fr/v1.0/spedizioni/${id}/ready`, { parcels: 2 });
    expect(skip.status).toBe(409);
    expect(skip.body.args.error.message).toBe('Une expédition À envoyer ne peut pas devenir Prête');
    const noParcels = await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, {});
    expect(noParcels.body.args.error.message).toBe('Enter the number of parcels');

    expect(
      (await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 2, waybill: 'BRT-778812' })).status,
    ).toBe(200);
    expect((await call('POST', `/en/v1.0/invio/shipping-notes/${id}`, { notes: 'Consegna al mattino' })).status).toBe(
      200,
    );
    expect((await call('POST', `/en/v1.0/spedizioni/internal-note/${id}`, { note: 'Cliente difficile' })).status).toBe(
      200,
    );
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/ready`)).status).toBe(200);
    expect((await material(4)).printed - before.printed).toBe(6);
    // Back to be confirmed, and ready again: printed follows.
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`)).status).toBe(200);
    expect((await material(4)).printed).toBe(before.printed);
    expect((await call('POST', `/en/v1.0/spedizioni/${id}/ready`)).status).toBe(200);

    const labels = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/spedizioni/${id}/labels`,
      headers: { 'access-token': tok.admin },
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(String(labels.headers['content-disposition'])).toContain(`SP${String(id).padStart(7, '0')}`);
    const pdf = labels.rawPayload.toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);

    const shipped = await call('POST', `/it/v1.0/spedizioni/${id}/shipped`);
    expect(shipped.status).toBe(200);
    expect(shipped.body.args.response.message).toBe('Spedizione: spedita');
    const after = await material(4);
    expect(after.committed).toBe(before.committed - 6);
    expect(after.delivered).toBe(before.delivered + 6);
    expect(after.printed).toBe(before.printed);
    expect(await drift()).toEqual([]);
    const again = await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`);
    expect(again.status).toBe(409);

    const mail = await queryRows<{ to: string; subject: string; text: string }>(
      t.database.db,
      sql`select "to", subject, text from outbox where template = 'shipment-shipped' order by id desc limit 1`,
    );
    expect(mail[0]?.to).toBe('agent@portal.example.it');
    expect(mail[0]?.subject).toBe(`La spedizione SP${String(id).padStart(7, '0')} è partita`);
    expect(mail[0]?.text).toContain('BRT-778812');
    // It greets the agent it goes to, by name (it read "Gentile ," before: issue 33 item 6).
    expect(mail[0]?.text.split('\n')[0]).toBe('Gentile Luca Colombo,');
    // The link opens a screen the web app routes: the agent's List of requests to the manufacturer.
    const link = new URL(/https?:\/\/\S+/.exec(mail[0]?.text ?? '')?.[0] ?? 'http://missing/');
    expect(link.origin).toBe(t.config.publicUrl);
    const { paths } = (await import(/* @vite-ignore */ WEB_PATHS)) as { paths: Record<string, string> };
    expect(Object.values(paths)).toContain(link.pathname);
    expect(link.pathname).toBe(paths.materialRequests);

    // The agent reads the shipment with its notes, never the internal note.
    const agentView = await call('GET', `/en/v1.0/spedizioni/details/${id}`, undefined, tok.agent);
    expect(agentView.status).toBe(200);
    expect(agentView.body.args.response).toMatchObject({
      status: 'shipped',
      notes: 'Consegna al mattino',
      internal_note: null,
      next: [],
      parcels: 2,
      lines: [{ request_id: request, quantity: 6 }],
    });
    const staffView = await call('GET', `/en/v1.0/spedizioni/details/${id}`);
    expect(staffView.body.args.response.internal_note).toBe('Cliente difficile');
    expect((await call('GET', `/en/v1.0/spedizioni/details/${id}`, undefined, tok.agent2)).status).toBe(404);
    expect((await call('GET', `/en/v1.0/spedizioni/internal-note/${id}`, undefined, tok.agent)).status).toBe(403);
    const list = await call('GET', '/en/v1.0/spedizioni/1?status=shipped', undefined, tok.agent);
    expect(list.body.args.response.rows[0]).toMatchObject({ id, status_label: 'Shipped', pieces: 6 });
    const south = (await call('GET', '/en/v1.0/spedizioni/1', undefined, tok.agent2)).body.args.response.rows;
    expect(south.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(new Set(south.map((r: { agency: string }) => r.agency))).toEqual(new Set(['Rappresentanze Centro-Sud']));
  });

  it('prints on each parcel its own barcode: the shipment number, the parcel and how many', async () => {
    const request = await acceptedRequest(client, 4, 2);
    const id = (await call('POST', '/en/v1.0/invio/session', { requests: [request] })).body.args.response.id as number;
    await call('POST', `/en/v1.0/spedizioni/${id}/to_confirm`, { parcels: 3, waybill: 'BRT-1' });
    const labels = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/spedizioni/${id}/labels`,
      headers: { 'access-token': tok.admin },
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'labels-'));
    try {
      writeFileSync(path.join(dir, 'labels.pdf'), labels.rawPayload);
      execFileSync('pdftoppm', ['-r', '200', '-png', path.join(dir, 'labels.pdf'), path.join(dir, 'page')]);
      const pages = readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort();
      expect(pages).toHaveLength(3);
      const decoded = pages.map((page) =>
        execFileSync('zbarimg', ['-q', '--raw', path.join(dir, page)])
          .toString()
          .trim(),
      );
      const number = `SP${String(id).padStart(7, '0')}`;
      expect(decoded).toEqual([`${number}-01/03`, `${number}-02/03`, `${number}-03/03`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo shipments', () => {
  it('has one shipment in every state, and accepted requests still to be sent', async () => {
    for (const status of ['to_send', 'to_confirm', 'ready', 'shipped']) {
      const res = await call('GET', `/en/v1.0/spedizioni/1?status=${status}`);
      expect(res.body.args.response.total, status).toBeGreaterThanOrEqual(1);
    }
    expect((await call('GET', '/en/v1.0/invio/1')).body.args.response.total).toBeGreaterThanOrEqual(4);
  });
});

describe('preparations', () => {
  it('groups preparations of one client, replaces their requests and deletes them back to be sent', async () => {
    const a = await acceptedRequest(client, 7, 2);
    const b = await acceptedRequest(client, 8, 3);
    const c = await acceptedRequest(otherClient, 8, 1);
    const mixed = await call('POST', '/it/v1.0/invio/session', { requests: [a, c] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.args.error.message).toBe(
      'Una preparazione è per un solo cliente: scegli richieste dello stesso cliente',
    );
    const first = (await call('POST', '/en/v1.0/invio/session', { requests: [a] })).body.args.response.id;
    const second = (await call('POST', '/en/v1.0/invio/session', { requests: [b] })).body.args.response.id;
    const third = (await call('POST', '/en/v1.0/invio/session', { requests: [c] })).body.args.response.id;
    const taken = await call('POST', '/en/v1.0/invio/session', { requests: [a] });
    expect(taken.status).toBe(409);
    expect((await call('POST', '/en/v1.0/invio/group-shipping', { orders_id: [first, third] })).status).toBe(409);
    const grouped = await call('POST', '/en/v1.0/invio/group-shipping', { orders_id: [second, first] });
    expect(grouped.status).toBe(200);
    expect(grouped.body.args.response.id).toBe(Math.min(first, second));
    const detail = (await call('GET', `/en/v1.0/spedizioni/details/${grouped.body.args.response.id}`)).body.args
      .response;
    expect(detail.lines.map((l: { request_id: number }) => l.request_id).sort()).toEqual([a, b].sort());
    expect(detail.pieces).toBe(5);
    expect((await call('GET', `/en/v1.0/spedizioni/details/${Math.max(first, second)}`)).status).toBe(404);
    expect((await call('PUT', `/en/v1.0/invio/session/${detail.id}`, { requests: [a] })).status).toBe(200);
    const toSend = (await call('GET', '/en/v1.0/invio/1')).body.args.response.rows.map((r: { id: number }) => r.id);
    expect(toSend).toContain(b);
    expect((await call('DELETE', `/en/v1.0/invii/${third}`)).status).toBe(200);
    const back = (await call('GET', '/en/v1.0/invio/1')).body.args.response.rows.map((r: { id: number }) => r.id);
    expect(back).toContain(c);
    expect(await drift()).toEqual([]);
  });

  it('refuses agents, customers and anonymous callers on every staff call', async () => {
    for (const token of [tok.agent, tok.customer]) {
      expect((await call('GET', '/en/v1.0/invio/1', undefined, token)).status).toBe(403);
      expect((await call('POST', '/en/v1.0/invio/session', { requests: [1] }, token)).status).toBe(403);
      expect((await call('POST', '/en/v1.0/spedizioni/1/shipped', {}, token)).status).toBe(403);
    }
    expect((await call('GET', '/en/v1.0/spedizioni/1', undefined, '')).status).toBe(401);
    expect((await call('GET', '/en/v1.0/spedizioni/1', undefined, tok.customer)).status).toBe(403);
    expect((await call('POST', '/en/v1.0/spedizioni/1/lost', {})).status).toBe(400);
    expect((await call('POST', '/en/v1.0/spedizioni/999999/ready', {})).status).toBe(404);
    expect((await call('POST', '/en/v1.0/invio/session', { requests: [] })).status).toBe(400);
    expect((await call('POST', '/en/v1.0/invio/group-shipping', { orders_id: [1] })).body.args.error.message).toEqual([
      'Choose at least two preparations',
    ]);
  });
});
