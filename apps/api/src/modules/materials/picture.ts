import type { Metadata, Sharp } from 'sharp';
import { isBareImage } from '../../lib/bare-image';
import { AppError } from '../../lib/errors';
import { loadSharp, withDecodeBudget } from '../../lib/image-work';

/** The image kinds a material may have, recognised by their first bytes, not by name or header. */
const KINDS = [
  { type: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;
type Kind = (typeof KINDS)[number];

export const imageKind = (data: Buffer) => KINDS.find((k) => data.length >= 12 && k.test(data));
export const kindOfKey = (key: string) => KINDS.find((k) => k.ext === key.split('.').pop());

/** The table copy: a square as the tables and cards show it (`object-fit: cover`), sharp at 2× on a 72 px card. */
export const THUMB_SIZE = 160;
/** Beyond this a 9 MB file is a decompression bomb, not a catalogue picture (a 48 MP camera fits). */
export const IMAGE_MAX_MEGAPIXELS = 50;
const MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** The table copy's key beside the original's: `materials/2/<uuid>.png` → `materials/2/<uuid>.thumb.webp`. */
export const thumbKey = (imageKey: string) => `${imageKey.replace(/\.[a-z]+$/, '')}.thumb.webp`;

const unreadable = () => new AppError(400, 'materials.errors.image');

/** The header, read without decoding the pixels: a file whose first bytes lie, or a bomb, is refused here. */
async function readHeader(data: Buffer) {
  const sharp = await loadSharp();
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new AppError(400, 'materials.errors.imagePixels', { megapixels: IMAGE_MAX_MEGAPIXELS });
  }
  return { sharp, meta, pixels: meta.width * meta.height };
}

/**
 * The picture again in its own format, turned as the camera held it (EXIF orientation) and with
 * nothing else: sharp keeps no metadata unless asked, so what it writes is bare (`isBareImage`).
 * PNG stays lossless; JPEG keeps its chroma subsampling, and its Huffman tables are not
 * optimised, which kept the whole picture's coefficients in memory (about 300 MB for 49
 * megapixels) for a few per cent of size.
 */
function rewrite(image: Sharp, kind: Kind, meta: Metadata) {
  const upright = image.autoOrient();
  if (kind.ext === 'png') return upright.png();
  if (kind.ext === 'webp') return upright.webp({ quality: 90 });
  const chromaSubsampling = meta.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0';
  return upright.jpeg({ quality: 90, chromaSubsampling, optimiseCoding: false });
}

const thumbOf = async (sharp: Awaited<ReturnType<typeof loadSharp>>, data: Buffer) =>
  sharp(data, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/**
 * An upload as it is stored: the original as it came when it holds nothing but its picture,
 * otherwise written again without its metadata; and its table copy, made from that original.
 */
export async function preparePicture(data: Buffer) {
  const kind = imageKind(data);
  if (!kind) throw unreadable();
  const { sharp, meta, pixels } = await readHeader(data);
  return withDecodeBudget(pixels, async () => {
    const original = isBareImage(data)
      ? data
      : await rewrite(sharp(data, { limitInputPixels: MAX_PIXELS }), kind, meta)
          .toBuffer()
          .catch(() => {
            throw unreadable();
          });
    const thumb = await thumbOf(sharp, original).catch(() => {
      throw unreadable();
    });
    return { kind, original, thumb };
  });
}

/** The table copy of a stored picture (one stored before copies were made). */
export async function makeThumb(data: Buffer): Promise<Buffer> {
  const { sharp, pixels } = await readHeader(data);
  return withDecodeBudget(pixels, () => thumbOf(sharp, data));
}

/**
 * A stored picture without its metadata, or undefined when it holds none (or sharp cannot read
 * its header: such a file is served as it is). For pictures stored before uploads were cleaned;
 * what `preparePicture` stored is bare, so this reads its bytes and nothing more.
 */
export async function cleanStored(data: Buffer, key: string): Promise<Buffer | undefined> {
  const kind = kindOfKey(key);
  if (!kind || isBareImage(data)) return undefined;
  const header = await readHeader(data).catch(() => undefined);
  if (!header) return undefined;
  const { sharp, meta, pixels } = header;
  return withDecodeBudget(pixels, () => rewrite(sharp(data, { limitInputPixels: MAX_PIXELS }), kind, meta).toBuffer());
}
