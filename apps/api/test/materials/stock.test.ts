import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { decideQueued } from '../../src/modules/materials/decisions';
import { recountSql } from '../../src/modules/materials/stock';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tok: DemoTokens;
let clientIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const rows = (await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent })).body.args.response
    .rows as { id: number }[];
  clientIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, token = tok.admin) =>
  t.call({ method: 'POST', url, token, payload });

async function newMaterial(code: string) {
  const res = await post('/en/v1.0/materiali/product', {
    product_code: code,
    family_id: 1,
    names: { it: code },
  });
  return res.body.args.response.id as number;
}

/** Stored counters against a recount from loads and requests, for every material. */
async function invariantHolds() {
  const drift = await queryRows<{ id: number }>(
    t.database.db,
    sql`select m.id from materials m join (${recountSql}) c on c.id = m.id
        where m.realised <> c.realised or m.committed <> c.committed or m.pending_requests <> c.pending_requests
          or m.printed <> c.printed or m.delivered <> c.delivered
          or m.committed + m.delivered > m.realised or m.printed > m.committed`,
  );
  return drift.map((d) => d.id);
}

describe('stock under concurrency', () => {
  it('never commits more than is available when 100 accepts of one material run at once', async () => {
    const id = await newMaterial('CONC-1');
    await post(`/en/v1.0/materiali/carico/${id}`, { quantity: 30 });
    const client = clientIds[0] as number;
    const created = await post(
      '/en/v1.0/invio/save-requests',
      {
        requests: Array.from({ length: 100 }, () => ({ client_id: client, product_id: id, quantity: 1 })),
        request_massiva: true,
      },
      tok.agent,
    );
    // 100 pieces asked of 30: the request itself is refused from line 31.
    expect(created.status).toBe(400);
    expect(created.body.args.error.message).toBe('Line 31: only 0 pieces are available');

    // Requests within the stock at the time, then more stock taken away before they are decided.
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/en/v1.0/invio/save-requests',
        { requests: [{ client_id: client, product_id: id, quantity: 3 }], request_massiva: false },
        tok.agent,
      );
      ids.push(...(res.body.args.response.ids as number[]));
    }
    await post(`/en/v1.0/materiali/carico/${id}`, { quantity: 70 });
    for (let i = 0; i < 90; i++) {
      const res = await post(
        '/en/v1.0/invio/save-requests',
        { requests: [{ client_id: client, product_id: id, quantity: 1 }], request_massiva: false },
        tok.agent,
      );
      ids.push(...(res.body.args.response.ids as number[]));
    }
    expect(ids).toHaveLength(100);
    // 10 × 3 + 90 × 1 = 120 pieces asked, 100 there: all decided at once.
    const results = await Promise.all(
      ids.map((rid, i) => post(`/en/v2.0/richieste-agenti/${rid}`, { status: 'accepted', quantity: i < 10 ? 3 : 1 })),
    );
    const accepted = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 409);
    expect(accepted + refused.length).toBe(100);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.args.error.message).toMatch(/^Only [0-2] pieces are available$/);
    const detail = (await t.call({ method: 'GET', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin })).body
      .args.response;
    expect(detail.committed).toBeLessThanOrEqual(100);
    expect(detail.available).toBeGreaterThanOrEqual(0);
    expect(detail.available).toBeLessThan(3);
    expect(await invariantHolds()).toEqual([]);
  });
});

describe('stock invariants over random sequences', () => {
  it('keeps counters equal to a recount after every load, request, decision, correction, shipment move and deletion', async () => {
    const materials = [await newMaterial('RND-1'), await newMaterial('RND-2'), await newMaterial('RND-3')];
    const loads: number[] = [];
    const pending: number[] = [];
    /** Each request's quantity as staff see it, for their decisions. */
    const asked = new Map<number, number>();
    // A small deterministic generator: the same sequence on every run and database.
    let seed = 20261122;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      // The high bits: an LCG's low bits cycle quickly.
      return Math.floor(seed / 65536) % n;
    };
    const statuses = new Map<number, number>();
    const accepted: number[] = [];
    const shipments: number[] = [];
    let moved = 0;
    const state = new Map<number, string>();
    const NEXT: Record<string, string[]> = {
      to_send: ['to_confirm'],
      to_confirm: ['ready'],
      ready: ['shipped', 'to_confirm'],
      shipped: ['ready'],
    };
    for (let step = 0; step < 200; step++) {
      const material = materials[rnd(materials.length)] as number;
      const op = rnd(12) % 10 === 8 ? 8 : rnd(10);
      let res: { status: number; body: any };
      if (op === 0) {
        res = await post(`/en/v1.0/materiali/carico/${material}`, { quantity: 1 + rnd(20) });
        if (res.status === 200) loads.push(res.body.args.response.id);
      } else if (op === 1 && loads.length > 0) {
        const load = loads[rnd(loads.length)] as number;
        res = await t.call({
          method: 'PUT',
          url: `/en/v1.0/materiali/carico/${load}`,
          token: tok.admin,
          payload: { quantity: 1 + rnd(20) },
        });
      } else if (op === 2 && loads.length > 0) {
        const index = rnd(loads.length);
        res = await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/carico/${loads[index]}`, token: tok.admin });
        if (res.status === 200) loads.splice(index, 1);
      } else if (op === 3 || op === 4) {
        // The client first, then the quantity: the generator's sequence as before.
        const client = clientIds[rnd(clientIds.length)];
        const quantity = 1 + rnd(8);
        res = await post(
          `/en/v1.0/agencies/delivery/${client}`,
          { product_id: material, product_code: `RND-${materials.indexOf(material) + 1}`, quantity },
          tok.agent,
        );
        if (res.status === 200) {
          pending.push(...(res.body.args.response.ids as number[]));
          asked.set(res.body.args.response.ids[0], quantity);
        }
      } else if (op === 5 && pending.length > 0) {
        const index = rnd(pending.length);
        const id = pending[index] as number;
        const kind = rnd(3);
        res = await post(
          `/en/v2.0/richieste-agenti/${id}`,
          kind === 0
            ? { status: 'accepted', quantity: asked.get(id) }
            : kind === 1
              ? { status: 'partial', quantity: asked.get(id), accepted_quantity: 1 }
              : { status: 'rejected', quantity: asked.get(id), reason: 'no' },
        );
        if (res.status === 200 || res.status === 409 || res.status === 400) pending.splice(index, 1);
        if (res.status === 200 && kind < 2) accepted.push(id);
      } else if (op === 6 && pending.length > 0) {
        const id = pending[rnd(pending.length)] as number;
        const quantity = 1 + rnd(5);
        res = await t.call({
          method: 'PUT',
          url: `/en/v1.0/materiali/request/${id}`,
          token: tok.agent,
          payload: { quantity },
        });
        if (res.status === 200) asked.set(id, quantity);
      } else if (op === 7 && accepted.length > 0) {
        // A preparation of one accepted request.
        const [id] = accepted.splice(rnd(accepted.length), 1);
        res = await post('/en/v1.0/invio/session', { requests: [id] });
        if (res.status === 200) {
          shipments.push(res.body.args.response.id);
          state.set(res.body.args.response.id, 'to_send');
        }
      } else if (op === 8 && shipments.length > 0) {
        // A shipment's next move, or one the states refuse.
        const id = shipments[rnd(shipments.length)] as number;
        // Mostly the next state, sometimes one the states refuse (a shipped one going back).
        const options = NEXT[state.get(id) ?? 'to_send'] ?? [];
        const to = options[rnd(options.length)] as string;
        res = await post(`/en/v1.0/spedizioni/${id}/${to}`, { parcels: 1 + rnd(3) });
        if (res.status === 200) {
          moved++;
          state.set(id, to);
        }
      } else if (op === 9 && shipments.length > 0) {
        const index = rnd(shipments.length);
        res = await t.call({ method: 'DELETE', url: `/en/v1.0/invii/${shipments[index]}`, token: tok.admin });
        if (res.status === 200) shipments.splice(index, 1);
      } else {
        continue;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `step ${step}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(await invariantHolds(), `step ${step}`).toEqual([]);
    }
    // The sequence went through successes and refusals alike.
    expect(statuses.get(200)).toBeGreaterThan(20);
    expect(moved).toBeGreaterThan(10);
    expect((statuses.get(409) ?? 0) + (statuses.get(400) ?? 0)).toBeGreaterThan(0);
  });
});

describe('decisions made at once', () => {
  it('writes decisions of different materials together, each as alone, and a request once', async () => {
    const materials = [await newMaterial('BATCH-1'), await newMaterial('BATCH-2'), await newMaterial('BATCH-3')];
    for (const id of materials) await post(`/en/v1.0/materiali/carico/${id}`, { quantity: 5 });
    const client = clientIds[0] as number;
    const ask = async (material: number, quantity: number) => {
      const res = await post(
        '/en/v1.0/invio/save-requests',
        { requests: [{ client_id: client, product_id: material, quantity }], request_massiva: false },
        tok.agent,
      );
      return (res.body.args.response.ids as number[])[0] as number;
    };
    const [m1, m2, m3] = materials as [number, number, number];
    // Four of 5 pieces asked twice of the first material: only one accept can have them.
    const first = [await ask(m1, 4), await ask(m1, 4)];
    const partial = await ask(m2, 5);
    const rejected = await ask(m3, 2);
    const twice = await ask(m3, 1);
    const results = await Promise.all([
      post(`/en/v2.0/richieste-agenti/${first[0]}`, { status: 'accepted', quantity: 4 }),
      post(`/en/v2.0/richieste-agenti/${first[1]}`, { status: 'accepted', quantity: 4 }),
      post(`/en/v2.0/richieste-agenti/${partial}`, { status: 'partial', quantity: 5, accepted_quantity: 2 }),
      post(`/en/v2.0/richieste-agenti/${rejected}`, { status: 'rejected', quantity: 2, reason: 'out of season' }),
      post(`/en/v2.0/richieste-agenti/${twice}`, { status: 'accepted', quantity: 1 }),
      post(`/en/v2.0/richieste-agenti/${twice}`, { status: 'rejected', quantity: 1, reason: 'late' }),
      post('/en/v2.0/richieste-agenti/2147483000', { status: 'accepted', quantity: 1 }),
    ]);
    const [a, b, c, d, e, f, g] = results.map((r) => r.status);
    expect([a, b].sort()).toEqual([200, 409]);
    expect(results[a === 409 ? 0 : 1]?.body.args.error.message).toBe('Only 1 pieces are available');
    expect([c, d]).toEqual([200, 200]);
    // The same request decided twice at once: one decision stands, the other is told so.
    expect([e, f].sort()).toEqual([200, 409]);
    const twiceWon = e === 200 ? ['material.request.accepted', 1] : ['material.request.rejected', null];
    expect(g).toBe(404);

    const audit = await queryRows<{ entity_id: string; action: string; data: { accepted: number | null }; tx: string }>(
      t.database.db,
      sql`select entity_id, action, data, xmin::text as tx from audit_events
          where entity = 'material_request' and action like 'material.request.%'
            and entity_id = any(${sql.param([...first, partial, rejected, twice].map(String))}::text[])`,
    );
    expect(audit.map((r) => [Number(r.entity_id), r.action, r.data.accepted]).sort()).toEqual(
      [
        [first[a === 200 ? 0 : 1], 'material.request.accepted', 4],
        [partial, 'material.request.partial', 2],
        [rejected, 'material.request.rejected', null],
        [twice, ...twiceWon],
      ].sort(),
    );
    const detail = await Promise.all(
      materials.map(
        async (id) =>
          (await t.call({ method: 'GET', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin })).body.args
            .response,
      ),
    );
    expect(detail.map((m) => m.committed)).toEqual([4, 2, e === 200 ? 1 : 0]);
    expect(await invariantHolds()).toEqual([]);
  });

  it('writes the decisions that arrive while one is written in one statement', async () => {
    const material = await newMaterial('BATCH-Q');
    await post(`/en/v1.0/materiali/carico/${material}`, { quantity: 50 });
    const created = await post(
      '/en/v1.0/invio/save-requests',
      {
        requests: Array.from({ length: 6 }, (_, i) => ({
          client_id: clientIds[i % clientIds.length],
          product_id: material,
          quantity: 2,
        })),
        request_massiva: true,
      },
      tok.agent,
    );
    const ids = created.body.args.response.ids as number[];
    const others = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const id = await newMaterial(`BATCH-Q${n}`);
        await post(`/en/v1.0/materiali/carico/${id}`, { quantity: 5 });
        const res = await post(
          '/en/v1.0/invio/save-requests',
          { requests: [{ client_id: clientIds[0], product_id: id, quantity: 1 }], request_massiva: false },
          tok.agent,
        );
        return (res.body.args.response.ids as number[])[0] as number;
      }),
    );
    const decision = (id: number) =>
      decideQueued(t.database.db, {
        id,
        status: 'accepted',
        seenQuantity: ids.includes(id) ? 2 : 1,
        partialQuantity: null,
        reason: null,
        userId: 1,
        ip: null,
      });
    // Asked in one go: the first two are written at once (two statements run together), the
    // others wait for them and go together, but one decision per material in a statement, so the
    // six of one material take six statements.
    const outcomes = await Promise.all([...others, ...ids].map(decision));
    expect(outcomes.every((o) => o?.decided)).toBe(true);
    const tx = await queryRows<{ entity_id: string; tx: string }>(
      t.database.db,
      sql`select entity_id, xmin::text as tx from audit_events
          where entity = 'material_request' and action = 'material.request.accepted'
            and entity_id = any(${sql.param([...others, ...ids].map(String))}::text[])`,
    );
    const txOf = new Map(tx.map((r) => [Number(r.entity_id), r.tx]));
    expect(new Set(others.map((id) => txOf.get(id))).size).toBe(3);
    expect(new Set(ids.map((id) => txOf.get(id))).size).toBe(6);
    // Two alone; the other two with the first of the six; then the other five one by one.
    expect(new Set(tx.map((r) => r.tx)).size).toBe(8);
    expect(await invariantHolds()).toEqual([]);
  });
});
