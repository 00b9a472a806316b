import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/** `spedizioni/{page}?shipped=`: the Shipments screen (not shipped yet) and the archive (shipped). */

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

type Row = { id: number; status: string; agency_id: number };

const list = async (query: string, token = tok.admin, lang = 'en') => {
  const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/spedizioni/1${query}`, token });
  return res;
};
const page = async (query: string, token = tok.admin) =>
  (await list(query, token)).body.args.response as { rows: Row[]; total: number };

describe('shipments in progress and the archive', () => {
  it('splits the shipments into not shipped yet and shipped, with totals that add up', async () => {
    const all = await page('?pageSize=100');
    const active = await page('?pageSize=100&shipped=false');
    const archive = await page('?pageSize=100&shipped=true');
    expect(active.rows.length).toBeGreaterThan(0);
    expect(archive.rows.length).toBeGreaterThan(0);
    expect(active.rows.every((r) => r.status !== 'shipped')).toBe(true);
    expect(archive.rows.every((r) => r.status === 'shipped')).toBe(true);
    expect(active.total + archive.total).toBe(all.total);
    expect(archive.total).toBe((await page('?status=shipped')).total);
    // Each status not yet shipped is in the list, and a status filter narrows it further.
    for (const status of ['to_send', 'to_confirm', 'ready']) {
      const narrowed = await page(`?pageSize=100&shipped=false&status=${status}`);
      expect(narrowed.total, status).toBe(active.rows.filter((r) => r.status === status).length);
    }
    expect((await page('?shipped=false&status=shipped')).total).toBe(0);
  });

  it('shows in the archive the day each shipment left instead of the state they share', async () => {
    const keys = async (query: string) =>
      ((await list(query, tok.admin, 'it')).body.args.response.table_headers as { key: string; label: string }[]).map(
        (h) => h.key,
      );
    const archive = await keys('?shipped=true');
    expect(archive).toContain('shipped_at');
    expect(archive).not.toContain('status');
    expect(await keys('?shipped=false')).toContain('status');
    const label = (await list('?shipped=true', tok.admin, 'it')).body.args.response.table_headers.find(
      (h: { key: string }) => h.key === 'shipped_at',
    ).label;
    expect(label).toBe('Spedita il');
  });

  it("keeps an agent to their agency's shipments in both views", async () => {
    const me = (await t.call({ method: 'GET', url: '/it/v1.0/auth/me', token: tok.agent2 })).body.args.response;
    for (const shipped of ['true', 'false']) {
      const mine = await page(`?pageSize=100&shipped=${shipped}`, tok.agent2);
      expect(mine.rows.every((r) => r.agency_id === me.agency.id)).toBe(true);
    }
    expect((await page('?shipped=true', tok.agent2)).total).toBeGreaterThan(0);
    expect((await list('?shipped=true', tok.customer)).status).toBe(403);
    expect((await list('?shipped=true', '')).status).toBe(401);
  });

  it('refuses another value in the request language', async () => {
    const bad = await list('?shipped=yes', tok.admin, 'fr');
    expect(bad.status).toBe(400);
    expect(bad.body.args.error.fields).toHaveProperty('shipped');
  });

  it('walks the partial index of the shipments not shipped yet, newest first', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select s.id from shipments s where true and s.status <> 'shipped'
            order by s.created_at desc, s.id desc limit 20`,
      );
    });
    expect(JSON.stringify(plan)).toContain('shipments_active_created_idx');
    expect(JSON.stringify(plan)).not.toContain('Sort');
  });
});
