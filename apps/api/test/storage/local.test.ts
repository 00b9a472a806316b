import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Storage } from '../../src/lib/storage/index';
import { localStorage } from '../../src/lib/storage/local';
import { storageContract } from './contract';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storage-local-'));
  storage = localStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('local storage (the data folder: PGlite, one instance)', () => {
  storageContract(() => storage, {
    async afterFailedWrite() {
      // A failed write leaves no temporary file behind.
      const left = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.tmp'));
      expect(left).toEqual([]);
    },
  });
});
