import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { drawnSignaturePng, MAX_SIGNATURE_PIXELS } from '../../src/modules/signing/signature';
import { pngChunk as chunk, pngOf } from './fixtures';

/**
 * A drawn signature is embedded in the signed PDF by pdfkit, whose PNG decoder (png-js) runs in a
 * zlib callback: an image it cannot decode threw there and ended the server, and the link stayed
 * valid for the next try (an outside tester's 1x1 PNG with a row filter of 5). What the check lets
 * through must embed; what it refuses is a 400.
 */
type Options = { type?: number; filter?: number; width?: number; height?: number; fill?: number; extra?: Buffer[] };

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** An 8-bit PNG of `type`, every row with `filter` and its bytes `fill`, and `extra` chunks. */
function png({ type = 6, filter = 0, width = 3, height = 2, fill = 7, extra = [] }: Options = {}): string {
  const row = 1 + width * (CHANNELS[type] ?? 4);
  const raw = Buffer.alloc(height * row, fill);
  for (let y = 0; y < height; y++) raw[y * row] = filter;
  return pngOf(width, height, type, raw, extra);
}

/** The image in a PDF as the signed PDF embeds it; resolves once the PDF is written. */
function embed(image: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument();
    let size = 0;
    pdf.on('data', (b: Buffer) => {
      size += b.length;
    });
    pdf.on('end', () => resolve(size));
    pdf.on('error', reject);
    pdf.image(image, 50, 50, { fit: [260, 110] });
    pdf.end();
  });
}

const refused = (data: string) => {
  try {
    drawnSignaturePng(data);
  } catch (error) {
    return error instanceof AppError && error.status === 400 && error.key === 'signing.errors.signatureInvalid';
  }
  return false;
};

const palette = chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]));

describe('drawn signature', () => {
  it('refuses an image whose rows name a filter PNG does not have, in every colour type', () => {
    for (const type of [0, 2, 3, 4, 6]) {
      for (const filter of [5, 255]) {
        const extra = type === 3 ? [palette] : [];
        expect(refused(png({ type, filter, fill: 1, extra })), `type ${type} filter ${filter}`).toBe(true);
      }
    }
    // The tester's image: 1x1, grey with alpha, filter 5.
    expect(refused(png({ type: 6, filter: 5, width: 1, height: 1 }))).toBe(true);
  });

  it('refuses a palette image without its palette, and a palette index past its end', () => {
    expect(refused(png({ type: 3, fill: 1 }))).toBe(true);
    expect(refused(png({ type: 3, fill: 2, extra: [palette] }))).toBe(true);
  });

  it('embeds every image it accepts, as a plain RGBA PNG, with transparency kept', async () => {
    const accepted = [
      png({ type: 6 }),
      png({ type: 6, filter: 4, width: 40, height: 12 }),
      png({ type: 4, filter: 1 }),
      png({ type: 2, filter: 2 }),
      png({ type: 0, filter: 3 }),
      png({ type: 3, fill: 1, extra: [palette] }),
      png({ type: 3, fill: 1, extra: [palette, chunk('tRNS', Buffer.from([0]))] }),
      png({ type: 0, extra: [chunk('tRNS', Buffer.from([0, 7]))] }),
      png({ type: 2, extra: [chunk('tRNS', Buffer.from([0, 7, 0, 7, 0, 7]))] }),
    ];
    for (const data of accepted) {
      const image = drawnSignaturePng(data);
      const decoded = PNG.sync.read(image);
      expect(decoded.width).toBeGreaterThan(0);
      expect(image.readUInt8(25), 'colour type').toBe(6);
      expect(await embed(image)).toBeGreaterThan(500);
    }
    const clear = PNG.sync.read(drawnSignaturePng(png({ type: 0, extra: [chunk('tRNS', Buffer.from([0, 7]))] })));
    expect(clear.data[3], 'a transparent grey stays transparent').toBe(0);
  });

  it("refuses more pixels than a signature needs, and takes the pad's 900 x 300 quickly", () => {
    const blank = (width: number, height: number) =>
      `data:image/png;base64,${PNG.sync.write(new PNG({ width, height })).toString('base64')}`;
    // A real PNG, only too big: said so, not called an invalid image.
    for (const [width, height] of [
      [4000, 4000],
      [1001, 1000],
    ] as const) {
      expect(() => drawnSignaturePng(blank(width, height))).toThrow(
        expect.objectContaining({ status: 400, key: 'signing.errors.signatureTooLarge' }),
      );
    }
    expect(1001 * 1000).toBeGreaterThan(MAX_SIGNATURE_PIXELS);
    expect(PNG.sync.read(drawnSignaturePng(blank(900, 300))).width).toBe(900);
  });
});
