import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { input, marker, write } from './helpers';

/** Images and attachments of content: upload (staff, streamed, type read from the bytes), download (readers of the item), removal. */

let t: TestApp;
let tok: DemoTokens & { press: string };
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  tok = { ...(await loginAll(t)), press: await t.login('press') };
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(data: Buffer, filename: string, field = 'file') {
  const boundary = `----content${Math.random().toString(16).slice(2)}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const upload = (id: number, role: string, data: Buffer, filename: string, token = tok.admin, lang = 'it') =>
  t.call({
    method: 'POST',
    url: `/${lang}/v1.0/content/item/${id}/files?role=${role}`,
    token,
    ...multipart(data, filename),
  });

const stored = async (id: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from files where owner_domain = 'content' and owner_key = ${String(id)}`,
    )
  )[0]?.n;

describe('content files', () => {
  it('uploads an image and an attachment, serves them to the readers of the item only, with ranges', async () => {
    const id = await write(t, tok.sales, 'news', input(marker('files'), { audience: ['customers'] }));
    const image = await upload(id, 'image', png, 'foto.png', tok.sales);
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.body.args.response).toMatchObject({
      role: 'image',
      name: 'foto.png',
      type: 'image/png',
      size: png.length,
    });
    const doc = await upload(id, 'attachment', PDF, 'listino prezzi.pdf');
    expect(doc.status).toBe(200);
    const detail = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}`, token: tok.customer });
    expect(detail.body.args.response.files.map((f: { role: string }) => f.role)).toEqual(['image', 'attachment']);
    expect(detail.body.args.response.image_id).toBe(image.body.args.response.id);

    const url = (fileId: string) => `/it/v1.0/content/files/${fileId}`;
    const raw = (u: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: u, headers: { 'access-token': tok.customer, ...headers } });
    const got = await raw(url(doc.body.args.response.id));
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('attachment');
    const part = await raw(url(doc.body.args.response.id), { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('%PDF');
    const img = await t.call({ method: 'GET', url: url(image.body.args.response.id), token: tok.admin });
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    // Another audience, an anonymous caller, a file of another domain or none: missing alike.
    const missing = await t.call({ method: 'GET', url: url('00000000-0000-4000-8000-000000000000'), token: tok.agent });
    expect(missing.status).toBe(404);
    for (const token of [tok.agent, tok.press]) {
      const res = await t.call({ method: 'GET', url: url(doc.body.args.response.id), token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from files where owner_domain <> 'content' limit 1`,
    );
    if (other) expect((await t.call({ method: 'GET', url: url(other.id), token: tok.admin })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: url(doc.body.args.response.id) })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: url('not-a-uuid'), token: tok.admin })).status).toBe(400);

    // Removing a file, then the item with the rest.
    const del = (fileId: string, token = tok.admin, item = id) =>
      t.call({ method: 'DELETE', url: `/it/v1.0/content/item/${item}/files/${fileId}`, token });
    expect((await del(doc.body.args.response.id, tok.customer)).status).toBe(403);
    expect((await del(doc.body.args.response.id, tok.admin, id + 1000)).status).toBe(404);
    expect((await del(doc.body.args.response.id)).status).toBe(200);
    expect((await del(doc.body.args.response.id)).status).toBe(404);
    expect(await stored(id)).toBe(1);
    expect((await t.call({ method: 'DELETE', url: `/it/v1.0/content/item/${id}`, token: tok.admin })).status).toBe(200);
    expect(await stored(id)).toBe(0);
    expect((await t.call({ method: 'GET', url: url(image.body.args.response.id), token: tok.admin })).status).toBe(404);
  });

  it('refuses a wrong type, an empty file, an oversized one and bad requests, storing nothing', async () => {
    const id = await write(t, tok.admin, 'promotion', input(marker('bad')));
    const text = await upload(id, 'image', Buffer.from('just text, not a picture'), 'x.png', tok.admin, 'en');
    expect(text.status).toBe(400);
    expect(text.body.args.error.message).toBe('The file "x.png" is not an image (JPEG, PNG, WebP or GIF)');
    const pdfAsImage = await upload(id, 'image', PDF, 'doc.pdf', tok.admin, 'fr');
    expect(pdfAsImage.status).toBe(400);
    expect(pdfAsImage.body.args.error.key).toBe('content.errors.imageType');
    const exe = await upload(id, 'attachment', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), 'a.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.args.error.key).toBe('content.errors.attachmentType');
    expect((await upload(id, 'attachment', Buffer.alloc(0), 'empty.pdf')).body.args.error.key).toBe(
      'content.errors.emptyFile',
    );
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(id, 'image', big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect((await upload(id, 'video', png, 'x.png')).status).toBe(400);
    expect((await upload(2_000_000_000, 'image', png, 'x.png')).status).toBe(404);
    expect((await upload(id, 'image', png, 'x.png', tok.agent)).status).toBe(403);
    const json = await t.call({
      method: 'POST',
      url: `/it/v1.0/content/item/${id}/files?role=image`,
      token: tok.admin,
      payload: { a: 1 },
    });
    expect(json.status).toBe(415);
    const cut = multipart(png, 'x.png');
    const cutOff = await t.call({
      method: 'POST',
      url: `/it/v1.0/content/item/${id}/files?role=image`,
      token: tok.admin,
      headers: cut.headers,
      payload: cut.payload.subarray(0, cut.payload.length - 30),
    });
    expect(cutOff.status).toBeGreaterThanOrEqual(400);
    expect(cutOff.status).toBeLessThan(500);
    expect(await stored(id)).toBe(0);
    const loose = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from file_uploads where storage_key like ${`content/${id}/%`}`,
    );
    expect(loose[0]?.n).toBe(0);
  });
});
