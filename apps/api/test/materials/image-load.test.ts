import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { noisePng, pictures } from './pictures';

let t: TestApp;
let tok: DemoTokens;
let pics: ReturnType<typeof pictures>;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  pics = pictures(t, () => tok.admin, 'LOAD');
});
afterAll(() => t.close());

/**
 * Uploads the files at once, each to a material of its own, sampling every 2 ms how many images
 * libvips is working on (sharp's own counter) and how much memory the process holds.
 */
async function uploadAtOnce(files: Buffer[], type: string) {
  const ids = await Promise.all(files.map(async () => (await pics.newMaterial()).id));
  const base = process.memoryUsage().rss;
  let peak = base;
  let decoding = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    decoding = Math.max(decoding, sharp.counters().process);
  }, 2);
  try {
    const answers = await Promise.all(ids.map((id, i) => pics.upload(id, files[i] as Buffer, type)));
    expect(answers.map((a) => a.status)).toEqual(files.map(() => 200));
  } finally {
    clearInterval(sample);
  }
  for (const id of ids) expect(await pics.files(id)).toHaveLength(2);
  return { decoding, grewMb: (peak - base) / 1e6 };
}

describe('picture uploads at once', () => {
  it('decode one 49-megapixel photo at a time: eight take less than 600 MB more', { timeout: 180_000 }, async () => {
    // Progressive and turned: the decoder keeps the whole picture, the worst a camera sends.
    const photo = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2a6' } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90, progressive: true })
      .toBuffer();
    const { decoding, grewMb } = await uploadAtOnce(Array(8).fill(photo), 'image/jpeg');
    expect(decoding).toBe(1);
    expect(grewMb).toBeLessThan(600);
  });

  it('decode at most two small pictures at a time', { timeout: 120_000 }, async () => {
    const files = await Promise.all(Array.from({ length: 8 }, () => noisePng(1500, 1000)));
    const { decoding } = await uploadAtOnce(files, 'image/png');
    expect(decoding).toBeGreaterThan(0);
    expect(decoding).toBeLessThanOrEqual(2);
  });
});
