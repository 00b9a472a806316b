import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LargeContext } from '../../src/db/seed/large/types';
import { largeDownloads } from '../../src/modules/downloads/seed-large';
import { createTestApp, type TestApp } from '../helpers/app';
import { rows } from './helpers';

/** The large Download area (issue 31: 2,000 files), and its browse and search at that size. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const ctx = { log: () => undefined } as unknown as LargeContext;
  await t.database.db.transaction((tx) => largeDownloads.run(tx, ctx));
});
afterAll(() => t.close());

describe('the large download area', () => {
  it('holds 2,000 more files in 40 more folders, each audience its own', async () => {
    const [counts] = await rows<{ files: string; folders: string }>(
      t,
      sql`select (select count(*) from download_files where title like 'Documento %') as files,
                 (select count(*) from download_folders where name_it ~ '^(Cartella|Sottocartella) [0-9]') as folders`,
    );
    expect(Number(counts?.files)).toBe(2000);
    expect(Number(counts?.folders)).toBe(40);
  });

  it('answers a browse and a search by audience', async () => {
    const token = await t.login('agent');
    const top = await t.call({ method: 'GET', url: '/it/v1.0/downloads', token });
    expect(top.status).toBe(200);
    const search = await t.call({ method: 'GET', url: '/it/v1.0/downloads?q=Documento%201', token });
    expect(search.status).toBe(200);
    expect(search.body.args.response.total).toBeGreaterThan(50);
    expect(search.body.args.response.files).toHaveLength(50);
  });
});
