import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import type { LargeContext } from '../../src/db/seed/large/types';
import { largeContent } from '../../src/modules/content/seed-large';
import { createTestApp, type TestApp } from '../helpers/app';

/** Content at the large size (issue 31: 10,000 items, read markers), and its lists at that size. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const ctx = { log: () => undefined } as unknown as LargeContext;
  await t.database.db.transaction((tx) => largeContent.run(tx, ctx));
});
afterAll(() => t.close());

describe('the large content set', () => {
  it('holds 10,000 more items with two texts each, and 250 markers per reader of its first 200', async () => {
    const [counts] = await queryRows<{ items: number; texts: number; reads: number; readers: number }>(
      t.database.db,
      sql`select (select count(*)::int from content_items where search_text like 'contenuto %') as items,
                 (select count(*)::int from content_texts x join content_items i on i.id = x.item_id
                   where i.search_text like 'contenuto %') as texts,
                 (select count(*)::int from content_reads) as reads,
                 (select least(count(*), 200)::int from users where user_type in (2, 3)) as readers`,
    );
    expect(counts?.items).toBe(10_000);
    expect(counts?.texts).toBe(20_000);
    expect(counts?.reads).toBeGreaterThanOrEqual((counts?.readers ?? 0) * 250);
  });

  it('pages, searches and counts the unread at that size', async () => {
    for (const user of ['agent', 'press', 'admin']) {
      const token = await t.login(user);
      const page = await t.call({ method: 'GET', url: '/it/v1.0/content/news?page=3', token });
      expect(page.status).toBe(200);
      expect(page.body.args.response.rows).toHaveLength(20);
      expect(page.body.args.response.total).toBeGreaterThan(500);
      const found = await t.call({ method: 'GET', url: '/it/v1.0/content/trend?q=contenuto%20123', token });
      expect(found.status).toBe(200);
      expect(found.body.args.response.rows.length).toBeGreaterThan(0);
      const unread = await t.call({ method: 'GET', url: '/it/v1.0/content/unread', token });
      expect(unread.body.args.response.news).toBe(99);
    }
  });
});
