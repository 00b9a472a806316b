import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/index';
import { DEMO_PASSWORD, freshDatabase } from '../helpers/app';

/**
 * The server log, as the process writes it (pino, level info), for requests that carry secrets:
 * none of them reaches the log, while what is needed to trace a failure (the request id, the
 * error class, the SQLSTATE) does.
 */
const IBAN = 'IT60X0542811101000000123456';
const TAX_CODE = 'RSSMRA85T10A562S';
const VAT_NUMBER = '04417010962';
const USERNAME = 'giulia.secret-user';
const SIGN_TOKEN = 'Zq3v9-Kx_7bLmN2pQrS4tUvWxYz0aBcDeFgHiJkLmNo';

let app: FastifyInstance;
let database: Database;
const dataDir = path.join(os.tmpdir(), `portal-logs-${process.pid}`);
const lines: string[] = [];
const logText = () => lines.join('');
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, any>);

beforeAll(async () => {
  database = await freshDatabase();
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir }),
    publicUrl: 'http://portal.test',
    smtpUrl: undefined,
    logLevel: 'info',
  };
  app = await buildApp({ config, database, logger: { stream: { write: (line: string) => lines.push(line) } } });
  // Statements that fail with secrets among their parameters, as a bug in a route would.
  app.get('/it/v1.0/test/failing-cast', async () => app.db.execute(sql`select ${IBAN}::int as n`));
  app.get('/it/v1.0/test/failing-insert', async () =>
    app.db.execute(sql`insert into users (username, email, password_hash) values (${USERNAME}, null, ${TAX_CODE})`),
  );
  app.get('/it/v1.0/test/failing-unique', async () =>
    app.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${VAT_NUMBER}, 1, now()), (${VAT_NUMBER}, 1, now())`,
    ),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server log', () => {
  it('keeps no secret of a failed statement, and keeps the request id and the error class', async () => {
    const failed: [string, string][] = [];
    for (const [url, sqlstate] of [
      ['/it/v1.0/test/failing-cast', '22P02'],
      ['/it/v1.0/test/failing-insert', '23502'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/IT60|RSSMRA|giulia/);
      failed.push([String(res.headers['x-request-id']), sqlstate]);
    }
    expect((await app.inject({ method: 'GET', url: '/it/v1.0/test/failing-unique' })).statusCode).toBe(409);

    const text = logText();
    for (const secret of [IBAN, TAX_CODE, USERNAME, VAT_NUMBER]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/params:|Failing row|Key \(/);
    for (const [id, sqlstate] of failed) {
      const entry = entries().find((e) => e.reqId === id && e.err);
      expect(entry?.level).toBeGreaterThanOrEqual(40);
      expect(entry?.err.type).toBe('DrizzleQueryError');
      expect(entry?.err.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]+\n\s+at /);
      expect(entry?.err.cause.code).toBe(sqlstate);
    }
    // The statement (placeholders, no values) is still there to find the bug.
    expect(text).toContain('select $1::int as n');
  });

  it('keeps no password, access token, signing token or searched value', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().args.response.token as string;
    await app.inject({ method: 'GET', url: '/en/v1.0/auth/me', headers: { 'access-token': token } });
    await app.inject({ method: 'POST', url: '/en/v1.0/auth/login', payload: { username: USERNAME, password: IBAN } });
    await app.inject({ method: 'GET', url: `/en/v1.0/sign/${SIGN_TOKEN}` });
    await app.inject({ method: 'GET', url: `/en/v1.0/auth/reset-password/${SIGN_TOKEN}` });
    // The same token with a letter percent-encoded: the route decodes it, the log must not keep
    // it (an outside tester); nor a token given as the value of a query key logged as it is.
    const encoded = `%${SIGN_TOKEN.charCodeAt(0).toString(16).toUpperCase()}${SIGN_TOKEN.slice(1)}`;
    await app.inject({ method: 'GET', url: `/en/v1.0/sign/${encoded}` });
    await app.inject({ method: 'GET', url: `/en/v1.0/exports/${encoded}` });
    await app.inject({ method: 'GET', url: `/en/v1.0/clients?page=${SIGN_TOKEN}`, headers: { 'access-token': token } });
    await app.inject({
      method: 'GET',
      url: `/en/v1.0/clients?q=${VAT_NUMBER}&page=1`,
      headers: { 'access-token': token },
    });

    const text = logText();
    for (const secret of [DEMO_PASSWORD, token, IBAN, SIGN_TOKEN, SIGN_TOKEN.slice(1), VAT_NUMBER]) {
      expect(text).not.toContain(secret);
    }
    // Requests are still logged, with their route and paging.
    expect(text).toContain('/en/v1.0/sign/');
    expect(text).toContain('page=1');
    expect(entries().some((e) => e.req?.url === '/en/v1.0/auth/login' && e.reqId)).toBe(true);
  });
});
