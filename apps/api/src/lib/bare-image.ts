/**
 * Whether a JPEG, PNG or WebP file holds its picture and nothing else: every segment or chunk is
 * on a short list of those that only describe pixels, and no byte follows the end. EXIF (with its
 * GPS, author, camera and orientation), XMP, IPTC, comments, text chunks, ICC profiles (their
 * names are free text), embedded thumbnails and whatever this does not know make it not bare.
 * A bare file can be stored as it came, byte for byte; any other is written again.
 */
export function isBareImage(data: Buffer): boolean {
  if (data[0] === 0xff && data[1] === 0xd8) return bareJpeg(data);
  if (data.subarray(0, 8).equals(PNG_MAGIC)) return barePng(data);
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return bareWebp(data);
  return false;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Frames (SOF0–15 but 0xC8), tables (DHT, DAC, DQT), the restart interval, scan starts. */
const JPEG_KEPT = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf, 0xdb, 0xdd, 0xda,
]);
const APP0 = 0xe0;
const SOS = 0xda;
const EOI = 0xd9;

function bareJpeg(data: Buffer): boolean {
  let at = 2;
  while (at + 2 <= data.length) {
    if (data[at] !== 0xff) return false;
    const marker = data[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === EOI) return at + 2 === data.length;
    if (at + 4 > data.length) return false;
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return false;
    // APP0 as JFIF writes it, without its thumbnail (width and height 0); any other APP0 or APPn is metadata.
    const jfif = marker === APP0 && data.toString('latin1', at + 4, at + 9) === 'JFIF\0' && length >= 16;
    if (jfif ? data[at + 16] !== 0 || data[at + 17] !== 0 : !JPEG_KEPT.has(marker)) return false;
    at = end;
    if (marker === SOS) {
      // The scan's data runs to the next marker: 0xFF not followed by 0x00 (a stuffed byte) or a restart.
      for (;;) {
        at = data.indexOf(0xff, at);
        if (at < 0 || at + 1 >= data.length) return false;
        const next = data[at + 1] as number;
        if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) break;
        at += 2;
      }
    }
  }
  return false;
}

/** The picture, its palette and transparency, how it is to be shown, and APNG frames. */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

function barePng(data: Buffer): boolean {
  for (let at = 8; at + 12 <= data.length; ) {
    const end = at + 12 + data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (end > data.length) return false;
    if (type === 'IEND') return end === data.length;
    if (!PNG_KEPT.has(type)) return false;
    at = end;
  }
  return false;
}

/** Lossy and lossless data, their extended header, alpha, and animation. */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

function bareWebp(data: Buffer): boolean {
  if (data.readUInt32LE(4) + 8 !== data.length) return false;
  let at = 12;
  while (at + 8 <= data.length) {
    const size = data.readUInt32LE(at + 4);
    if (!WEBP_KEPT.has(data.toString('latin1', at, at + 4))) return false;
    at += 8 + size + (size % 2); // chunks are padded to an even size
  }
  return at === data.length;
}
