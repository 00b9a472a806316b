import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipartFile } from '../helpers/portal';
import { portalsOnPostgres, portalsOnS3 } from '../helpers/s3-portals';

/**
 * A material picture's download through the files module (`sendFile`): whole, by Range, If-Range
 * with the checksum as strong ETag, If-None-Match, an unsatisfiable range. From the portal that
 * stored it (both databases), from another portal on the same PostgreSQL, and with the files in an
 * S3-compatible store (s3rver).
 */
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A small photo-like PNG that holds nothing but its picture, so it is stored as it came. */
const picture = (seed: number) =>
  sharp(Buffer.from(Array.from({ length: 120 * 80 * 3 }, (_, i) => (i * 7919 + seed) % 251)), {
    raw: { width: 120, height: 80, channels: 3 },
  })
    .png()
    .toBuffer();

let made = 0;
/** A new material with a picture uploaded through `one`: its id and the PNG. */
async function materialWithPicture(one: TestApp) {
  const token = await one.login('admin');
  const created = await one.call({
    method: 'POST',
    url: '/en/v1.0/materiali/product',
    token,
    payload: { product_code: `DL-${process.pid}-${++made}`, family_id: 1, names: { it: 'Scaricata' } },
  });
  expect(created.status).toBe(200);
  const id = created.body.args.response.id as number;
  const png = await picture(made);
  const upload = multipartFile(png, 'image/png');
  const saved = await one.app.inject({
    method: 'POST',
    url: `/en/v1.0/materiali/image/${id}`,
    headers: { ...upload.headers, 'access-token': token },
    payload: upload.payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, png };
}

/** Every way of asking for the picture, through `from`. */
async function downloads(from: FastifyInstance, id: number, png: Buffer) {
  const url = `/en/v1.0/materiali/image/${id}`;
  const get = (headers: Record<string, string> = {}) => from.inject({ method: 'GET', url, headers });
  const etag = `"${sha(png)}"`;
  const size = png.length;

  const whole = await get();
  expect(whole.statusCode, whole.body).toBe(200);
  expect(sha(whole.rawPayload)).toBe(sha(png));
  expect(whole.headers).toMatchObject({
    'content-type': 'image/png',
    'content-length': String(size),
    'accept-ranges': 'bytes',
    etag,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  expect(whole.headers['content-disposition']).toBe(`inline; filename="picture"; filename*=UTF-8''picture`);

  const part = await get({ range: 'bytes=16-99' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 16-99/${size}`);
  expect(part.headers['content-length']).toBe('84');
  expect(part.rawPayload.equals(png.subarray(16, 100))).toBe(true);

  const tail = await get({ range: 'bytes=-10' });
  expect(tail.statusCode).toBe(206);
  expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
  expect(tail.rawPayload.equals(png.subarray(size - 10))).toBe(true);

  const open = await get({ range: `bytes=${size - 5}-` });
  expect(open.statusCode).toBe(206);
  expect(open.rawPayload.equals(png.subarray(size - 5))).toBe(true);

  const beyond = await get({ range: `bytes=${size}-` });
  expect(beyond.statusCode).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  // The envelope, not bytes of the file (outside tester 4).
  expect(beyond.json().args.error.key).toBe('errors.rangeNotSatisfiable');

  // If-Range: the same version gets the part, another gets the whole file.
  const same = await get({ range: 'bytes=0-9', 'if-range': etag });
  expect(same.statusCode).toBe(206);
  expect(same.rawPayload.equals(png.subarray(0, 10))).toBe(true);
  const changed = await get({ range: 'bytes=0-9', 'if-range': `"${'0'.repeat(64)}"` });
  expect(changed.statusCode).toBe(200);
  expect(sha(changed.rawPayload)).toBe(sha(png));
  // A weak tag never matches If-Range (RFC 9110 §13.1.5).
  expect((await get({ range: 'bytes=0-9', 'if-range': `W/${etag}` })).statusCode).toBe(200);

  // Several ranges, or a header that is not one, get the whole file.
  const several = await get({ range: 'bytes=0-1,5-6' });
  expect(several.statusCode).toBe(200);
  expect(several.rawPayload.length).toBe(size);
  expect((await get({ range: 'pages=1-2' })).statusCode).toBe(200);

  for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const cached = await get({ 'if-none-match': tag });
    expect(cached.statusCode, tag).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
  }
  expect((await get({ 'if-none-match': `"${'1'.repeat(64)}"` })).statusCode).toBe(200);

  // The table copy is a file of its own, with its own tag and its type read from its bytes.
  const thumb = await from.inject({ method: 'GET', url: `${url}?size=thumb` });
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/webp');
  expect(thumb.headers.etag).toBe(`"${sha(thumb.rawPayload)}"`);
  const thumbPart = await from.inject({ method: 'GET', url: `${url}?size=thumb`, headers: { range: 'bytes=0-11' } });
  expect(thumbPart.statusCode).toBe(206);
  expect(thumbPart.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

describe('a picture downloads from the portal that stored it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('whole, by Range and If-Range, with its ETag, 304 and 416', async () => {
    const { id, png } = await materialWithPicture(t);
    await downloads(t.app, id, png);
  });

  it('names the file as it was uploaded, in RFC 5987 form when it is not ASCII', async () => {
    const { id } = await materialWithPicture(t);
    const png = await picture(99);
    const boundary = '----portal-named';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Caffè ☕.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const saved = await t.call({
      method: 'POST',
      url: `/en/v1.0/materiali/image/${id}`,
      token: await t.login('admin'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(saved.status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}` });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Caff_ _.png"; filename*=UTF-8''Caff%C3%A8%20%E2%98%95.png`,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two portals on one PostgreSQL database, nothing else set', () => {
  const portals = portalsOnPostgres();

  it('a picture uploaded through one downloads whole and by Range from the other', async () => {
    const { id, png } = await materialWithPicture(portals.one);
    await downloads(portals.other.app, id, png);
  });
});

describe('two portals with an S3-compatible store (s3rver)', () => {
  const s = portalsOnS3();

  it('a picture uploaded through one downloads whole and by Range from the other', async () => {
    const { id, png } = await materialWithPicture(s.one);
    expect(s.other.app.storage.name).toBe('s3:portal-files');
    await downloads(s.other.app, id, png);
  });
});
