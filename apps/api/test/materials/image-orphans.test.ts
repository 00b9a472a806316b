import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import type { Storage } from '../../src/lib/storage/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { noisePng, pictures } from './pictures';

let t: TestApp;
let tok: DemoTokens;
let pics: ReturnType<typeof pictures>;
let put: Storage['put'];
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  pics = pictures(t, () => tok.admin, 'ORPH');
  put = t.app.storage.put;
});
afterEach(() => {
  t.app.storage.put = put;
});
afterAll(() => t.close());

const imageKey = async (id: number) =>
  (
    await queryRows<{ image_key: string | null }>(t.database.db, sql`select image_key from materials where id = ${id}`)
  )[0]?.image_key ?? null;

/** The files the row names: the picture and its table copy, or nothing. */
async function referenced(id: number) {
  const key = await imageKey(id);
  const name = key?.split('/').pop();
  return name ? [name, `${name.replace(/\.[a-z]+$/, '')}.thumb.webp`].sort() : [];
}

/** Holds the write of `key` until `go()`; `reached` settles when the write has started. */
function holdWrite(key: string) {
  let reached!: () => void;
  let go!: () => void;
  const started = new Promise<void>((r) => {
    reached = r;
  });
  const released = new Promise<void>((r) => {
    go = r;
  });
  t.app.storage.put = async (k, data) => {
    if (k === key) {
      reached();
      await released;
    }
    return put.call(t.app.storage, k, data);
  };
  return { started, go };
}

async function legacyPicture(id: number) {
  const key = `materials/${id}/legacy.png`;
  await put.call(t.app.storage, key, await noisePng(64, 48));
  await queryRows(t.database.db, sql`update materials set image_key = ${key} where id = ${id}`);
  return key;
}

describe('material pictures leave no file the database does not name', () => {
  it('keeps exactly the last of ten uploads at once to one material', async () => {
    const { id } = await pics.newMaterial();
    const pngs = await Promise.all(Array.from({ length: 10 }, (_, i) => noisePng(40 + i, 30)));
    const answers = await Promise.all(pngs.map((png) => pics.upload(id, png)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await pics.files(id)).toHaveLength(2);
    expect(await pics.files(id)).toEqual(await referenced(id));
  });

  it('removes an upload’s files when the material goes while they are written', async () => {
    const { id } = await pics.newMaterial();
    t.app.storage.put = async (key, data) => {
      if (key.startsWith(`materials/${id}/`) && key.endsWith('.thumb.webp')) {
        const gone = await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin });
        expect(gone.status).toBe(200);
      }
      return put.call(t.app.storage, key, data);
    };
    const res = await pics.upload(id, await noisePng(50, 40));
    expect(res.status).toBe(404);
    expect(await pics.files(id)).toEqual([]);
  });

  it('drops the table copy made for an old picture that was replaced meanwhile', async () => {
    const { id } = await pics.newMaterial();
    const key = await legacyPicture(id);
    const held = holdWrite(`materials/${id}/legacy.thumb.webp`);
    const thumb = t.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}?size=thumb` });
    expect(await Promise.race([held.started.then(() => 'writing'), thumb.then(() => 'answered')])).toBe('writing');
    expect((await pics.upload(id, await noisePng(50, 40))).status).toBe(200);
    held.go();
    expect((await thumb).statusCode).toBe(200);
    expect(await imageKey(id)).not.toBe(key);
    expect(await pics.files(id)).toEqual(await referenced(id));
  });

  it('drops the cleaned copy of an old picture that was replaced meanwhile', async () => {
    const { id } = await pics.newMaterial();
    const key = `materials/${id}/legacy.jpg`;
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#48c' } })
      .withExif({ IFD0: { Artist: 'Mario Rossi' } })
      .jpeg()
      .toBuffer();
    await put.call(t.app.storage, key, jpeg);
    await queryRows(t.database.db, sql`update materials set image_key = ${key} where id = ${id}`);
    const held = holdWrite(key);
    const original = t.app.inject({ method: 'GET', url: `/en/v1.0/materiali/image/${id}` });
    // The old picture's cleaned copy is being written over it when the new one arrives.
    expect(await Promise.race([held.started.then(() => 'writing'), original.then(() => 'answered')])).toBe('writing');
    expect((await pics.upload(id, await noisePng(50, 40))).status).toBe(200);
    held.go();
    const served = await original;
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('Mario Rossi')).toBe(false);
    expect(await pics.files(id)).toEqual(await referenced(id));
  });
});
