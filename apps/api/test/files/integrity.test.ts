import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import {
  deleteFiles,
  type FileOwner,
  fileById,
  listFiles,
  recordFile,
  saveFile,
  stageFile,
  sweepFiles,
} from '../../src/modules/files/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { anotherPortal } from '../helpers/portal';
import { type LocalS3, startS3 } from '../helpers/s3';
import { bytesOf } from '../storage/contract';

/**
 * Nothing half-stored: a record is only seen with its bytes, bytes no record names are swept.
 * On the database's own store (PGlite's data folder, or PostgreSQL's tables) and on s3rver.
 */
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const MB = 1024 * 1024;

/** A stream of `before` bytes, then (once `go()` is called) `after` more or an error. */
function heldStream(before: Buffer, after: Buffer | Error) {
  let go!: () => void;
  const released = new Promise<void>((resolve) => {
    go = resolve;
  });
  let reached!: () => void;
  const waiting = new Promise<void>((resolve) => {
    reached = resolve;
  });
  async function* pieces() {
    for (let at = 0; at < before.length; at += 256 * 1024) yield before.subarray(at, at + 256 * 1024);
    reached();
    await released;
    if (after instanceof Error) throw after;
    yield after;
  }
  return { stream: Readable.from(pieces(), { objectMode: false }), waiting, go };
}

function suite(name: string, start: () => Promise<{ t: TestApp; close?: () => Promise<void> }>) {
  describe(name, () => {
    let t: TestApp;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ t, close } = await start());
    });
    afterAll(async () => {
      await t?.close();
      await close?.();
    });

    const owner = (): FileOwner => ({ domain: 'tests', key: randomUUID() });
    const stored = (o: FileOwner) => t.app.storage.list(`tests/${o.key}/`);
    const recordsOf = async (o: FileOwner) =>
      (
        await queryRows<{ n: string | number }>(
          t.database.db,
          sql`select count(*) as n from files where owner_domain = ${o.domain} and owner_key = ${String(o.key)}`,
        )
      )[0]?.n;

    it('an upload cut off mid-stream leaves no record and, after the sweeper, no bytes', async () => {
      const o = owner();
      const held = heldStream(randomBytes(3 * MB), new Error('the client went away'));
      const saving = saveFile(t.app, { owner: o, name: 'cut.bin', data: held.stream });
      await held.waiting;
      held.go();
      await expect(saving).rejects.toThrow('the client went away');
      expect(await listFiles(t.database.db, o)).toEqual([]);
      expect(Number(await recordsOf(o))).toBe(0);
      await sweepFiles(t.app, 0);
      expect(await stored(o)).toEqual([]);
    });

    it('lists no record while its bytes are being written, even with the sweeper running meanwhile', async () => {
      const o = owner();
      const first = randomBytes(2 * MB);
      const rest = randomBytes(MB + 17);
      const held = heldStream(first, rest);
      const saving = saveFile(t.app, { owner: o, name: 'slow.bin', data: held.stream });
      await held.waiting;
      expect(await listFiles(t.database.db, o)).toEqual([]);
      await sweepFiles(t.app, 0);
      held.go();
      const record = await saving;
      const whole = Buffer.concat([first, rest]);
      expect(record).toMatchObject({ size: whole.length, sha256: sha(whole), name: 'slow.bin' });
      expect((await listFiles(t.database.db, o)).map((file) => file.id)).toEqual([record.id]);
      expect(sha(await bytesOf(t.app.storage.stream(record.storageKey)))).toBe(sha(whole));
      // Recorded bytes are not loose: the sweeper leaves them.
      await sweepFiles(t.app, 0);
      expect(await stored(o)).toEqual([record.storageKey]);
    });

    it('reads the type from the content, not the name', async () => {
      const o = owner();
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
      const record = await saveFile(t.app, { owner: o, name: 'photo.jpg', data: pdf });
      expect(record.type).toBe('application/pdf');
      expect(record.storageKey).toMatch(new RegExp(`^tests/${o.key}/${record.id}\\.pdf$`));
      const text = await saveFile(t.app, { owner: o, name: 'a.pdf', data: Buffer.from('code;name\n1;a\n') });
      expect(text.type).toBe('application/octet-stream');
    });

    it('bytes whose record was rolled back are never listed, and the sweeper removes them after their grace time', async () => {
      const o = owner();
      const data = randomBytes(MB + 3);
      const staged = await stageFile(t.app, { owner: o, name: 'rolled.bin', data: Readable.from([data]) });
      await expect(
        t.database.db.transaction(async (tx) => {
          await recordFile(tx, staged);
          throw new Error('the owner changed its mind');
        }),
      ).rejects.toThrow('the owner changed its mind');
      expect(await listFiles(t.database.db, o)).toEqual([]);
      const [key] = await stored(o);
      expect(key).toBeDefined();
      // Within the grace time the bytes stay (an upload's record may still come).
      await sweepFiles(t.app);
      expect(await stored(o)).toEqual([key]);
      expect(await sweepFiles(t.app, 0)).toBeGreaterThanOrEqual(1);
      expect(await stored(o)).toEqual([]);
    });

    it('a deleted record’s bytes go after the commit; a delete rolled back keeps file and bytes', async () => {
      const o = owner();
      const kept = await saveFile(t.app, { owner: o, name: 'kept.bin', data: randomBytes(1000) });
      await expect(
        t.database.db.transaction(async (tx) => {
          await deleteFiles(tx, [kept.id]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await sweepFiles(t.app, 0);
      expect(await fileById(t.database.db, kept.id)).toBeDefined();
      expect(await stored(o)).toEqual([kept.storageKey]);

      const gone = await t.database.db.transaction((tx) => deleteFiles(tx, [kept.id]));
      expect(gone).toEqual([kept.storageKey]);
      expect(await listFiles(t.database.db, o)).toEqual([]);
      await sweepFiles(t.app, 0);
      expect(await stored(o)).toEqual([]);
    });

    it('a variant is removed with its file', async () => {
      const o = owner();
      const staged = await stageFile(t.app, { owner: o, name: 'a.bin', data: randomBytes(100) });
      const main = await t.database.db.transaction((tx) => recordFile(tx, staged));
      const copy = await saveFile(t.app, {
        owner: o,
        name: 'a.small.bin',
        data: randomBytes(10),
        variant: { of: main, name: 'small' },
      });
      expect(copy.storageKey).toBe(main.storageKey.replace(/\.bin$/, '.small.bin'));
      expect(await listFiles(t.database.db, o)).toHaveLength(1);
      const keys = await t.database.db.transaction((tx) => deleteFiles(tx, [main.id]));
      expect(keys.sort()).toEqual([main.storageKey, copy.storageKey].sort());
      await sweepFiles(t.app, 0);
      expect(await stored(o)).toEqual([]);
    });

    it('a picture upload cut off mid-request leaves no record, no picture and, after the sweeper, no bytes', async () => {
      const token = await t.login('admin');
      const created = await t.call({
        method: 'POST',
        url: '/en/v1.0/materiali/product',
        token,
        payload: { product_code: `CUT-${randomUUID().slice(0, 8)}`, family_id: 1, names: { it: 'Interrotta' } },
      });
      const id = created.body.args.response.id as number;
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const boundary = '----portal-cut';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2 * MB)]);
      const closed = new Promise<void>((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/en/v1.0/materiali/image/${id}`,
          headers: {
            'access-token': token,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + png.length + boundary.length + 8,
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        request.write(head);
        request.write(png.subarray(0, MB), () => setTimeout(() => request.destroy(), 200));
      });
      await closed;
      // Time for the server to see the connection go and the handler to fail.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const owner = { domain: 'materials', key: id };
      expect(await listFiles(t.database.db, owner)).toEqual([]);
      const [row] = await queryRows<{ image_key: string | null }>(
        t.database.db,
        sql`select image_key from materials where id = ${id}`,
      );
      expect(row?.image_key).toBeNull();
      await sweepFiles(t.app, 0);
      expect(await t.app.storage.list(`materials/${id}/`)).toEqual([]);
    });

    it('the sweeper runs when a portal starts', async (ctx) => {
      // A second portal on PGlite has a data folder of its own: nothing shared to sweep.
      if (t.app.storage.name === 'local') ctx.skip();
      const key = `tests/${randomUUID()}/left.bin`;
      await t.app.storage.put(key, randomBytes(100));
      await queryRows(
        t.database.db,
        sql`insert into file_uploads (storage_key, since) values (${key}, now() - interval '1 hour')`,
      );
      const other = await anotherPortal(t.database, {
        ...(t.config.s3 ? s3Env(t) : {}),
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      });
      try {
        await expect.poll(() => t.app.storage.size(key), { timeout: 10_000 }).toBeNull();
      } finally {
        await other.close();
      }
    });
  });
}

let s3: LocalS3 | undefined;
const s3Env = (_t: TestApp) => s3?.env ?? {};

suite("on the database's own store", async () => ({ t: await createTestApp() }));

suite('on an S3-compatible store (s3rver)', async () => {
  s3 = await startS3();
  const local = s3;
  return { t: await createTestApp({ s3: local.settings }), close: () => local.close() };
});
