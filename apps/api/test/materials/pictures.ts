import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';

/** Material pictures in tests: a material of one's own, an upload, the files it left. */
export function pictures(t: TestApp, adminToken: () => string, prefix: string) {
  let codes = 0;
  return {
    /** A material of its own, with nothing depending on it, so it can be deleted. */
    async newMaterial() {
      const code = `${prefix}-${++codes}`;
      const res = await t.call({
        method: 'POST',
        url: '/en/v1.0/materiali/product',
        token: adminToken(),
        payload: { product_code: code, family_id: 1, names: { it: `Immagine ${prefix} ${codes}` } },
      });
      expect(res.status).toBe(200);
      return { id: res.body.args.response.id as number, code };
    },

    upload(id: number, data: Buffer, type = 'image/png', lang = 'en') {
      const boundary = '----portal-images';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call({
        method: 'POST',
        url: `/${lang}/v1.0/materiali/image/${id}`,
        token: adminToken(),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    },

    /** The names of the material's stored files, sorted (the data folder, PostgreSQL or S3). */
    async files(id: number) {
      const prefix = `materials/${id}/`;
      return (await t.app.storage.list(prefix)).map((key) => key.slice(prefix.length)).sort();
    },
  };
}

/** A photo-like PNG: noise does not compress, so the file is megabytes, as a real picture is. */
export const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** The decoded pixels, to compare two files of the same picture. */
export const pixelsOf = async (data: Buffer) => (await sharp(data).raw().toBuffer({ resolveWithObject: true })).data;
