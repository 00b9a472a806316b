import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFile, reserveFile, sweepFiles, writeReserved } from '../../src/modules/files/index';
import { documentKey } from '../../src/modules/signing/document';
import { acceptedDocument, signedPdfOwner } from '../../src/modules/signing/files';
import { createTestApp, type TestApp } from '../helpers/app';
import { withAuditRefused } from '../helpers/refuse';
import { portalsOnPostgres } from '../helpers/s3-portals';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, sendSheet, signUrl } from './fixtures';

/**
 * The accepted documents and signed PDFs are files of the files module: recorded with the
 * signature's transaction (nothing of one rolled back is seen, its bytes go), downloaded with
 * Range, If-Range and ETag, served by every portal on one PostgreSQL, and those stored before
 * the module (the previous release, under the keys the rows name) still download.
 */
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
type Smtp = Awaited<ReturnType<typeof startSmtpCatcher>>;

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function signedSheet(t: TestApp, smtp: Smtp) {
  const s = await sendSheet(t, smtp, { language: 'en' });
  const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
  const signed = await t.call({
    method: 'POST',
    url: signUrl(s.token, 'en'),
    payload: { code, signer_name: 'Anna Verdi', signature: { kind: 'typed', data: 'Anna Verdi' } },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const [sheet] = await rows<{ key: string }>(t, sql`select signed_pdf_key as key from sheets where id = ${s.sheetId}`);
  return { ...s, pdfKey: sheet?.key as string };
}

/** The signed PDF through `url` on `from`: whole, by Range, If-Range and If-None-Match. */
async function expectPdfDownloads(from: FastifyInstance, url: string, pdf: Buffer, token?: string) {
  const get = (headers: Record<string, string> = {}) =>
    from.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { 'access-token': token } : {}) } });
  const etag = `"${sha(pdf)}"`;
  const whole = await get();
  expect(whole.statusCode, whole.body).toBe(200);
  expect(whole.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
    etag,
  });
  expect(whole.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
  expect(whole.rawPayload.equals(pdf)).toBe(true);
  const part = await get({ range: 'bytes=0-4' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-4/${pdf.length}`);
  expect(part.rawPayload.toString('latin1')).toBe('%PDF-');
  expect((await get({ range: 'bytes=0-4', 'if-range': etag })).statusCode).toBe(206);
  expect((await get({ range: 'bytes=0-4', 'if-range': `"${'0'.repeat(64)}"` })).statusCode).toBe(200);
  expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
}

describe('signing files on one portal', () => {
  let t: TestApp;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('records the signed PDF with the signature: type read from it, size, checksum, downloads by Range', async () => {
    const s = await signedSheet(t, smtp);
    const [file] = await rows<Record<string, unknown>>(
      t,
      sql`select owner_domain, owner_key, type, size::int as size, sha256 from files where storage_key = ${s.pdfKey}`,
    );
    const pdf = await t.app.storage.read(s.pdfKey);
    expect(file).toEqual({
      owner_domain: 'signing',
      owner_key: `sheet-${s.sheetId}`,
      type: 'application/pdf',
      size: pdf.length,
      sha256: sha(pdf),
    });
    await expectPdfDownloads(t.app, signUrl(s.token, 'en', '/pdf'), pdf);
    await expectPdfDownloads(t.app, `/en/v1.0/admin/schede/signed-pdf/${s.sheetId}`, pdf, await t.login('admin'));
  });

  it('a signature rolled back leaves no signed PDF seen and no bytes; signing again works', async () => {
    const s = await sendSheet(t, smtp, { language: 'en' });
    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
    // The last step of the signing transaction (its audit row) fails: everything before it rolls back.
    const payload = { code, signer_name: 'Anna Verdi', signature: { kind: 'typed', data: 'Anna Verdi' } };
    const failed = await withAuditRefused(t, 'sheet.signed', () =>
      t.call({ method: 'POST', url: signUrl(s.token, 'en'), payload }),
    );
    expect(failed.status).toBe(500);
    const owner = signedPdfOwner(s.sheetId);
    const records = () =>
      rows(t, sql`select id from files where owner_domain = ${owner.domain} and owner_key = ${String(owner.key)}`);
    expect(await records()).toEqual([]);
    expect(await t.app.storage.list(`signing/${owner.key}/`)).toEqual([]);
    expect(await rows(t, sql`select 1 from file_uploads where storage_key like ${`signing/${owner.key}/%`}`)).toEqual(
      [],
    );
    const [sheet] = await rows<{ status: string; key: string | null }>(
      t,
      sql`select status, signed_pdf_key as key from sheets where id = ${s.sheetId}`,
    );
    expect(sheet).toEqual({ status: 'sent', key: null });

    const signed = await t.call({ method: 'POST', url: signUrl(s.token, 'en'), payload });
    expect(signed.status).toBe(200);
    expect(await records()).toHaveLength(1);
  });

  it('bytes written under a reserved key that no record names (a process stopped midway) are swept', async () => {
    const owner = signedPdfOwner(999_999);
    const reserved = await reserveFile(t.app.db, owner, 'pdf');
    await writeReserved(t.app.storage, reserved, { owner, name: 'signed.pdf', data: Buffer.from('%PDF-1.7 cut') });
    expect(await t.app.storage.size(reserved.storageKey)).toBe(12);
    await sweepFiles(t.app, 0);
    expect(await t.app.storage.size(reserved.storageKey)).toBeNull();
    // Named by a record in its transaction, the same bytes stay.
    const kept = await reserveFile(t.app.db, owner, 'pdf');
    const staged = await writeReserved(t.app.storage, kept, { owner, name: 'signed.pdf', data: Buffer.from('%PDF-') });
    await t.app.db.transaction((tx) => recordFile(tx, staged));
    await sweepFiles(t.app, 0);
    expect(await t.app.storage.size(kept.storageKey)).toBe(5);
  });

  it('a demo signed PDF stored before the files module (no record) downloads, and gets its record', async () => {
    const [demo] = await rows<{ id: number; key: string }>(
      t,
      sql`select id, signed_pdf_key as key from sheets where signed_pdf_key like 'sheets/%' order by id limit 1`,
    );
    if (!demo) throw new Error('no demo signed sheet');
    expect(demo.key).toMatch(/^sheets\/\d+\/signed-v\d+\.pdf$/);
    // The previous release: the bytes under the sheet's key, no record of them.
    await t.database.db.execute(sql`delete from files where storage_key = ${demo.key}`);
    const pdf = await t.app.storage.read(demo.key);
    await expectPdfDownloads(t.app, `/en/v1.0/admin/schede/signed-pdf/${demo.id}`, pdf, await t.login('admin'));
    const adopted = await rows(t, sql`select owner_key, type from files where storage_key = ${demo.key}`);
    expect(adopted).toEqual([{ owner_key: `sheet-${demo.id}`, type: 'application/pdf' }]);
  });

  it('a document accepted before the files module (at its old key) is signed, and gets its record', async () => {
    const s = await sendSheet(t, smtp, { language: 'en' });
    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
    // The previous release kept the accepted document at signing/<request>/document.json, unrecorded.
    const accepted = await acceptedDocument(t.app.db, s.requestId);
    if (!accepted) throw new Error('no accepted document');
    await t.app.storage.put(documentKey(s.requestId), await t.app.storage.read(accepted.storageKey));
    await t.database.db.execute(sql`delete from files where id = ${accepted.id}`);
    await t.app.storage.remove(accepted.storageKey);
    const signed = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en'),
      payload: { code, signer_name: 'Anna Verdi', signature: { kind: 'typed', data: 'Anna Verdi' } },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(await acceptedDocument(t.app.db, s.requestId)).toMatchObject({
      storageKey: documentKey(s.requestId),
      sha256: accepted.sha256,
      type: 'application/json',
    });
  });

  it('accepting again replaces the document: one record, the earlier bytes gone', async () => {
    const s = await sendSheet(t, smtp, { language: 'en' });
    const accept = (lang: 'en' | 'it') =>
      t.call({
        method: 'POST',
        url: signUrl(s.token, lang, '/accept'),
        payload: { sheet: true, privacy: true, conditions: true },
      });
    expect((await accept('en')).status).toBe(200);
    const first = await acceptedDocument(t.app.db, s.requestId);
    expect((await accept('it')).status).toBe(200);
    const second = await acceptedDocument(t.app.db, s.requestId);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.sha256).not.toBe(first?.sha256);
    expect(await t.app.storage.size(first?.storageKey as string)).toBeNull();
    const [request] = await rows<{ hash: string }>(
      t,
      sql`select document_sha256 as hash from sign_requests where id = ${s.requestId}`,
    );
    expect(request?.hash).toBe(second?.sha256);
    const owned = await rows(t, sql`select id from files where owner_key = ${`request-${s.requestId}`}`);
    expect(owned).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two portals on one PostgreSQL database, nothing else set', () => {
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp?.close());
  const portals = portalsOnPostgres(() => ({ smtpUrl: smtp.url }));

  it('a PDF signed through one downloads whole and by Range from the other', async () => {
    const { one, other } = portals;
    const s = await signedSheet(one, smtp);
    const pdf = await one.app.storage.read(s.pdfKey);
    await expectPdfDownloads(other.app, signUrl(s.token, 'en', '/pdf'), pdf);
    await expectPdfDownloads(
      other.app,
      `/en/v1.0/admin/schede/signed-pdf/${s.sheetId}`,
      pdf,
      await other.login('admin'),
    );
  });
});
