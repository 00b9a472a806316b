import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedDocument } from '../../src/modules/signing/files';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectDejaVuOnly, pdfText } from '../helpers/pdf';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, hasStatus, mailsTo, pngChunk, pngDataUrl, sendSheet, signUrl } from './fixtures';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const sha = (b: Buffer | Uint8Array | string) => createHash('sha256').update(b).digest('hex');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) SignerBrowser/1.0';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function row<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0] as T;
}

describe('signing a sheet from the e-mailed link', () => {
  it('opens, accepts, confirms with the e-mailed code and signs a drawn signature', async () => {
    const s = await sendSheet(t, smtp);
    expect(s.link).toMatch(/^http:\/\/portal\.test\/sign\/[A-Za-z0-9_-]{43}$/);

    const opened = await t.call({ method: 'GET', url: signUrl(s.token, 'en'), headers: { 'user-agent': UA } });
    expect(opened.status).toBe(200);
    const view = opened.body.args.response;
    expect(view.sheet.client.company_name).toBe(s.company);
    expect(view.sheet.version).toBe(1);
    expect(view.signer.email_masked).toMatch(/^fi\*\*\*@cliente\.example\.it$/);
    const legal = view.sheet.sections.find((x: { key: string }) => x.key === 'legal_seat');
    expect(legal.label).toBe('Legal seat');
    expect(legal.fields).toContainEqual({ key: 'city', label: 'City', value: 'Lecco' });
    const bank = view.sheet.sections.find((x: { key: string }) => x.key === 'bank');
    expect(bank.fields).toContainEqual({ key: 'iban', label: 'IBAN', value: 'IT60X0542811101000000123456' });
    expect(view.texts.privacy.title).toMatch(/Privacy notice/);
    expect(view.texts.conditions.title).toBe('General conditions of sale');
    expect(view.state).toMatchObject({ terms_accepted: false, code_sent: false, verified: false });
    expect(view.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    // Never tells the sheet's database id.
    expect(JSON.stringify(view)).not.toContain(`"id":${s.sheetId}`);

    // Code before accepting: refused.
    const early = await t.call({ method: 'POST', url: signUrl(s.token, 'en', '/otp') });
    expect(early).toMatchObject({ status: 409, body: { args: { error: { key: 'signing.errors.acceptFirst' } } } });

    const partial = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en', '/accept'),
      payload: { sheet: true, privacy: true, conditions: false },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.args.error.fields.conditions).toBe(
      'You must accept the sheet, the privacy notice and the sales conditions',
    );

    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
    const codeMail = (await mailsTo(t, smtp, s.email)).at(-1);
    expect(codeMail?.subject).toBe('Confirmation code to sign the client sheet');

    const reopened = await t.call({ method: 'GET', url: signUrl(s.token, 'en'), headers: { 'user-agent': UA } });
    const state = reopened.body.args.response.state;
    expect(state).toMatchObject({ terms_accepted: true, code_sent: true, code_attempts_left: 5 });
    expect(state.code_resend_in).toBeGreaterThan(50);

    const verified = await t.call({ method: 'POST', url: signUrl(s.token, 'en', '/verify'), payload: { code } });
    expect(verified.status).toBe(200);

    const signature = pngDataUrl();
    const signed = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en'),
      headers: { 'user-agent': UA, 'x-forwarded-for': '203.0.113.9' },
      payload: { code, signer_name: 'Giulia Bianchi', signature: { kind: 'drawn', data: signature } },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.args.response.message).toBe('Sheet signed: you will receive a copy by e-mail');
    const hash = signed.body.args.response.document_sha256;
    expect(hash).toBe(view.document_sha256);

    const sheet = await row<{ status: string; document_sha256: string; signed_pdf_key: string; signed_at: Date }>(
      sql`select status, document_sha256, signed_pdf_key, signed_at from sheets where id = ${s.sheetId}`,
    );
    expect(sheet).toMatchObject({ status: 'signed', document_sha256: hash });
    expect(sheet.signed_at).toBeTruthy();
    const request = await row<Record<string, unknown>>(sql`select * from sign_requests where id = ${s.requestId}`);
    expect(request).toMatchObject({
      status: 'signed',
      signer_name: 'Giulia Bianchi',
      signature_kind: 'drawn',
      signature_data: signature,
      user_agent: UA,
      document_sha256: hash,
    });
    expect(request.ip).toBeTruthy();
    expect(request.completed_at).toBeTruthy();

    // The recorded hash is the SHA-256 of the stored document (a file of the request), which is the sheet as read.
    const accepted = await acceptedDocument(t.database.db, s.requestId);
    expect(accepted).toMatchObject({ ownerDomain: 'signing', type: 'application/json', sha256: hash });
    const document = await t.app.storage.read(accepted?.storageKey as string);
    expect(sha(document)).toBe(hash);
    const parsed = JSON.parse(document.toString('utf8'));
    expect(parsed).toMatchObject({
      language: 'en',
      sheet: { id: s.sheetId, version: 1, signature_email: s.email },
      client: { company_name: s.company },
    });
    expect(parsed.sheet.fields.bank.iban).toBe('IT60X0542811101000000123456');
    expect(parsed.texts.privacy.title).toBe(view.texts.privacy.title);

    // The signed PDF: sheet, signature, audit page.
    const pdf = await t.app.storage.read(sheet.signed_pdf_key);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      s.company,
      'Lecco',
      'IT60X0542811101000000123456',
      'General conditions of sale',
      'Audit trail',
      'Giulia Bianchi',
      s.email,
      UA,
      hash,
      'Link opened',
      'Confirmation code sent',
      'Signed',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(String(request.ip));
    // The sheet reads like the form: its sections in the form's order, the company name first.
    const at = (label: string) => text.indexOf(label, text.indexOf('Legal seat'));
    const order = ['Legal seat', 'Company name', 'Postal address', 'Agency', 'Electronic invoicing', 'Bank details'];
    expect(order.map(at).every((i) => i >= 0)).toBe(true);
    expect([...order.map(at)].sort((a, b) => a - b)).toEqual(order.map(at));
    expect(text).not.toMatch(/: -\n/);
    // The audit page comes after the signature, and the document travels inside the PDF.
    expect(text.indexOf('Audit trail')).toBeGreaterThan(text.indexOf('drawn by hand'));
    expect(pdf.toString('latin1')).toContain('/EmbeddedFiles');

    // Copies with the PDF attached: the signer and the agent of the client's agency.
    const signerCopy = (await mailsTo(t, smtp, s.email)).find((m) => m.subject.startsWith('Signed copy'));
    expect(signerCopy?.text).toContain(hash);
    expect(signerCopy?.attachments).toHaveLength(1);
    expect(signerCopy?.attachments[0]?.mimeType).toBe('application/pdf');
    expect(signerCopy?.attachments[0]?.filename).toBe(`Client sheet - ${s.company} - v1 - Signed.pdf`);
    expect(sha(Buffer.from(signerCopy?.attachments[0]?.content as Uint8Array))).toBe(sha(pdf));
    const agentMail = await row<{ email: string }>(sql`select email from users where username = 'agent'`);
    const agentCopy = (await mailsTo(t, smtp, agentMail.email)).find((m) => m.subject.includes(s.company));
    expect(agentCopy?.subject).toBe(`Scheda cliente firmata: ${s.company}`);
    expect(agentCopy?.attachments[0]?.mimeType).toBe('application/pdf');
    const agent2Mail = await row<{ email: string }>(sql`select email from users where username = 'agent2'`);
    expect((await mailsTo(t, smtp, agent2Mail.email)).some((m) => m.subject.includes(s.company))).toBe(false);

    // The signer downloads the PDF from the link; staff and the agent from the portal.
    const byLink = await t.call({ method: 'GET', url: signUrl(s.token, 'en', '/pdf') });
    expect(byLink.status).toBe(200);
    expect(byLink.headers['content-type']).toBe('application/pdf');
    expect(byLink.headers['content-disposition']).toContain(
      `attachment; filename="Client sheet - ${s.company} - v1 - Signed.pdf"`,
    );
    for (const [who, path] of [
      ['admin', 'admin'],
      ['sales', 'admin'],
      ['agent', 'agencies'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/it/v1.0/${path}/schede/signed-pdf/${s.sheetId}`,
        headers: { 'access-token': await t.login(who) },
      });
      expect(res.statusCode, who).toBe(200);
      expect(sha(res.rawPayload)).toBe(sha(pdf));
    }
    const other = await t.call({
      method: 'GET',
      url: `/it/v1.0/agencies/schede/signed-pdf/${s.sheetId}`,
      token: await t.login('agent2'),
    });
    expect(other.status).toBe(404);

    const events = await t.call({
      method: 'GET',
      url: `/en/v1.0/admin/schede/sign-events/${s.sheetId}`,
      token: await t.login('admin'),
    });
    expect(events.status).toBe(200);
    expect(events.body.args.response.rows.map((e: { event: string }) => e.event)).toEqual([
      'sent',
      'opened',
      'accepted',
      'otp_sent',
      'otp_verified',
      'signed',
    ]);
    const signedEvent = events.body.args.response.rows.at(-1);
    expect(signedEvent).toMatchObject({ label: 'Signed', user_agent: UA });
    const agentEvents = await t.call({
      method: 'GET',
      url: `/it/v1.0/agencies/schede/sign-events/${s.sheetId}`,
      token: await t.login('agent'),
    });
    expect(agentEvents.body.args.response.rows).toHaveLength(6);
    const foreign = await t.call({
      method: 'GET',
      url: `/it/v1.0/agencies/schede/sign-events/${s.sheetId}`,
      token: await t.login('agent2'),
    });
    expect(foreign.status).toBe(404);

    const audit = await row<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'sheet.signed' and entity_id = ${String(s.sheetId)}`,
    );
    expect(audit.n).toBe(1);
  });

  it('signs with a typed name in Italian and keeps the signed version unchangeable', async () => {
    const s = await sendSheet(t, smtp);
    await t.call({ method: 'GET', url: signUrl(s.token) });
    const code = await acceptAndGetCode(t, smtp, s.token, s.email);
    const signed = await t.call({
      method: 'POST',
      url: signUrl(s.token),
      payload: { code, signer_name: 'Mario Rossi', signature: { kind: 'typed', data: 'Mario Rossi' } },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.args.response.message).toBe('Scheda firmata: riceverai una copia via e-mail');
    const pdfKey = await row<{ signed_pdf_key: string }>(
      sql`select signed_pdf_key from sheets where id = ${s.sheetId}`,
    );
    const text = await pdfText(await t.app.storage.read(pdfKey.signed_pdf_key));
    expect(text).toContain('Registro di audit');
    expect(text).toContain('nome digitato');
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('Condizioni generali di vendita');

    // The link is done: signing, declining, opening again are refused; the PDF stays available.
    const again = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'fr'),
      payload: { code, signer_name: 'Mario Rossi', signature: { kind: 'typed', data: 'Mario Rossi' } },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 409, args: { error: { message: 'Cette fiche a déjà été signée' } } },
    });
    expect(
      (await t.call({ method: 'POST', url: signUrl(s.token, 'it', '/decline'), payload: { reason: 'x' } })).status,
    ).toBe(409);
    expect((await t.call({ method: 'GET', url: signUrl(s.token) })).status).toBe(409);
    expect((await t.call({ method: 'GET', url: signUrl(s.token, 'it', '/pdf') })).status).toBe(200);

    // The database itself refuses to change or delete the signed version and its evidence.
    await expect(
      t.database.db.execute(sql`update sheets set fields = '{}'::jsonb where id = ${s.sheetId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update sheets set signature_email = 'x@y.it' where id = ${s.sheetId}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from sheets where id = ${s.sheetId}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update sign_requests set signer_name = 'Someone else' where id = ${s.requestId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update sign_events set ip = '1.1.1.1' where sign_request_id = ${s.requestId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from sign_events where sign_request_id = ${s.requestId}`),
    ).rejects.toThrow();
    // Confirming the client (a status change) is still allowed.
    await t.database.db.execute(
      sql`update sheets set status = 'confirmed', confirmed_at = now() where id = ${s.sheetId}`,
    );
    expect(await hasStatus(t, 'sheets', s.sheetId)).toBe('confirmed');
    // A reminder for a signed sheet has nothing to remind.
    const reminder = await t.call({
      method: 'GET',
      url: `/it/v1.0/admin/agencies/reminder/${s.sheetId}`,
      token: await t.login('sales'),
    });
    expect(reminder).toMatchObject({ status: 409, body: { args: { error: { key: 'signing.errors.noOpenRequest' } } } });
  });

  it('signs for a client named in Polish with a name typed in Romanian: the PDF shows both', async () => {
    const s = await sendSheet(t, smtp, { company: 'Łódź Meble Sp. z o.o.', language: 'en' });
    await t.call({ method: 'GET', url: signUrl(s.token, 'en') });
    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
    const name = 'Ștefan Żółkiewski';
    const signed = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en'),
      payload: { code, signer_name: name, signature: { kind: 'typed', data: name } },
    });
    expect(signed.status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: signUrl(s.token, 'en', '/pdf') });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Łódź Meble Sp. z o.o.');
    expect(text).toContain(`Signer: ${name}`);
    expect(text).toMatch(new RegExp(`^${name}$`, 'm'));
    expectDejaVuOnly(res.rawPayload);
  });

  it('stores a drawn signature without the text, XMP or EXIF chunks its PNG carried', async () => {
    const s = await sendSheet(t, smtp);
    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
    const drawn = pngDataUrl();
    const png = Buffer.from(drawn.slice(drawn.indexOf(',') + 1), 'base64');
    const marked = Buffer.concat([
      png.subarray(0, 33), // the signature and its header
      pngChunk('tEXt', Buffer.from('Author\0Mario Rossi', 'latin1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>Mario Rossi</x:xmpmeta>')),
      pngChunk('eXIf', Buffer.from('MM\0*\0\0\0\x08PhoneCo Phone 15 Pro', 'latin1')),
      png.subarray(33),
    ]);
    const signed = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en'),
      payload: {
        code,
        signer_name: 'Giulia Bianchi',
        signature: { kind: 'drawn', data: `data:image/png;base64,${marked.toString('base64')}` },
      },
    });
    expect(signed.status).toBe(200);
    const stored = await row<{ signature_data: string }>(
      sql`select signature_data from sign_requests where id = ${s.requestId}`,
    );
    expect(stored.signature_data).toBe(drawn);
  });

  it('refuses a signature that is not a real PNG, or too large', async () => {
    const s = await sendSheet(t, smtp);
    const code = await acceptAndGetCode(t, smtp, s.token, s.email);
    const sign = (data: string) =>
      t.call({
        method: 'POST',
        url: signUrl(s.token, 'en'),
        payload: { code, signer_name: 'Giulia Bianchi', signature: { kind: 'drawn', data } },
      });
    const notPng = await sign(
      `data:image/png;base64,${Buffer.from('GIF89a not a png at all........').toString('base64')}`,
    );
    expect(notPng).toMatchObject({
      status: 400,
      body: { args: { error: { key: 'signing.errors.signatureInvalid' } } },
    });
    const jpeg = await sign('data:image/jpeg;base64,/9j/4AAQ');
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.args.error.fields['signature.data']).toBe('The signature is not a valid PNG image');
    const truncated = pngDataUrl().slice(0, 200);
    expect((await sign(truncated.replace(/=+$/, ''))).status).toBe(400);
    // An outside tester's 1x1 PNG whose row names filter 5: the PDF writer's decoder threw in a
    // zlib callback and ended the server (signature.test.ts tries every colour type).
    const filter5 = await sign(
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNtAAIABR4CBmqk9WwAAAAASUVORK5CYII=',
    );
    expect(filter5.body.args.error.key).toBe('signing.errors.signatureInvalid');
    const huge = await sign(`data:image/png;base64,${'A'.repeat(210_000)}`);
    expect(huge.body.args.error.fields['signature.data']).toBe('The signature image is too large');
    // None of this cost a try of the code, and the sheet is still waiting.
    expect(await hasStatus(t, 'sheets', s.sheetId)).toBe('sent');
    const ok = await sign(pngDataUrl(300, 100));
    expect(ok.status).toBe(200);
  });
});
