import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isBareImage } from './bare-image';

const base = () => sharp({ create: { width: 40, height: 30, channels: 4, background: '#2a6c' } });
const EXIF = { IFD0: { Artist: 'Mario Rossi', Model: 'Phone 15 Pro' } };
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>';

/** `data` with `inserted` placed at byte `at`. */
const insert = (data: Buffer, at: number, inserted: Buffer) =>
  Buffer.concat([data.subarray(0, at), inserted, data.subarray(at)]);

function pngChunk(type: string, body: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const chunk = Buffer.alloc(typed.length + 8);
  chunk.writeUInt32BE(body.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), typed.length + 4);
  return chunk;
}

describe('isBareImage', () => {
  it('takes what sharp writes without metadata, in every format and its variants', async () => {
    const files = [
      await base().jpeg().toBuffer(),
      await base().jpeg({ progressive: true, quality: 90, chromaSubsampling: '4:4:4' }).toBuffer(),
      await base().jpeg({ optimiseCoding: false, quality: 90 }).toBuffer(),
      await base().png().toBuffer(),
      await base().png({ palette: true }).toBuffer(),
      await base().webp().toBuffer(),
      await base().webp({ lossless: true }).toBuffer(),
      // A 1 × 1 PNG from another encoder (the materials tests').
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ];
    for (const [i, file] of files.entries()) expect(isBareImage(file), `file ${i}`).toBe(true);
  });

  it('takes what sharp writes again from a file with metadata, so a cleaned file is cleaned once', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const marked = await base()
        .withIccProfile('p3')
        .withExif(EXIF)
        .withXmp(XMP)
        .withMetadata({ orientation: 6 })
        .toFormat(format)
        .toBuffer();
      expect(isBareImage(marked), format).toBe(false);
      expect(isBareImage(await sharp(marked).autoOrient().toFormat(format).toBuffer()), format).toBe(true);
    }
  });

  it('refuses EXIF, XMP and ICC profiles in every format', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      expect(isBareImage(await base().withExif(EXIF).toFormat(format).toBuffer()), `${format} exif`).toBe(false);
      expect(isBareImage(await base().withXmp(XMP).toFormat(format).toBuffer()), `${format} xmp`).toBe(false);
      expect(isBareImage(await base().withIccProfile('p3').toFormat(format).toBuffer()), `${format} icc`).toBe(false);
    }
  });

  it('refuses comments, text, a JFIF thumbnail and bytes after the end', async () => {
    const jpeg = await base().jpeg().toBuffer();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x07]), Buffer.from('hello')]);
    expect(isBareImage(insert(jpeg, 2, comment))).toBe(false);
    expect(isBareImage(Buffer.concat([jpeg, jpeg]))).toBe(false);
    // JFIF's header: bare; with its optional thumbnail (1 × 1 here), not.
    const jfif = (thumb: number[]) =>
      Buffer.concat([
        Buffer.from([0xff, 0xe0, 0x00, 16 + thumb.length]),
        Buffer.from('JFIF\0', 'latin1'),
        Buffer.from([1, 1, 0, 0, 1, 0, 1]),
        Buffer.from(thumb.length ? [1, 1, ...thumb] : [0, 0]),
      ]);
    expect(isBareImage(insert(jpeg, 2, jfif([])))).toBe(true);
    expect(isBareImage(insert(jpeg, 2, jfif([200, 30, 30])))).toBe(false);

    const png = await base().png().toBuffer();
    expect(isBareImage(insert(png, 33, pngChunk('tEXt', Buffer.from('Author\0Mario Rossi'))))).toBe(false);
    expect(isBareImage(insert(png, 33, pngChunk('tIME', Buffer.alloc(7))))).toBe(false);
    expect(isBareImage(Buffer.concat([png, Buffer.from('GPS')]))).toBe(false);

    const webp = await base().webp().toBuffer();
    const padded = Buffer.concat([webp, Buffer.from('XX')]);
    expect(isBareImage(padded)).toBe(false);
    expect(isBareImage(Buffer.from('not a picture at all'))).toBe(false);
  });
});
