import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { fileLinks } from '../../src/modules/files/index';
import { orderLinks } from '../../src/modules/order-form/links';
import { orderFormSettings } from '../../src/modules/order-form/settings';
import { createTestApp, type TestApp } from '../helpers/app';
import { draftOrder, pdfOf } from './send-fixtures';

/**
 * The links of attachments too big for an order's e-mail: `GET order-form/link/{token}` needs no
 * account; the token is signed and expires. A changed, expired or foreign token is refused with a
 * message in the link's language, never a file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const open = (token: string, lang = 'it') => t.call({ method: 'GET', url: `/${lang}/v1.0/order-form/link/${token}` });
const day = 86_400_000;
const linkSecret = orderLinks.secret;
const linkToken = (secret: Buffer, fileId: string, expiresAt: Date) => orderLinks.token(secret, { fileId, expiresAt });
const readLinkToken = orderLinks.read;

describe('an attachment’s download link', () => {
  it('downloads the file until it expires, then answers 410 with a message', async () => {
    const data = pdfOf(8192);
    const order = await draftOrder(t, 'agent', { attachments: [{ name: 'Progetto.pdf', data }] });
    const file = order.files[0];
    if (!file) throw new Error('no attachment');
    const secret = await linkSecret(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/order-form/link/${linkToken(secret, file.id, new Date(Date.now() + day))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, data)).toBe(0);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Ranges work as every download of the files module.
    const part = await t.app.inject({
      method: 'GET',
      url: `/it/v1.0/order-form/link/${linkToken(secret, file.id, new Date(Date.now() + day))}`,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');

    const expired = linkToken(secret, file.id, new Date(Date.now() - 1000));
    const gone = await open(expired, 'en');
    expect(gone.status).toBe(410);
    expect(gone.body.args.error).toMatchObject({
      key: 'orderForm.mail.linkExpired',
      message: 'This download link has expired: ask the sender of the order for the file',
    });
    expect((await open(expired, 'it')).body.args.error.message).toContain('è scaduto');
  });

  it('refuses a changed, made-up or foreign token with 404, and a link to a file that is not an attachment', async () => {
    const order = await draftOrder(t, 'agent', { attachments: [{ name: 'Rilievo.pdf', data: pdfOf(1024) }] });
    const file = order.files[0];
    if (!file) throw new Error('no attachment');
    const secret = await linkSecret(t.app);
    const good = linkToken(secret, file.id, new Date(Date.now() + day));
    expect((await open(good)).status).toBe(200);

    const flip = (token: string, at: number) =>
      token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    const forged = [
      flip(good, 2), // another file
      flip(good, 22), // a later expiry
      flip(good, good.length - 1), // the signature
      linkToken(Buffer.alloc(32, 7), file.id, new Date(Date.now() + day)), // another secret
      'x'.repeat(48),
      good.slice(0, 40),
      `${good}AA`,
      '..%2F..%2Fetc',
    ];
    for (const token of forged) {
      const res = await open(token, 'en');
      expect(res.status, token).toBe(404);
      expect(res.body.args.error.message).toBe('This download link is not valid');
    }
    // Signed, but for no attachment: a file id nobody has, or a file of another owner.
    expect(
      (await open(linkToken(secret, '00000000-0000-4000-8000-000000000000', new Date(Date.now() + day)))).status,
    ).toBe(404);
    // Longer than any path parameter: the router's refusal, an envelope as well.
    const long = await open('a'.repeat(300), 'en');
    expect([400, 414]).toContain(long.status);
    expect(long.body.args.error.message).toBeTruthy();
  });

  it('reads what it signed and nothing else', () => {
    const secret = Buffer.alloc(32, 1);
    const id = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    const now = new Date('2026-11-29T10:00:00Z');
    const token = linkToken(secret, id, new Date(now.getTime() + 7 * day));
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(readLinkToken(secret, token, now)).toEqual({ ok: true, fileId: id });
    expect(readLinkToken(secret, token, new Date(now.getTime() + 7 * day))).toEqual({ ok: false, reason: 'expired' });
    expect(readLinkToken(Buffer.alloc(32, 2), token, now)).toEqual({ ok: false, reason: 'forged' });
    // A link of another kind (one naming its reader too) is not one of these.
    const withReader = fileLinks('downloads', true);
    const other = withReader.token(secret, { fileId: id, readerId: 7, expiresAt: new Date(now.getTime() + day) });
    expect(other).toMatch(/^[A-Za-z0-9_-]{54}$/);
    expect(withReader.read(secret, other, now)).toEqual({ ok: true, fileId: id, readerId: 7 });
    expect(readLinkToken(secret, other, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('keeps its secret in the store when LINK_SECRET is unset: another instance on the same store reads the same links', async () => {
    const first = await linkSecret(t.app);
    expect(first.length).toBe(32);
    expect(Buffer.compare(await t.app.storage.read(orderLinks.secretKey), first)).toBe(0);
    const configured = { config: { ...t.app.config, linkSecret: 's'.repeat(32) }, storage: t.app.storage };
    // The configured secret, with the kind: a downloads link never opens an order's attachment.
    expect((await linkSecret(configured)).toString()).toBe(`order-form:${'s'.repeat(32)}`);
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow();
    expect(orderFormSettings({}).linkTtlMs).toBe(7 * day);
    expect(orderFormSettings({}).mailAttachmentsBytes).toBe(15 * 1024 * 1024);
    expect(orderFormSettings({ ORDER_OFFICE_LANGUAGE: 'fr' }).officeLanguage).toBe('fr');
    expect(() => orderFormSettings({ ORDER_OFFICE_LANGUAGE: 'de' })).toThrow();
    expect(() => orderFormSettings({ ORDER_OFFICE_EMAIL: 'not an address' })).toThrow();
  });
});
