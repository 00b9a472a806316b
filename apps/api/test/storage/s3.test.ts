import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, StorageUnavailableError } from '../../src/lib/storage/index';
import { s3Storage } from '../../src/lib/storage/s3';
import { type LocalS3, startS3 } from '../helpers/s3';
import { bytesOf, storageContract } from './contract';

let s3: LocalS3;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3();
  storage = s3Storage(s3.settings);
});
afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

describe('S3-compatible storage (s3rver)', () => {
  storageContract(() => storage);

  it('says the store is unavailable, not that a file is missing, when it cannot be reached', async () => {
    await storage.put('down/file.txt', 'x');
    const down = s3Storage({ ...s3.settings, endpoint: s3.settings.endpoint?.replace(/:\d+$/, ':9') });
    try {
      await expect(down.read('down/file.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(down.size('down/file.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(down.put('down/file.txt', 'y')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(down.list('down/')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(bytesOf(down.stream('down/file.txt'))).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await down.close();
    }
  });
});
