import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { listFiles } from '../../src/modules/files/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipartFile } from '../helpers/portal';
import { type LocalS3, startS3 } from '../helpers/s3';
import { expectStoreUnavailable } from '../helpers/s3-portals';

/**
 * A picture with its record, stored while the object store was up: once the store is down, its
 * downloads (whole, by Range, the table copy) and a new upload answer 503 in the request's
 * language, and the record stays as it was.
 */
let s3: LocalS3;
let t: TestApp;
let id: number;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ s3: s3.settings });
  const token = await t.login('admin');
  const created = await t.call({
    method: 'POST',
    url: '/en/v1.0/materiali/product',
    token,
    payload: { product_code: 'DOWN-1', family_id: 1, names: { it: 'Irraggiungibile' } },
  });
  id = created.body.args.response.id as number;
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c42' } })
    .png()
    .toBuffer();
  const saved = await t.call({
    method: 'POST',
    url: `/en/v1.0/materiali/image/${id}`,
    token,
    ...multipartFile(png, 'image/png'),
  });
  expect(saved.status).toBe(200);
  await s3.stop();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const unavailable = expectStoreUnavailable;

describe('a recorded picture with the store down', () => {
  it('answers its downloads with 503 in the request language', async () => {
    unavailable(
      await t.call({ method: 'GET', url: `/it/v1.0/materiali/image/${id}` }),
      'I file non sono raggiungibili in questo momento, riprova tra qualche minuto',
    );
    unavailable(
      await t.call({ method: 'GET', url: `/fr/v1.0/materiali/image/${id}`, headers: { range: 'bytes=0-9' } }),
      'Les fichiers sont inaccessibles pour le moment, réessayez dans quelques minutes',
    );
    unavailable(
      await t.call({ method: 'GET', url: `/en/v1.0/materiali/image/${id}?size=thumb` }),
      'Files cannot be reached right now, try again in a few minutes',
    );
  });

  it('refuses a new picture with 503 and keeps the old one and its record', async () => {
    const [before] = await queryRows<{ image_key: string }>(
      t.database.db,
      sql`select image_key from materials where id = ${id}`,
    );
    const records = await listFiles(t.database.db, { domain: 'materials', key: id });
    expect(records).toHaveLength(1);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#24c' } })
      .png()
      .toBuffer();
    unavailable(
      await t.call({
        method: 'POST',
        url: `/es/v1.0/materiali/image/${id}`,
        token: await t.login('admin'),
        ...multipartFile(png, 'image/png'),
      }),
      'No se puede acceder a los archivos en este momento, inténtelo de nuevo en unos minutos',
    );
    const [after] = await queryRows<{ image_key: string }>(
      t.database.db,
      sql`select image_key from materials where id = ${id}`,
    );
    expect(after?.image_key).toBe(before?.image_key);
    expect(await listFiles(t.database.db, { domain: 'materials', key: id })).toEqual(records);
    expect((await t.call({ method: 'GET', url: '/health' })).status).toBe(200);
  });
});
