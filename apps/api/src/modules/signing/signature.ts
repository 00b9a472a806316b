import { inflateSync } from 'node:zlib';
import type { Signature } from '@portal/contracts';
import { PNG } from 'pngjs';
import { badRequest } from '../../lib/errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 4000;
/**
 * The most pixels a drawn signature may have: the signing page's pad is 900 x 300 (270,000). The
 * image is decoded and written again synchronously, about 0.2 µs a pixel: 16 million pixels (4000
 * x 4000, an 80 kB upload) held the server for over 3 s.
 */
export const MAX_SIGNATURE_PIXELS = 1_000_000;
/**
 * The chunks a stored signature keeps: its pixels, palette and transparency. Text (tEXt, iTXt,
 * zTXt, which hold XMP), EXIF and the rest say who or what made the image, not what it shows.
 */
const KEPT_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
/** Channels per colour type, for 8-bit images (what a canvas produces). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Decodes a drawn signature and answers it as a PNG the PDF writer can embed. The structure is
 * walked and the size checked first (no decompression bomb is inflated), then the image is
 * decoded whole by pngjs, synchronously, and written again as a plain 8-bit RGBA PNG. The PDF
 * writer's own decoder (png-js) runs in a zlib callback, where an image it cannot decode throws
 * and ends the process: a 1x1 PNG whose row named filter 5 did (an outside tester), and the
 * signing link stayed valid for the next try. Only an image pngjs decoded reaches it.
 */
export function drawnSignaturePng(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (png.length < 45 || !png.subarray(0, 8).equals(PNG_MAGIC)) throw badRequest('signing.errors.signatureInvalid');
  let offset = 8;
  let header: { width: number; height: number; depth: number; type: number; interlace: number } | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (offset + 8 <= png.length && !ended) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length || offset + 12 + length > png.length)
      throw badRequest('signing.errors.signatureInvalid');
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8] ?? 0,
        type: body[9] ?? 0,
        interlace: body[12] ?? 0,
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  const channels = header ? CHANNELS[header.type] : undefined;
  if (
    !header ||
    !ended ||
    data.length === 0 ||
    channels === undefined ||
    header.depth !== 8 ||
    header.interlace !== 0 ||
    header.width < 1 ||
    header.height < 1 ||
    header.width > MAX_SIDE ||
    header.height > MAX_SIDE
  ) {
    throw badRequest('signing.errors.signatureInvalid');
  }
  // A real image, only larger than a signature needs: said so (the field's own too-large message).
  if (header.width * header.height > MAX_SIGNATURE_PIXELS) throw badRequest('signing.errors.signatureTooLarge');
  const expected = header.height * (1 + header.width * channels);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1024 });
  } catch {
    throw badRequest('signing.errors.signatureInvalid');
  }
  if (pixels.length < expected) throw badRequest('signing.errors.signatureInvalid');
  try {
    // Every row's filter, the palette and its indices, the transparency: all checked as decoded.
    const image = PNG.sync.read(png);
    return PNG.sync.write(image, { colorType: 6, inputColorType: 6, bitDepth: 8, inputHasAlpha: true });
  } catch {
    throw badRequest('signing.errors.signatureInvalid');
  }
}

/**
 * The drawn signature's data URL as stored: the signer's own bytes, less every chunk but the
 * image's (a canvas writes no other, so its PNG is kept as it came). Only for a PNG that
 * `drawnSignaturePng` accepted: its chunks are whole.
 */
function withoutMetadata(dataUrl: string): string {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const kept = [PNG_MAGIC];
  for (let offset = 8; offset + 12 <= png.length; ) {
    const end = offset + 12 + png.readUInt32BE(offset);
    if (KEPT_CHUNKS.has(png.toString('latin1', offset + 4, offset + 8))) kept.push(png.subarray(offset, end));
    offset = end;
  }
  return `data:image/png;base64,${Buffer.concat(kept).toString('base64')}`;
}

/** The signature as it is shown (`png`, `text`) and stored (`data`), validated. */
export function checkSignature(
  signature: Signature,
): { kind: 'drawn'; png: Buffer; data: string } | { kind: 'typed'; text: string; data: string } {
  if (signature.kind === 'typed') return { kind: 'typed', text: signature.data.trim(), data: signature.data };
  const png = drawnSignaturePng(signature.data);
  return { kind: 'drawn', png, data: withoutMetadata(signature.data) };
}
