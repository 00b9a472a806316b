import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, documentBytes, documentKey } from '../../src/modules/signing/document';
import { runSigningJobs } from '../../src/modules/signing/jobs';
import { legalTexts } from '../../src/modules/signing/legal-texts';
import { findRequestById } from '../../src/modules/signing/repository';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';

let t: TestApp;
let admin: string;
const sha = (b: Buffer | Uint8Array | string) => createHash('sha256').update(b).digest('hex');

type SealedRow = {
  sheet_id: number;
  client_id: number;
  status: string;
  version: number;
  company_name: string;
  sheet_sha256: string | null;
  signed_pdf_key: string | null;
  request_id: number;
  request_sha256: string | null;
  signer_name: string | null;
  ip: string | null;
  user_agent: string | null;
};

let sealed: SealedRow[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const result = (await t.database.db.execute(sql`
    select s.id as sheet_id, s.client_id, s.status, s.version, c.company_name, s.document_sha256 as sheet_sha256,
           s.signed_pdf_key, r.id as request_id, r.document_sha256 as request_sha256, r.signer_name,
           r.ip, r.user_agent
    from sheets s
    join clients c on c.id = s.client_id
    left join sign_requests r on r.sheet_id = s.id and r.status = 'signed'
    where s.status in ('signed', 'confirmed')
    order by s.id`)) as unknown as { rows: SealedRow[] };
  sealed = result.rows.map((r) => ({
    ...r,
    sheet_id: Number(r.sheet_id),
    client_id: Number(r.client_id),
    request_id: Number(r.request_id),
  }));
});
afterAll(() => t.close());

describe('the seeded signed and confirmed sheets', () => {
  it('are there in both states, each with its signed request', () => {
    expect(sealed.length).toBeGreaterThanOrEqual(10);
    expect(new Set(sealed.map((s) => s.status))).toEqual(new Set(['signed', 'confirmed']));
    for (const s of sealed) expect(s.request_id, s.company_name).toBeGreaterThan(0);
  });

  it('record the SHA-256 of the stored document, which is the document the engine builds', async () => {
    for (const s of sealed) {
      const stored = await t.app.storage.read(documentKey(s.request_id));
      expect(s.sheet_sha256, s.company_name).toMatch(/^[0-9a-f]{64}$/);
      expect(sha(stored), s.company_name).toBe(s.sheet_sha256);
      expect(s.request_sha256, s.company_name).toBe(s.sheet_sha256);
      // Re-built from the database as the signing engine reads it, in Italian.
      const ctx = await findRequestById(t.database.db, s.request_id);
      if (!ctx) throw new Error(`request ${s.request_id} not found`);
      expect(ctx.request.language).toBe('it');
      expect(documentBytes(buildDocument(ctx, 'it')).equals(stored), s.company_name).toBe(true);
      const parsed = JSON.parse(stored.toString('utf8'));
      expect(parsed).toMatchObject({
        language: 'it',
        sheet: { id: s.sheet_id, version: s.version },
        client: { company_name: s.company_name },
      });
      expect(parsed.texts).toEqual(legalTexts('it'));
    }
  });

  it('offer their signed PDF to staff, with the company, the signer and the hash on it', async () => {
    for (const s of sealed) {
      expect(s.signed_pdf_key, s.company_name).toBe(`sheets/${s.sheet_id}/signed-v${s.version}.pdf`);
      const res = await t.app.inject({
        method: 'GET',
        url: `/it/v1.0/admin/schede/signed-pdf/${s.sheet_id}`,
        headers: { 'access-token': admin },
      });
      expect(res.statusCode, s.company_name).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha(pdf)).toBe(sha(await t.app.storage.read(s.signed_pdf_key as string)));
      const text = await pdfText(pdf);
      for (const expected of [
        s.company_name,
        s.sheet_sha256 as string,
        s.signer_name as string,
        s.ip as string,
        s.user_agent as string,
      ]) {
        expect(text, `${s.company_name}: ${expected}`).toContain(expected);
      }
      expect(pdf.toString('latin1')).toContain('/EmbeddedFiles');
    }
  });

  it('offer the signed PDF on the client card (the attachments of the client)', async () => {
    for (const s of sealed) {
      const card = await t.call({ method: 'GET', url: `/en/v1.0/arrex/attachments/${s.client_id}`, token: admin });
      expect(card.status).toBe(200);
      const signed = card.body.args.response.attachments.find(
        (a: { kind: string; version: number }) => a.kind === 'signed' && a.version === s.version,
      );
      expect(signed, s.company_name).toBeDefined();
      const file = await t.app.inject({ method: 'GET', url: signed.url, headers: { 'access-token': admin } });
      expect(file.statusCode, s.company_name).toBe(200);
      expect(sha(file.rawPayload)).toBe(sha(await t.app.storage.read(s.signed_pdf_key as string)));
      // A stored file like every other: its ETag, and a range of it.
      expect(file.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const part = await t.app.inject({
        method: 'GET',
        url: signed.url,
        headers: { 'access-token': admin, range: 'bytes=0-7', 'if-range': String(file.headers.etag) },
      });
      expect(part.statusCode, s.company_name).toBe(206);
      expect(part.rawPayload.equals(file.rawPayload.subarray(0, 8))).toBe(true);
    }
  });
});

describe('the demo data on the day it is loaded', () => {
  // Issue 9: the seeded "sent for signature" sheets expired minutes after the first start (their
  // links dated from months before) and "link expired" e-mails were queued.
  it('keeps every sent link open: the signing job expires nothing and reminds no one', async () => {
    const open = (await t.database.db.execute(sql`
      select count(*)::int as n from sign_requests r join sheets s on s.id = r.sheet_id
      where s.status = 'sent' and r.status = 'open' and r.expires_at > now() + interval '7 days'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(open.rows[0]?.n).toBeGreaterThan(0);
    const before = (await t.database.db.execute(sql`select count(*)::int as n from outbox`)) as unknown as {
      rows: { n: number }[];
    };
    const result = await runSigningJobs(t.app);
    expect({ expired: result.expired, reminded: result.reminded }).toEqual({ expired: 0, reminded: 0 });
    const after = (await t.database.db.execute(sql`select count(*)::int as n from outbox`)) as unknown as {
      rows: { n: number }[];
    };
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
