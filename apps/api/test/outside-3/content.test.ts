import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectRefused } from '../outside/helpers';

/**
 * An outside tester (3) on News / Communications / Trends / Promotions: reading an item marks it
 * read, and an item deleted while a reader opens it must not turn the reading into a 500 (the
 * read mark naming an item that is no longer there).
 *
 * On PostgreSQL the deletion is held open by another connection while the reader opens the item,
 * so the mark is written against a deletion not yet committed, as with two users at once. PGlite
 * runs one transaction at a time: there the reading simply comes first.
 *
 * And an upload is one part named `file`: another part, before or after it, is refused as an
 * unexpected field, and nothing of it is kept (before, the extra part was dropped unseen, or the
 * upload called "too large").
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

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const BOUNDARY = 'OUTSIDE3CONTENT';
type Part = { name: string; filename?: string; data: Buffer | string };
function multipart(parts: Part[]) {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n\r\n`,
    ),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe("an upload's parts", () => {
  it('another part than the one file named file is a translated 400, and nothing is kept', async () => {
    const id = await item('Outside3 parts');
    const file = { name: 'file', filename: 'a.png', data: PNG };
    const cases: [string, Part[]][] = [
      ['two files', [file, { ...file, filename: 'b.png' }]],
      ['a file under another name after it', [file, { name: 'other', filename: 'b.png', data: PNG }]],
      ['a field after it', [file, { name: 'title', data: 'x' }]],
      ['a field before it', [{ name: 'title', data: 'x' }, file]],
      ['a file under another name', [{ name: 'other', filename: 'a.png', data: PNG }]],
      ['a field alone', [{ name: 'file', data: 'hello' }]],
    ];
    for (const [i, [label, parts]] of cases.entries()) {
      const lang = (['it', 'en', 'fr', 'es'] as const)[i % 4] ?? 'en';
      const res = await t.call({
        method: 'POST',
        url: `/${lang}/v1.0/content/item/${id}/files?role=image`,
        token: admin,
        ...multipart(parts),
      });
      expectRefused(res, 400, lang, 'validation.unexpectedField', label);
    }
    const edit = await t.call({ method: 'GET', url: `/en/v1.0/content/item/${id}/edit`, token: admin });
    expect(edit.body.args.response.files).toEqual([]);
    const ok = await t.call({
      method: 'POST',
      url: `/en/v1.0/content/item/${id}/files?role=image`,
      token: admin,
      ...multipart([file]),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});
