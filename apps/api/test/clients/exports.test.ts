import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../src/lib/crypto';
import { sweepExports } from '../../src/modules/clients/exports';
import { createTestApp, type TestApp } from '../helpers/app';
import { anotherPortal, type Portal } from '../helpers/portal';
import { withAuditRefused } from '../helpers/refuse';
import { demoAgencies, rows } from '../sheets/helpers';

/**
 * A print of the client list is a file of the files module, behind a link of 15 minutes: recorded
 * with its link (a print rolled back leaves nothing), downloaded with Range and ETag, removed with
 * its link once that expires; prints stored before the module still download and are swept.
 */
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

let t: TestApp;
let admin: string;
let sud: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ({ sud } = await demoAgencies(t));
});
afterAll(() => t.close());

const pathOf = (link: string) => link.replace('http://portal.test', '');

async function print(output: 'pdf' | 'xlsx' = 'pdf') {
  const res = await t.call({
    method: 'POST',
    url: '/en/v1.0/admin/agencies/clients/print',
    token: admin,
    payload: { output, agencies_id: [sud] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const link = pathOf(res.body.args.response.message as string);
  const [row] = await rows<{ key: string }>(
    t,
    sql`select storage_key as key from export_links order by id desc limit 1`,
  );
  return { link, key: row?.key as string };
}

const fileRecord = async (key: string) =>
  (
    await rows<{ owner_domain: string; owner_key: string; type: string; size: number; created_by: number }>(
      t,
      sql`select owner_domain, owner_key, type, size::int as size, created_by from files where storage_key = ${key}`,
    )
  )[0];

describe('a print of the client list', () => {
  it('is a recorded file: type read from it, downloads whole, by Range and If-Range, with its ETag', async () => {
    const { link, key } = await print('xlsx');
    const bytes = await t.app.storage.read(key);
    expect(await fileRecord(key)).toMatchObject({
      owner_domain: 'clients',
      owner_key: 'exports',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: bytes.length,
    });
    const whole = await t.app.inject({ method: 'GET', url: link });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ etag: `"${sha(bytes)}"`, 'cache-control': 'private, no-store' });
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="Client list - .+\.xlsx"/);
    const part = await t.app.inject({
      method: 'GET',
      url: link,
      headers: { range: 'bytes=0-1', 'if-range': `"${sha(bytes)}"` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('PK');
  });

  it('is removed with its link once the link expires, not before', async () => {
    const { link, key } = await print();
    await sweepExports(t.app);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update export_links set expires_at = now() - interval '1 second' where storage_key = ${key}`,
    );
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    expect(await sweepExports(t.app)).toBeGreaterThanOrEqual(1);
    expect(await fileRecord(key)).toBeUndefined();
    expect(await t.app.storage.size(key)).toBeNull();
    expect(await rows(t, sql`select id from export_links where storage_key = ${key}`)).toEqual([]);
  });

  it('rolled back (its audit row refused) leaves no link, no record and no bytes', async () => {
    const before = await t.app.storage.list('clients/exports/');
    const links = await rows(t, sql`select id from export_links`);
    const res = await withAuditRefused(t, 'clients.printed', () =>
      t.call({
        method: 'POST',
        url: '/en/v1.0/admin/agencies/clients/print',
        token: admin,
        payload: { output: 'pdf', agencies_id: [sud] },
      }),
    );
    expect(res.status).toBe(500);
    expect(await rows(t, sql`select id from export_links`)).toEqual(links);
    expect(await t.app.storage.list('clients/exports/')).toEqual(before);
    expect(await rows(t, sql`select storage_key from file_uploads`)).toEqual([]);
  });

  it('stored before the files module (under exports/, no record) downloads, then is swept; strays go too', async () => {
    const bytes = Buffer.from('%PDF-1.7\nan old print\n%%EOF\n');
    const key = `exports/2026-11-01/${randomUUID()}.pdf`;
    const stray = `exports/2026-11-01/${randomUUID()}.xlsx`;
    await t.app.storage.put(key, bytes);
    await t.app.storage.put(stray, 'a print whose row is long gone');
    const token = randomToken();
    await t.database.db.execute(sql`
      insert into export_links (token_hash, storage_key, filename, content_type, expires_at)
      values (${sha256(token)}, ${key}, 'Elenco clienti.pdf', 'application/pdf', now() + interval '5 minutes')`);
    const res = await t.app.inject({ method: 'GET', url: `/it/v1.0/exports/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', etag: `"${sha(bytes)}"` });
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(await fileRecord(key)).toMatchObject({ owner_domain: 'clients', type: 'application/pdf' });
    // The link still works: its file stays; the stray goes.
    await sweepExports(t.app);
    expect(await t.app.storage.size(key)).toBe(bytes.length);
    expect(await t.app.storage.size(stray)).toBeNull();
    await t.database.db.execute(
      sql`update export_links set expires_at = now() - interval '1 second' where storage_key = ${key}`,
    );
    await sweepExports(t.app);
    expect(await t.app.storage.size(key)).toBeNull();
    expect(await fileRecord(key)).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two portals on one PostgreSQL database', () => {
  let other: Portal;
  beforeAll(async () => {
    other = await anotherPortal(t.database, { DATABASE_URL: process.env.DATABASE_URL as string });
  });
  afterAll(() => other?.close());

  it('a print made through one downloads from the other', async () => {
    const { link, key } = await print();
    const res = await other.app.inject({ method: 'GET', url: link, headers: { range: 'bytes=0-4' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.toString('latin1')).toBe('%PDF-');
    expect(res.headers.etag).toBe(`"${sha(await t.app.storage.read(key))}"`);
  });
});
