import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { databaseSettings } from './config-database';

describe('the database settings read before the configuration', () => {
  it('are the values the configuration then keeps', () => {
    for (const env of [
      {},
      { DATA_DIR: '/srv/portal', PGLITE_SHARED_BUFFERS: '64MB' },
      { DATABASE_URL: 'postgres://portal@db/portal', DATA_DIR: 'relative/data' },
      { DATABASE_URL: '' },
    ]) {
      const config = loadConfig(env);
      expect(databaseSettings(env)).toEqual({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        pgliteSharedBuffers: config.pgliteSharedBuffers,
      });
    }
  });

  it('default to PGlite in ./data with a 32MB buffer cache', () => {
    expect(databaseSettings({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      pgliteSharedBuffers: '32MB',
    });
  });

  it('leave a wrong value to the configuration, which refuses it', () => {
    expect(databaseSettings({ PGLITE_SHARED_BUFFERS: 'lots' }).pgliteSharedBuffers).toBe('lots');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/a size such as 32MB/);
  });
});

describe('the file store settings', () => {
  it('name no object store unless S3_BUCKET is set, and refuse its other settings alone', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow();
  });

  it('address a server of its own by path, and Amazon by host name, unless told', () => {
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'eu-south-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-south-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });
});
