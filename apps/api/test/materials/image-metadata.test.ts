import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pictures, pixelsOf } from './pictures';

let t: TestApp;
let tok: DemoTokens;
let pics: ReturnType<typeof pictures>;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  pics = pictures(t, () => tok.admin, 'META');
});
afterAll(() => t.close());

const AUTHOR = 'Mario Rossi';
const PHONE = 'Phone 15 Pro';
/** What a phone writes: who took it, with what, and where (the GPS IFD). */
const EXIF = {
  IFD0: { Artist: AUTHOR, Copyright: AUTHOR, Make: 'PhoneCo', Model: PHONE },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 5000/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 0/1' },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${AUTHOR}</dc:creator>` +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';
/** The GPS IFD's pointer tag (0x8825), as a little-endian EXIF block writes it. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

/** 90 × 300, red on top and blue below: which way it is turned shows on the served copy. */
function twoColours(width = 90, height = 300) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) raw.set(i < (width * height) / 2 ? [220, 20, 20] : [20, 20, 220], i * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A PNG text chunk (tEXt) after the header, as editors write an author or a comment. */
function withTextChunk(png: Buffer, keyword: string, text: string) {
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`${keyword}\0${text}`, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

async function expectNoMetadata(data: Buffer) {
  const meta = await sharp(data).metadata();
  const kept = {
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    comments: meta.comments,
    photoshop: meta.tifftagPhotoshop,
  };
  expect(Object.entries(kept).flatMap(([name, value]) => (value ? [name] : []))).toEqual([]);
  expect(meta.orientation ?? 1).toBe(1);
  for (const mark of [AUTHOR, PHONE, 'PhoneCo', 'Exif\0\0', 'eXIf', 'xmpmeta']) expect(data.includes(mark)).toBe(false);
}

async function served(id: number, size?: 'thumb') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/en/v1.0/materiali/image/${id}${size ? `?size=${size}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const storedKey = async (id: number) =>
  (await queryRows<{ image_key: string }>(t.database.db, sql`select image_key from materials where id = ${id}`))[0]
    ?.image_key as string;

describe('material pictures keep no metadata', () => {
  it('serves a phone JPEG without its EXIF, GPS and XMP, turned as the camera held it', async () => {
    const { id } = await pics.newMaterial();
    const jpeg = await twoColours().withExif(EXIF).withXmp(XMP).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 90, height: 300, orientation: 6 });
    expect(before.exif?.includes(GPS_TAG)).toBe(true);
    expect(jpeg.includes(AUTHOR) && jpeg.includes(PHONE)).toBe(true);

    expect((await pics.upload(id, jpeg, 'image/jpeg')).status).toBe(200);
    const original = await served(id);
    expect(original.headers['content-type']).toBe('image/jpeg');
    await expectNoMetadata(original.rawPayload);
    // Orientation 6 is a quarter turn clockwise: the red top is now on the right.
    const { data, info } = await sharp(original.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 300, height: 90 });
    const at = (x: number, y: number) => [...data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    expect(at(280, 45)[0]).toBeGreaterThan(150);
    expect(at(20, 45)[2]).toBeGreaterThan(150);
    // The file on disk too, not only the answer.
    await expectNoMetadata(await t.app.storage.read(await storedKey(id)));
    await expectNoMetadata((await served(id, 'thumb')).rawPayload);
  });

  it('keeps a PNG’s pixels exactly and drops its EXIF, XMP and text chunks', async () => {
    const { id } = await pics.newMaterial();
    const png = withTextChunk(await twoColours(120, 80).withExif(EXIF).withXmp(XMP).png().toBuffer(), 'Author', AUTHOR);
    const before = await sharp(png).metadata();
    expect(before.exif).toBeDefined();
    expect(before.comments).toEqual([{ keyword: 'Author', text: AUTHOR }]);

    expect((await pics.upload(id, png)).status).toBe(200);
    const original = await served(id);
    expect(original.headers['content-type']).toBe('image/png');
    await expectNoMetadata(original.rawPayload);
    expect((await pixelsOf(original.rawPayload)).equals(await pixelsOf(png))).toBe(true);
  });

  it('drops a WebP’s EXIF and XMP', async () => {
    const { id } = await pics.newMaterial();
    const webp = await twoColours().withExif(EXIF).withXmp(XMP).webp().toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    expect((await pics.upload(id, webp, 'image/webp')).status).toBe(200);
    const original = await served(id);
    expect(original.headers['content-type']).toBe('image/webp');
    await expectNoMetadata(original.rawPayload);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 90, height: 300 });
  });

  it('cleans a picture stored before pictures were cleaned on its first request, in place', async () => {
    const { id } = await pics.newMaterial();
    const key = `materials/${id}/legacy.jpg`;
    await t.app.storage.put(key, await twoColours().withExif(EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer());
    await queryRows(t.database.db, sql`update materials set image_key = ${key} where id = ${id}`);

    const original = await served(id);
    await expectNoMetadata(original.rawPayload);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 300, height: 90 });
    await expectNoMetadata(await t.app.storage.read(key));
    expect(await pics.files(id)).toEqual(['legacy.jpg']);
    // Cleaned once: the next request serves the same file.
    expect((await served(id)).rawPayload.equals(original.rawPayload)).toBe(true);
  });
});
