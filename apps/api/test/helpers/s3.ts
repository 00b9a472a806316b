import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/lib/storage/s3';

export const TEST_BUCKET = 'portal-files';

export type LocalS3 = {
  settings: S3Settings;
  /** The environment a portal reads these settings from (`config.ts`). */
  env: Record<string, string>;
  /** Stops the server: the store is then "down" at the same address. */
  stop(): Promise<void>;
  /** Stops it if it still runs and removes its folder. */
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free local port, with one empty bucket. */
export async function startS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: 'us-east-1',
    // s3rver's own pair: it checks the signatures.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    settings: {
      endpoint: env.S3_ENDPOINT,
      bucket: TEST_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    env,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
