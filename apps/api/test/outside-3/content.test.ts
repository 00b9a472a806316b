import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

/**
 * An outside tester (3) on News / Communications / Trends / Promotions: reading an item marks it
 * read, and an item deleted while a reader opens it must not turn the reading into a 500 (the
 * read mark naming an item that is no longer there).
 *
 * On PostgreSQL the deletion is held open by another connection while the reader opens the item,
 * so the mark is written against a deletion not yet committed, as with two users at once. PGlite
 * runs one transaction at a time: there the reading simply comes first.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);

async function item(title: string) {
  const res = await t.call({
    method: 'POST',
    url: '/it/v1.0/content',
    token: admin,
    payload: {
      kind: 'news',
      texts: { it: { title, summary: 'x', body: '<p>x</p>' } },
      audience: ['agents'],
      publish_on: '2026-01-10',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response.id as number;
}

describe('an item deleted while a reader opens it', () => {
  it('the reader gets the item or a 404, never a 500, and no read mark outlives the item', async () => {
    const id = await item('Outside3 deleted while read');
    if (t.database.kind !== 'postgres' || !t.database.url) {
      expect((await t.call({ method: 'GET', url: `/en/v1.0/content/item/${id}`, token: agent })).status).toBe(200);
      return;
    }
    const outside = new pg.Client({ connectionString: t.database.url });
    await outside.connect();
    try {
      await outside.query('begin');
      await outside.query('delete from content_items where id = $1', [id]);
      const reading = t.call({ method: 'GET', url: `/en/v1.0/content/item/${id}`, token: agent });
      // The reader's mark waits on the deletion; once it waits, the deletion commits.
      for (let i = 0; i < 200; i++) {
        const { rows } = await outside.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= 1) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await outside.query('commit');
      const res = await reading;
      expect([200, 404], JSON.stringify(res.body)).toContain(res.status);
      const { rows } = await outside.query('select count(*)::int as n from content_reads where item_id = $1', [id]);
      expect(rows[0].n).toBe(0);
    } finally {
      await outside.end();
    }
  });
});
