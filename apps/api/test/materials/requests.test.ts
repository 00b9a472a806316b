import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tok: DemoTokens;
let northClient: number;
let southClient: number;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const clients = async (token: string) =>
    (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token })).body.args.response.rows as {
      id: number;
    }[];
  northClient = (await clients(tok.agent))[0]?.id as number;
  southClient = (await clients(tok.agent2))[0]?.id as number;
});
afterAll(() => t.close());

type Row = { id: number; status: string; quantity: number; accepted_quantity: number | null; client_id: number };
const requests = async (token: string, query = '', lang = 'en') =>
  t.call({ method: 'GET', url: `/${lang}/v2.0/materiali/request-agencies/1${query}`, token });
const material = async (id: number) =>
  (await t.call({ method: 'GET', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin })).body.args.response;
const ask = (client: number, body: Record<string, unknown>, token = tok.agent, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/agencies/delivery/${client}`, token, payload: body });
const decide = (id: number, body: Record<string, unknown>, token = tok.admin, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v2.0/richieste-agenti/${id}`, token, payload: body });

describe('agent requests', () => {
  it('shows each agent their agency only, staff every agency, with states in the request language', async () => {
    const north = (await requests(tok.agent, '', 'it')).body.args.response;
    const south = (await requests(tok.agent2)).body.args.response;
    const all = (await requests(tok.sales)).body.args.response;
    // The materials seed's four per agency, and two per agency that the shipments seed sent.
    expect(north.total).toBe(6);
    expect(south.total).toBe(6);
    expect(all.total).toBe(12);
    expect(new Set(north.rows.map((r: { status_label: string }) => r.status_label))).toEqual(
      new Set(['In attesa', 'Accettata', 'Accettata in parte', 'Rifiutata']),
    );
    expect(north.table_headers.map((h: { key: string }) => h.key)).not.toContain('agency');
    expect(all.table_headers.map((h: { key: string }) => h.key)).toContain('agency');
    const pending = (await requests(tok.admin, '?status=pending')).body.args.response;
    expect(pending.rows.every((r: Row) => r.status === 'pending')).toBe(true);
    expect((await requests(tok.customer)).status).toBe(403);
    expect((await requests('')).status).toBe(401);
  });

  it('lets an agent request a material for their own client and see it pending', async () => {
    const list = await t.call({ method: 'GET', url: `/fr/v1.0/agencies/materiali/${northClient}`, token: tok.agent });
    expect(list.status).toBe(200);
    const row = list.body.args.response.rows.find((r: { product_code: string }) => r.product_code === 'MAT-00002');
    expect(row).toMatchObject({ family: 'Échantillons', available: 234 });
    const res = await ask(northClient, { product_id: row.id, product_code: 'MAT-00002', quantity: 4 }, tok.agent, 'it');
    expect(res.status).toBe(200);
    expect(res.body.args.response.message).toBe('Richiesta inviata');
    const [id] = res.body.args.response.ids as number[];
    const mine = (await requests(tok.agent)).body.args.response.rows as Row[];
    expect(mine[0]).toMatchObject({ id, status: 'pending', quantity: 4, client_id: northClient });
    const again = await t.call({ method: 'GET', url: `/fr/v1.0/agencies/materiali/${northClient}`, token: tok.agent });
    expect(again.body.args.response.rows.find((r: { id: number }) => r.id === row.id).pending_for_client).toBe(4);
  });

  it("answers another agency's client and request exactly like missing ones", async () => {
    const other = await ask(southClient, { product_id: 2, product_code: 'MAT-00002', quantity: 1 });
    expect(other.status).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/en/v1.0/agencies/materiali/${southClient}`, token: tok.agent })).status,
    ).toBe(404);
    const southRequest = ((await requests(tok.agent2, '?status=pending')).body.args.response.rows as Row[])[0];
    const edit = await t.call({
      method: 'PUT',
      url: `/en/v1.0/materiali/request/${southRequest?.id}`,
      token: tok.agent,
      payload: { quantity: 2 },
    });
    expect(edit.status).toBe(404);
    expect(edit.body.args.error.message).toBe('Not found');
  });

  it('refuses bad quantities, unknown, archived or mismatched materials, and more than is available', async () => {
    for (const quantity of [0, -1, 1.5, '', null]) {
      const res = await ask(northClient, { product_id: 2, product_code: 'MAT-00002', quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.args.error.message).toEqual(['Enter a valid quantity']);
    }
    const tooMany = await ask(
      northClient,
      { product_id: 2, product_code: 'MAT-00002', quantity: 100_000 },
      tok.agent,
      'es',
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.args.error.message).toMatch(/^Solo hay \d+ piezas disponibles$/);
    const mismatch = await ask(northClient, { product_id: 2, product_code: 'MAT-00003', quantity: 1 });
    expect(mismatch.body.args.error.message).toBe('The material code does not match the material');
    const unknown = await ask(northClient, { product_id: 99_999, product_code: 'X', quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.args.error.message).toBe('This material is archived or no longer exists');
    const empty = await ask(northClient, { product_id: 12, product_code: 'MAT-00012', quantity: 1 });
    expect(empty.body.args.error.message).toBe('Only 0 pieces are available');
  });

  it('accepts whole, accepts part, rejects with a reason, and never decides twice', async () => {
    const created = await ask(northClient, { product_id: 5, product_code: 'MAT-00005', quantity: 10 });
    const [a] = created.body.args.response.ids as number[];
    const before = await material(5);
    const partial = await decide(
      a as number,
      { status: 'partial', quantity: 10, accepted_quantity: 6 },
      tok.sales,
      'fr',
    );
    expect(partial.status).toBe(200);
    expect(partial.body.args.response.message).toBe('Demande acceptée en partie');
    const after = await material(5);
    expect(after.committed - before.committed).toBe(6);
    expect(after.pending_requests).toBe(before.pending_requests - 1);
    const twice = await decide(a as number, { status: 'accepted', quantity: 10 });
    expect(twice.status).toBe(409);
    expect(twice.body.args.error.message).toBe('This request has already been decided');

    const [b] = (await ask(northClient, { product_id: 5, product_code: 'MAT-00005', quantity: 3 })).body.args.response
      .ids;
    const whole = await decide(b, { status: 'partial', quantity: 3, accepted_quantity: 3 });
    expect(whole.status).toBe(400);
    expect(whole.body.args.error.message).toBe('A partial acceptance must be below the requested 3');
    expect((await decide(b, { status: 'rejected', quantity: 3 })).status).toBe(400);
    const rejected = await decide(b, { status: 'rejected', quantity: 3, reason: 'Già inviato' });
    expect(rejected.status).toBe(200);
    expect((await material(5)).committed).toBe(after.committed);
    expect((await decide(b, { status: 'accepted', quantity: 3 }, tok.agent)).status).toBe(403);
    expect((await decide(999_999, { status: 'accepted', quantity: 1 })).status).toBe(404);
    expect((await decide(b, { status: 'shipped' })).status).toBe(400);
  });

  it('writes each decision with its audit line, and a refused accept writes nothing', async () => {
    const audit = async (id: number) =>
      queryRows<{ action: string }>(
        t.database.db,
        sql`select action, actor_user_id, data, entity, ip from audit_events
            where entity = 'material_request' and entity_id = ${String(id)} and action like 'material.request.%'
            order by id`,
      );
    const [id] = (await ask(northClient, { product_id: 6, product_code: 'MAT-00006', quantity: 2 })).body.args.response
      .ids;
    const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where username = 'admin'`);
    expect((await decide(id, { status: 'partial', quantity: 2, accepted_quantity: 1 })).status).toBe(200);
    expect(await audit(id)).toEqual([
      {
        action: 'material.request.partial',
        actor_user_id: admin?.id,
        data: { accepted: 1 },
        entity: 'material_request',
        ip: '127.0.0.1',
      },
    ]);

    // More than is there: refused with what is left, and the request, counters and audit unchanged.
    const before = await material(6);
    const [big] = (await ask(northClient, { product_id: 6, product_code: 'MAT-00006', quantity: before.available }))
      .body.args.response.ids;
    await t.database.db.execute(sql`update materials set realised = realised - 1 where id = 6`);
    const asked = await material(6);
    const refused = await decide(big, { status: 'accepted', quantity: before.available }, tok.admin, 'it');
    expect(refused.status).toBe(409);
    expect(refused.body.args.error.message).toBe(`Sono disponibili solo ${asked.available} pezzi`);
    const after = await material(6);
    expect(after).toMatchObject({ committed: asked.committed, pending_requests: asked.pending_requests });
    expect(
      ((await requests(tok.admin, '?status=pending')).body.args.response.rows as Row[]).map((r) => r.id),
    ).toContain(big);
    expect(await audit(big)).toEqual([]);
  });

  it('lets a pending quantity be corrected, not a decided one', async () => {
    const [id] = (await ask(northClient, { product_id: 6, product_code: 'MAT-00006', quantity: 2 })).body.args.response
      .ids;
    const put = (quantity: unknown, token = tok.agent) =>
      t.call({ method: 'PUT', url: `/en/v1.0/materiali/request/${id}`, token, payload: { quantity } });
    expect((await put(5)).status).toBe(200);
    expect((await put(0)).status).toBe(400);
    expect((await decide(id, { status: 'accepted', quantity: 5 })).status).toBe(200);
    expect((await material(6)).committed).toBeGreaterThanOrEqual(5);
    const late = await put(7, tok.admin);
    expect(late.status).toBe(409);
  });

  it('saves a mass request for several clients all or nothing, naming the failing line', async () => {
    const second = (
      (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent })).body.args.response.rows as {
        id: number;
      }[]
    )[1]?.id as number;
    const before = (await requests(tok.agent)).body.args.response.total;
    const bad = await t.call({
      method: 'POST',
      url: '/it/v1.0/invio/save-requests',
      token: tok.agent,
      payload: {
        requests: [
          { client_id: northClient, product_id: 7, quantity: 2 },
          { client_id: second, product_id: 12, quantity: 1 },
        ],
        request_massiva: true,
        description: 'Fiera di primavera',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.args.error.message).toBe('Riga 2: sono disponibili solo 0 pezzi');
    expect((await requests(tok.agent)).body.args.response.total).toBe(before);
    const good = await t.call({
      method: 'POST',
      url: '/it/v1.0/invio/save-requests',
      token: tok.agent,
      payload: {
        requests: [
          { client_id: northClient, product_id: 7, quantity: 2 },
          { client_id: second, product_id: 7, quantity: 3 },
        ],
        request_massiva: true,
        description: 'Fiera di primavera',
      },
    });
    expect(good.status).toBe(200);
    expect(good.body.args.response.ids).toHaveLength(2);
    const rows = (await requests(tok.agent)).body.args.response.rows as (Row & { batch_id: number })[];
    expect(rows[0]?.batch_id).toBeTruthy();
    expect(rows[0]?.batch_id).toBe(rows[1]?.batch_id);
    const empty = await t.call({
      method: 'POST',
      url: '/en/v1.0/invio/save-requests',
      token: tok.agent,
      payload: { requests: [] },
    });
    expect(empty.status).toBe(400);
  });
});

describe('a decision names what staff saw', () => {
  const put = (id: number, quantity: number) =>
    t.call({ method: 'PUT', url: `/en/v1.0/materiali/request/${id}`, token: tok.agent, payload: { quantity } });
  const pending = async (quantity: number) =>
    (await ask(northClient, { product_id: 5, product_code: 'MAT-00005', quantity })).body.args.response
      .ids[0] as number;

  it('refuses a decision on a request changed since staff opened it, in the request language, and writes nothing', async () => {
    const id = await pending(2);
    expect((await put(id, 9)).status).toBe(200);
    const before = await material(5);
    const messages: Record<string, string> = {
      en: 'This request was changed after you opened it: it now asks for 9 pieces. Check it and decide again',
      it: "Questa richiesta è stata modificata dopo che l'hai aperta: ora chiede 9 pezzi. Controllala e decidi di nuovo",
      fr: 'Cette demande a été modifiée après que vous l’avez ouverte : elle porte maintenant sur 9 pièces. Vérifiez-la et décidez à nouveau',
      es: 'Esta solicitud ha cambiado después de que la abrieras: ahora pide 9 piezas. Revísala y decide de nuevo',
    };
    for (const [lang, text] of Object.entries(messages)) {
      for (const body of [
        { status: 'accepted', quantity: 2 },
        { status: 'partial', quantity: 2, accepted_quantity: 1 },
        { status: 'rejected', quantity: 2, reason: 'Troppi' },
      ]) {
        const res = await decide(id, body, tok.admin, lang);
        expect(res.status, `${lang} ${body.status}`).toBe(409);
        expect(res.body.args.error).toMatchObject({ key: 'materials.errors.changed', message: text });
      }
    }
    expect(await material(5)).toMatchObject({ committed: before.committed, pending_requests: before.pending_requests });
    const row = ((await requests(tok.admin, '?status=pending')).body.args.response.rows as Row[]).find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ status: 'pending', quantity: 9, accepted_quantity: null });
    // Seen again, it is decided as seen: the 9 pieces.
    expect((await decide(id, { status: 'accepted', quantity: 9 })).status).toBe(200);
    expect((await material(5)).committed).toBe(before.committed + 9);
  });

  it('requires the quantity seen, and refuses fields the decision does not take instead of dropping them', async () => {
    const id = await pending(3);
    const missing = await decide(id, { status: 'accepted' });
    expect(missing.status).toBe(400);
    expect(missing.body.args.error.fields).toEqual({ quantity: 'Enter a valid quantity' });
    // accepted_quantity with a plain accept was dropped: the whole 3 were accepted.
    const extra = await decide(id, { status: 'accepted', quantity: 3, accepted_quantity: 1 }, tok.admin, 'it');
    expect(extra.status).toBe(400);
    expect(extra.body.args.error.fields).toEqual({ accepted_quantity: 'Campo non previsto' });
    const rejectExtra = await decide(id, { status: 'rejected', quantity: 3, reason: 'No', accepted_quantity: 1 });
    expect(rejectExtra.body.args.error.fields).toEqual({ accepted_quantity: 'Unexpected field' });
    expect((await decide(id, { status: 'partial', quantity: 3, accepted_quantity: 1, note: 'x' })).status).toBe(400);
    expect((await decide(id, { status: 'accepted', quantity: 0 })).status).toBe(400);
    const row = ((await requests(tok.admin, '?status=pending')).body.args.response.rows as Row[]).find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ status: 'pending', quantity: 3 });
    expect((await decide(id, { status: 'partial', quantity: 3, accepted_quantity: 2 })).status).toBe(200);
  });

  it('writes the decision audit lines through the audit module, one per decision', async () => {
    const id = await pending(2);
    expect((await decide(id, { status: 'rejected', quantity: 2, reason: 'Fuori stagione' })).status).toBe(200);
    const lines = await queryRows<{ action: string; entity: string; data: unknown; ip: string | null }>(
      t.database.db,
      sql`select action, entity, data, ip from audit_events where entity_id = ${String(id)} and action like 'material.request.%'`,
    );
    expect(lines).toEqual([
      { action: 'material.request.rejected', entity: 'material_request', data: { accepted: null }, ip: '127.0.0.1' },
    ]);
  });
});

describe('dashboard/materials', () => {
  it('counts requests by state in the caller scope, and shows staff the materials running out', async () => {
    const staff = await t.call({ method: 'GET', url: '/es/v1.0/dashboard/materials', token: tok.admin });
    expect(staff.status).toBe(200);
    const byStatus = Object.fromEntries(
      staff.body.args.response.requests.map((r: { status: string; count: number }) => [r.status, r.count]),
    );
    const listed = async (token: string, status: string) =>
      (await requests(token, `?status=${status}`)).body.args.response.total as number;
    for (const status of ['pending', 'accepted', 'partial', 'rejected']) {
      expect(byStatus[status], status).toBe(await listed(tok.admin, status));
    }
    expect(staff.body.args.response.requests[0].label).toBe('Pendiente');
    expect(staff.body.args.response.low_stock[0]).toMatchObject({ product_code: 'MAT-00012', available: 0 });
    const agent = await t.call({ method: 'GET', url: '/en/v1.0/dashboard/materials', token: tok.agent2 });
    const pending = agent.body.args.response.requests.find((r: { status: string }) => r.status === 'pending');
    expect(pending.count).toBe(await listed(tok.agent2, 'pending'));
    expect(agent.body.args.response.low_stock).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/dashboard/materials', token: tok.customer })).status).toBe(
      403,
    );
  });
});
