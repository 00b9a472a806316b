import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { Storage } from '../../src/lib/storage/index';

const MB = 1024 * 1024;

/** Bytes that differ at every position, so a chunk out of place or a range off by one shows. */
export function pattern(length: number, seed = 1): Buffer {
  const data = Buffer.allocUnsafe(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = x >>> 24;
  }
  return data;
}

/** `data` in pieces of 16 kB, as a socket or a file would give it. */
export function piecesOf(data: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 16 * 1024) {
        if (failAfter !== undefined && i >= failAfter) throw new Error('the upload broke off');
        yield data.subarray(i, i + 16 * 1024);
      }
    })(),
  );
}

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * What every backend must do alike (`lib/storage/index.ts`). `storage` is read when each test
 * runs; `afterFailedWrite` checks what only the backend can see (temporary files, rows).
 */
export function storageContract(
  storage: () => Storage,
  options: { afterFailedWrite?: () => Promise<void>; unit?: number } = {},
) {
  // The sizes, in units of a megabyte unless the backend's chunks are smaller (PGlite is slow with
  // large values): past S3's 8 MB parts and PostgreSQL's 1 MB chunks.
  const unit = options.unit ?? MB;
  it('writes, reads, sizes, lists, streams a range and removes a file', async () => {
    const s = storage();
    await s.put('a/b/file.txt', 'hello world');
    await s.put('a/b/other.bin', Buffer.from([1, 2, 3]));
    await s.put('a/bb/not-under-b.txt', 'x');
    expect((await s.read('a/b/file.txt')).toString()).toBe('hello world');
    expect(await s.size('a/b/file.txt')).toBe(11);
    expect((await s.list('a/b/')).sort()).toEqual(['a/b/file.txt', 'a/b/other.bin']);
    expect((await bytesOf(s.stream('a/b/file.txt', { start: 6, end: 10 }))).toString()).toBe('world');
    expect((await bytesOf(s.stream('a/b/file.txt'))).toString()).toBe('hello world');
    await s.put('a/b/file.txt', 'replaced');
    expect((await s.read('a/b/file.txt')).toString()).toBe('replaced');
    await s.remove('a/b/file.txt');
    expect(await s.size('a/b/file.txt')).toBeNull();
    expect(await s.list('a/b/')).toEqual(['a/b/other.bin']);
    await s.remove('a/b/file.txt');
  });

  it('says a missing file is missing, the same way on every backend', async () => {
    const s = storage();
    await expect(s.read('nothing/here.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(bytesOf(s.stream('nothing/here.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await s.size('nothing/here.pdf')).toBeNull();
    expect(await s.list('nothing/')).toEqual([]);
    await expect(s.put('../escape.txt', 'x')).rejects.toThrow('invalid storage key');
  });

  it('streams a file of several chunks in and out, whole and by ranges across chunk boundaries', async () => {
    const s = storage();
    const data = pattern(11 * unit + 7);
    await s.putStream('big/file.bin', piecesOf(data));
    expect(await s.size('big/file.bin')).toBe(data.length);
    expect(sha(await bytesOf(s.stream('big/file.bin')))).toBe(sha(data));
    expect(sha(await s.read('big/file.bin'))).toBe(sha(data));
    for (const [start, end] of [
      [unit - 10, unit + 9],
      [5 * unit + 3, 7 * unit + 4],
      [data.length - 5, data.length - 1],
      [0, 0],
    ] as const) {
      expect((await bytesOf(s.stream('big/file.bin', { start, end }))).equals(data.subarray(start, end + 1))).toBe(
        true,
      );
    }
    await s.remove('big/file.bin');
    expect(await s.size('big/file.bin')).toBeNull();
  });

  it('shows nothing of a stream that failed half way, and keeps the file it was replacing', async () => {
    const s = storage();
    // Past the first parts of an S3 multipart upload and many PostgreSQL chunks.
    const data = pattern(20 * unit, 2);
    await expect(s.putStream('failed/new.bin', piecesOf(data, 17 * unit + 1))).rejects.toThrow('the upload broke off');
    expect(await s.size('failed/new.bin')).toBeNull();
    expect(await s.list('failed/')).toEqual([]);

    await s.put('failed/old.txt', 'the old file');
    await expect(s.putStream('failed/old.txt', piecesOf(data, 2 * unit))).rejects.toThrow('the upload broke off');
    expect((await s.read('failed/old.txt')).toString()).toBe('the old file');
    await options.afterFailedWrite?.();
  });
}
