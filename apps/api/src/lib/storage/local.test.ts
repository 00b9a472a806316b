import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localStorage } from './local';

describe('local storage', () => {
  it('writes, reads, sizes, streams a range and removes a file', async () => {
    const storage = localStorage(await mkdtemp(path.join(os.tmpdir(), 'storage-')));
    await storage.put('a/b/file.txt', 'hello world');
    expect((await storage.read('a/b/file.txt')).toString()).toBe('hello world');
    expect(await storage.size('a/b/file.txt')).toBe(11);
    const chunks: Buffer[] = [];
    for await (const c of storage.stream('a/b/file.txt', { start: 6, end: 10 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('world');
    await storage.remove('a/b/file.txt');
    expect(await storage.size('a/b/file.txt')).toBeNull();
  });

  it('refuses keys that leave the folder', async () => {
    const storage = localStorage(os.tmpdir());
    await expect(storage.put('../escape.txt', 'x')).rejects.toThrow('invalid storage key');
    await expect(storage.read('/etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
