import { cp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/index';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { withDatabase } from '../global-setup';

export { DEMO_PASSWORD };
export type DemoUser = 'admin' | 'sales' | 'agent' | 'agent2' | 'customer';

let counter = 0;

/** A fresh copy of the seeded template database, on PGlite or on DATABASE_URL. */
export async function freshDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `${template}_c${process.pid}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    return openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('the test database template is missing (global setup did not run)');
  return openDatabase({ pgliteDir: 'memory://', pgliteLoad: new Blob([await readFile(dump)]) });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs a demo user in and returns the access token. */
  login(user: DemoUser | string, password?: string): Promise<string>;
  /** `app.inject` with JSON parsed and an optional token. */
  call(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
};

/**
 * An app on a fresh database copy, with its own data folder: the seed's files are copied into
 * its storage first, so every file sees the seeded documents and writes only to its own copy.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = path.join(os.tmpdir(), `portal-test-${process.pid}-${counter++}`);
  const config: Config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir }),
    publicUrl: 'http://portal.test',
    smtpUrl: undefined,
    authRateLimitPerMinute: 1000,
    checkResponses: true,
    ...overrides,
  };
  await cp(inject('seedStorageDir'), config.storageDir, { recursive: true });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const call: TestApp['call'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...headers, ...(token ? { 'access-token': token } : {}) },
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: a file or HTML
    }
    return { status: response.statusCode, body, headers: response.headers };
  };
  return {
    app,
    database,
    config,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const res = await call({ method: 'POST', url: '/it/v1.0/auth/login', payload: { username, password } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
      return res.body.args.response.token as string;
    },
    async close() {
      await app.mailer.stop();
      await app.close();
      await database.close();
      // The folder this helper made; a storageDir passed in overrides belongs to the caller.
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type DemoTokens = Record<DemoUser, string>;

/** Logs every demo user in: the access token of each role, for tests that try all of them. */
export async function loginAll(t: TestApp): Promise<DemoTokens> {
  const users: DemoUser[] = ['admin', 'sales', 'agent', 'agent2', 'customer'];
  const tokens = await Promise.all(users.map((u) => t.login(u)));
  return Object.fromEntries(users.map((u, i) => [u, tokens[i]])) as DemoTokens;
}
