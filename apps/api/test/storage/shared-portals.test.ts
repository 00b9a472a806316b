import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { s3Storage } from '../../src/lib/storage/s3';
import { createTestApp, type TestApp } from '../helpers/app';
import { anotherPortal, multipartFile, type Portal } from '../helpers/portal';
import { portalsOnS3 } from '../helpers/s3-portals';
import { bytesOf } from './contract';

/**
 * Several portals on one database (the README's way to run more than one instance) serve the same
 * files: a picture uploaded through one downloads whole from the other, whose data folder has never
 * seen it. On PostgreSQL with nothing else set the files live in the database; with `S3_*` set they
 * live in the object store.
 */
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A small photo-like PNG: noise, so a copy cut short or another picture shows. */
const picture = () =>
  sharp(Buffer.from(Array.from({ length: 96 * 64 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 96, height: 64, channels: 3 },
  })
    .png()
    .toBuffer();

/** Uploads a picture for a new material through `one`, downloads it through `other`. */
async function pictureTravels(one: TestApp, other: Portal) {
  const token = await one.login('admin');
  const created = await one.call({
    method: 'POST',
    url: '/en/v1.0/materiali/product',
    token,
    payload: { product_code: `SHARED-${Date.now()}`, family_id: 1, names: { it: 'Condivisa' } },
  });
  expect(created.status).toBe(200);
  const id = created.body.args.response.id as number;
  const png = await picture();
  const upload = multipartFile(png, 'image/png');
  const saved = await one.app.inject({
    method: 'POST',
    url: `/en/v1.0/materiali/image/${id}`,
    headers: { ...upload.headers, 'access-token': token },
    payload: upload.payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);

  const whole = await other.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}` });
  expect(whole.statusCode, whole.body).toBe(200);
  expect(whole.headers['content-type']).toBe('image/png');
  expect(sha(whole.rawPayload)).toBe(sha(png));
  const thumb = await other.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}?size=thumb` });
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/webp');

  // No route answers ranges yet: the other instance's store reads one from the same bytes.
  const [row] = await queryRows<{ image_key: string }>(
    one.database.db,
    sql`select image_key from materials where id = ${id}`,
  );
  const key = row?.image_key as string;
  expect((await bytesOf(other.app.storage.stream(key, { start: 16, end: 99 }))).equals(png.subarray(16, 100))).toBe(
    true,
  );
  return key;
}

/** A signed PDF the seed stored, read through `other`'s own route. */
async function signedPdfTravels(one: TestApp, other: Portal) {
  const [sheet] = await queryRows<{ id: number; signed_pdf_key: string }>(
    one.database.db,
    sql`select id, signed_pdf_key from sheets where signed_pdf_key is not null order by id limit 1`,
  );
  expect(sheet).toBeDefined();
  const res = await other.app.inject({
    method: 'GET',
    url: `/it/v1.0/admin/schede/signed-pdf/${sheet?.id}`,
    headers: { 'access-token': await other.login('admin') },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(sha(res.rawPayload)).toBe(sha(await one.app.storage.read(sheet?.signed_pdf_key as string)));
}

describe.skipIf(!process.env.DATABASE_URL)('two portals on one PostgreSQL database, nothing else set', () => {
  let one: TestApp;
  let other: Portal;
  beforeAll(async () => {
    one = await createTestApp();
    other = await anotherPortal(one.database, { DATABASE_URL: process.env.DATABASE_URL as string });
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
  });

  it('keeps the files in the database: a picture uploaded through one downloads whole from the other', async () => {
    const key = await pictureTravels(one, other);
    expect(one.app.storage.name).toBe('postgres');
    expect(other.app.storage.name).toBe('postgres');
    expect(await one.app.storage.list(key)).toEqual([key]);
  });

  it("serves the seed's signed PDFs from either", async () => {
    await signedPdfTravels(one, other);
  });
});

describe('two portals with an S3-compatible store (s3rver)', () => {
  const s = portalsOnS3();

  it('keeps the files in the bucket: a picture uploaded through one downloads whole from the other', async () => {
    const key = await pictureTravels(s.one, s.other);
    expect(s.other.app.storage.name).toBe('s3:portal-files');
    const bucket = s3Storage(s.s3.settings);
    try {
      expect(await bucket.list(key)).toEqual([key]);
    } finally {
      await bucket.close();
    }
  });
});
