import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/index';
import { DEMO_PASSWORD } from './app';

export type Portal = {
  app: FastifyInstance;
  config: Config;
  login(user: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * One more portal instance on `database`, as a second server would run: its own data folder and
 * only the settings in `env`. On PostgreSQL it has its own connections to the same database; a
 * PGlite database has one owner, so the instances share the object there.
 */
export async function anotherPortal(database: Database, env: Record<string, string>): Promise<Portal> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-instance-'));
  const own = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 3 }) : undefined;
  const config: Config = {
    ...loadConfig({ ...env, DATA_DIR: dataDir }),
    authRateLimitPerMinute: 1000,
    checkResponses: true,
  };
  const app = await buildApp({ config, database: own ?? database, logger: false });
  await app.ready();
  return {
    app,
    config,
    async login(username) {
      const res = await app.inject({
        method: 'POST',
        url: '/it/v1.0/auth/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return res.json().args.response.token as string;
    },
    async close() {
      await app.close();
      await own?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart body with one file, as a browser's form sends it. */
export function multipartFile(data: Buffer, type: string) {
  const boundary = '----portal-file';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
