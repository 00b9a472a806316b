import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { multipartFile } from '../helpers/portal';
import { type LocalS3, startS3 } from '../helpers/s3';
import { expectStoreUnavailable } from '../helpers/s3-portals';

/**
 * The object store down: what needs a file answers 503 with a message in the request's language,
 * and everything else goes on. The portal starts while the store is down, too.
 */
let s3: LocalS3;
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  s3 = await startS3();
  await s3.stop();
  t = await createTestApp({ s3: s3.settings });
  tok = await loginAll(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const unavailable = expectStoreUnavailable;

describe('the file store down', () => {
  it('refuses a picture with 503 in the request language, and saves nothing', async () => {
    const [material] = await queryRows<{ id: number; image_key: string | null }>(
      t.database.db,
      sql`select id, image_key from materials order by id limit 1`,
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const upload = multipartFile(png, 'image/png');
    const res = await t.call({
      method: 'POST',
      url: `/fr/v1.0/materiali/image/${material?.id}`,
      token: tok.admin,
      ...upload,
    });
    unavailable(res, 'Les fichiers sont inaccessibles pour le moment, réessayez dans quelques minutes');
    const [after] = await queryRows<{ image_key: string | null }>(
      t.database.db,
      sql`select image_key from materials where id = ${material?.id}`,
    );
    expect(after?.image_key).toBe(material?.image_key);
  });

  it('answers a picture, its table copy and the signed PDFs with 503, not 404', async () => {
    const [material] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from materials order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update materials set image_key = ${`materials/${material?.id}/picture.png`} where id = ${material?.id}`,
    );
    unavailable(
      await t.call({ method: 'GET', url: `/es/v1.0/materiali/image/${material?.id}?size=thumb` }),
      'No se puede acceder a los archivos en este momento, inténtelo de nuevo en unos minutos',
    );
    unavailable(
      await t.call({ method: 'GET', url: `/en/v1.0/materiali/image/${material?.id}` }),
      'Files cannot be reached right now, try again in a few minutes',
    );

    const [sheet] = await queryRows<{ id: number; client_id: number; version: number }>(
      t.database.db,
      sql`select id, client_id, version from sheets where signed_pdf_key is not null order by id limit 1`,
    );
    unavailable(
      await t.call({ method: 'GET', url: `/it/v1.0/admin/schede/signed-pdf/${sheet?.id}`, token: tok.admin }),
      'I file non sono raggiungibili in questo momento, riprova tra qualche minuto',
    );
    unavailable(
      await t.call({
        method: 'GET',
        url: `/en/v1.0/arrex/attachments/${sheet?.client_id}/signed-${sheet?.version}`,
        token: tok.admin,
      }),
      'Files cannot be reached right now, try again in a few minutes',
    );
  });

  it('goes on serving everything that needs no file', async () => {
    const list = await t.call({ method: 'GET', url: '/en/v1.0/materiali/products/1', token: tok.admin });
    expect(list.status).toBe(200);
    expect(list.body.args.response.rows.length).toBeGreaterThan(0);
    const clients = await t.call({ method: 'GET', url: '/en/v1.0/agencies/clients', token: tok.agent });
    expect(clients.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/health' })).status).toBe(200);
  });
});
