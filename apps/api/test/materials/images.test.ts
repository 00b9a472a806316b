import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { noisePng, pictures } from './pictures';

let t: TestApp;
let tok: DemoTokens;
let agentClient: number;
let pics: ReturnType<typeof pictures>;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  pics = pictures(t, () => tok.admin, 'IMG');
  const clients = await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients', token: tok.agent });
  agentClient = clients.body.args.response.rows[0]?.id as number;
});
afterAll(() => t.close());

async function materialRow(code: string) {
  const res = await t.call({ method: 'GET', url: `/en/v1.0/materiali/products/1?q=${code}`, token: tok.admin });
  return res.body.args.response.rows.find((r: { product_code: string }) => r.product_code === code) as {
    id: number;
    image_url: string | null;
    thumb_url: string | null;
  };
}

describe('material pictures and their table copy', () => {
  it('serves the tables a small WebP copy of a large PNG, and the detail the original', async () => {
    const { id, code } = await pics.newMaterial();
    const png = await noisePng(1800, 1200);
    expect(png.length).toBeGreaterThan(2_000_000);
    expect((await pics.upload(id, png)).status).toBe(200);

    const row = await materialRow(code);
    expect(row.thumb_url).toMatch(new RegExp(`^/en/v1\\.0/materiali/image/${id}\\?size=thumb&v=`));
    expect(row.image_url).toMatch(new RegExp(`^/en/v1\\.0/materiali/image/${id}\\?v=`));

    // <img> sends no token: the table copy is public like the picture.
    const thumb = await t.app.inject({ method: 'GET', url: row.thumb_url as string });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toContain('immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect(thumb.rawPayload.length).toBeLessThan(png.length / 50);

    const original = await t.app.inject({ method: 'GET', url: row.image_url as string });
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
    const detail = await t.call({ method: 'GET', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin });
    expect(detail.body.args.response.image_url).toBe(row.image_url);

    // The agent's request screen shows the same small copy on its cards.
    const forClient = await t.call({
      method: 'GET',
      url: `/en/v1.0/agencies/materiali/${agentClient}?q=${code}`,
      token: tok.agent,
    });
    expect(forClient.body.args.response.rows[0]).toMatchObject({ id, thumb_url: row.thumb_url });
  });

  it('replaces both files with a new picture and removes both with the material', async () => {
    const { id, code } = await pics.newMaterial();
    expect((await pics.upload(id, await noisePng(400, 300))).status).toBe(200);
    const first = await pics.files(id);
    expect(first).toHaveLength(2);
    expect(first.filter((f) => f.endsWith('.thumb.webp'))).toHaveLength(1);

    const jpeg = await sharp({ create: { width: 90, height: 300, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    expect((await pics.upload(id, jpeg, 'image/jpeg')).status).toBe(200);
    const second = await pics.files(id);
    expect(second).toHaveLength(2);
    expect(second.some((f) => first.includes(f))).toBe(false);
    const thumb = await t.app.inject({ method: 'GET', url: (await materialRow(code)).thumb_url as string });
    // Never enlarged: a picture narrower than the copy keeps its width.
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 90, height: 160 });

    const deleted = await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin });
    expect(deleted.status).toBe(200);
    expect(await pics.files(id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}?size=thumb` })).statusCode).toBe(
      404,
    );
  });

  it('deletes a material and its picture records together: a failure on the records keeps both', async () => {
    const { id } = await pics.newMaterial();
    expect((await pics.upload(id, await noisePng(200, 200))).status).toBe(200);
    const records = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            t.database.db,
            sql`select count(*) as n from files where owner_domain = 'materials' and owner_key = ${String(id)}`,
          )
        )[0]?.n,
      );
    const rows = async () => (await queryRows(t.database.db, sql`select id from materials where id = ${id}`)).length;
    expect(await records()).toBe(2);
    // The records cannot go: the delete must not leave the material gone and its records behind.
    await queryRows(
      t.database.db,
      sql.raw(`create function refuse_file_delete() returns trigger language plpgsql as $$
        begin raise exception 'files locked by the test'; end $$`),
    );
    await queryRows(
      t.database.db,
      sql.raw(
        'create trigger refuse_file_delete before delete on files for each row execute function refuse_file_delete()',
      ),
    );
    try {
      const failed = await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin });
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await queryRows(t.database.db, sql.raw('drop trigger refuse_file_delete on files'));
      await queryRows(t.database.db, sql.raw('drop function refuse_file_delete()'));
    }
    expect(await rows()).toBe(1);
    expect(await records()).toBe(2);
    expect(await pics.files(id)).toHaveLength(2);

    expect((await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin })).status).toBe(
      200,
    );
    expect(await rows()).toBe(0);
    expect(await records()).toBe(0);
    expect(await pics.files(id)).toEqual([]);
  });

  it('makes the copy of a picture stored before copies existed on its first request', async () => {
    const { id, code } = await pics.newMaterial();
    const key = `materials/${id}/legacy.png`;
    await t.app.storage.put(key, await noisePng(640, 480));
    await queryRows(t.database.db, sql`update materials set image_key = ${key} where id = ${id}`);
    const thumb = await t.app.inject({ method: 'GET', url: (await materialRow(code)).thumb_url as string });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    expect(await pics.files(id)).toEqual(['legacy.png', 'legacy.thumb.webp']);
  });

  it('refuses a file whose first bytes say PNG but is no picture, and a picture of too many pixels', async () => {
    const { id } = await pics.newMaterial();
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
    const res = await pics.upload(id, fake, 'image/png', 'es');
    expect(res.status).toBe(400);
    expect(res.body.args.error.message).toBe('Suba una imagen JPEG, PNG o WebP');

    // A small file that says 12,000 × 12,000 pixels: refused from its header, never decoded.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(12_000, 16);
    bomb.writeUInt32BE(12_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const big = await pics.upload(id, bomb, 'image/png', 'it');
    expect(big.status).toBe(400);
    expect(big.body.args.error.message).toBe("L'immagine è troppo grande: caricane una di 50 megapixel al massimo");
    expect(await pics.files(id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}?size=huge` })).statusCode).toBe(
      400,
    );
  });
});
