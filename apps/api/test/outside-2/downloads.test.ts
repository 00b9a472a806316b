import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { downloadLinks } from '../../src/modules/downloads/links';
import { DEMO_PASSWORD, freshDatabase } from '../helpers/app';
import { expectNo500, expectRefused } from '../outside/helpers';

/**
 * An outside tester on the Download area, on an app whose log is kept: links forged, expired, of
 * a file since moved out of the reader's audience or of a reader since disabled answer as a
 * missing file (in the request's language); a search never reaches another audience's file; and
 * no link, token or password reaches the log.
 */
const database = await freshDatabase();
const dataDir = path.join(os.tmpdir(), `portal-outside2-dl-${process.pid}`);
const lines: string[] = [];
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir }),
  publicUrl: 'http://portal.test',
  smtpUrl: undefined,
  logLevel: 'info',
  authRateLimitPerMinute: 1_000_000,
  loginMaxFailures: 1_000_000,
};
await cp(inject('seedStorageDir'), config.storageDir, { recursive: true });
const app: FastifyInstance = await buildApp({
  config,
  database,
  logger: { stream: { write: (line: string) => lines.push(line) } },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ROLES = ['admin', 'agent', 'agent2', 'customer', 'press'] as const;
type Role = (typeof ROLES)[number];
async function login(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/it/v1.0/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  return res.json().args.response.token as string;
}
const tok = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await login(r)]))) as Record<Role, string>;
async function call(
  role: Role | null,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...(role ? { 'access-token': tok[role] } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: any = res.body;
  try {
    body = res.json();
  } catch {
    // a file
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

type Row = { id: string; title: string; audience: string[] | null; folder_id: number };
const filesOf = async (role: Role, folder: number) =>
  (await call(role, 'GET', `/en/v1.0/downloads?folder=${folder}&pageSize=100`)).body.args?.response?.files as Row[];
const agentsOnly = (await filesOf('admin', 3)).find((f) => f.audience?.join() === 'agents') as Row;
const everyone = (await filesOf('admin', 1))[0] as Row;
const pressKit = (await filesOf('admin', 5))[0] as Row;

describe('signed links', () => {
  it('forged, expired or of another shape: the same translated 404', async () => {
    const made = await call('customer', 'POST', `/fr/v1.0/downloads/files/${everyone.id}/link`);
    expect(made.status).toBe(200);
    const url = made.body.args.response.url as string;
    const token = url.split('/').pop() as string;
    expect((await call(null, 'GET', url)).status).toBe(200);
    const secret = await downloadLinks.secret(app);
    const userId = (await database.db.execute(sql`select id from users where username = 'customer'`)) as unknown as
      | { rows: { id: number }[] }
      | { id: number }[];
    const uid = ('rows' in userId ? userId.rows : userId)[0]?.id as number;
    const expired = downloadLinks.token(secret, {
      fileId: everyone.id,
      readerId: uid,
      expiresAt: new Date(Date.now() - 1000),
    });
    const wrongKey = downloadLinks.token(Buffer.from('not the secret'), {
      fileId: everyone.id,
      readerId: uid,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const flipped = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    for (const bad of [
      expired,
      wrongKey,
      flipped,
      `${token}A`,
      token.slice(1),
      '%00'.repeat(18),
      'x'.repeat(100),
      'x'.repeat(101),
    ]) {
      const res = await call(null, 'GET', `/fr/v1.0/downloads/link/${bad}`);
      expectNo500(res, bad);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expectRefused(res, res.status, 'fr', undefined, bad);
    }
    expectRefused(await call(null, 'GET', `/fr/v1.0/downloads/link/${expired}`), 404, 'fr', 'errors.notFound');
  });

  it("a link to a file moved out of the reader's audience, or of a reader disabled since, stops working", async () => {
    const file = (await filesOf('admin', 1))[1] as Row;
    const made = await call('customer', 'POST', `/en/v1.0/downloads/files/${file.id}/link`);
    const url = made.body.args.response.url as string;
    expect((await call(null, 'GET', url)).status).toBe(200);
    const moved = await call('admin', 'PATCH', `/en/v1.0/downloads/files/${file.id}`, { audience: ['agents'] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expectRefused(await call(null, 'GET', url), 404, 'en', 'errors.notFound');
    expectRefused(await call('customer', 'GET', `/en/v1.0/downloads/files/${file.id}`), 404, 'en', 'errors.notFound');
    // Into the press kit: no longer the customer's either.
    const again = await call('agent', 'POST', `/en/v1.0/downloads/files/${file.id}/link`);
    expect(again.status).toBe(200);
    await database.db.execute(sql`update users set disabled_at = now() where username = 'agent'`);
    try {
      expectRefused(await call(null, 'GET', again.body.args.response.url), 404, 'en', 'errors.notFound');
    } finally {
      await database.db.execute(sql`update users set disabled_at = null where username = 'agent'`);
    }
  });

  it("no one gets a link to another audience's file", async () => {
    for (const role of ['customer', 'press'] as const) {
      expectRefused(
        await call(role, 'POST', `/es/v1.0/downloads/files/${agentsOnly.id}/link`),
        404,
        'es',
        'errors.notFound',
      );
    }
    for (const role of ['agent', 'customer'] as const) {
      expectRefused(
        await call(role, 'POST', `/es/v1.0/downloads/files/${pressKit.id}/link`),
        404,
        'es',
        'errors.notFound',
      );
    }
  });
});

describe('browsing and searching', () => {
  it("a search or a folder id never shows another audience's file or folder", async () => {
    for (const role of ['customer', 'press'] as const) {
      for (const q of [agentsOnly.title, agentsOnly.title.slice(0, 5), '%', '_', '  ', 'àèìòù', 'x'.repeat(10_000)]) {
        const res = await call(role, 'GET', `/it/v1.0/downloads?q=${encodeURIComponent(q)}&pageSize=100`);
        expectNo500(res, q);
        if (res.status === 200) {
          const ids = res.body.args.response.files.map((f: Row) => f.id);
          expect(ids, `${role} ${q}`).not.toContain(agentsOnly.id);
          if (role === 'customer') expect(ids).not.toContain(pressKit.id);
        } else expectRefused(res, 400, 'it', undefined, q);
      }
      expectRefused(await call(role, 'GET', '/it/v1.0/downloads?folder=4'), 404, 'it', 'errors.notFound');
    }
    expectRefused(await call('customer', 'GET', '/it/v1.0/downloads?folder=5'), 404, 'it', 'errors.notFound');
    const tree = (await call('customer', 'GET', '/it/v1.0/downloads/tree')).body.args.response.folders;
    expect(tree.map((f: { id: number }) => f.id)).not.toContain(5);
  });

  it('repeated keys, arrays and out-of-range numbers are a translated 4xx or one value, never a 500', async () => {
    for (const q of [
      'page=1&page=2',
      'folder=1&folder=2',
      'folder[]=1',
      'pageSize=2147483648',
      'page=-1',
      'folder=1%00',
      'q=%00',
      'q=%ED%A0%80',
    ]) {
      const res = await call('customer', 'GET', `/fr/v1.0/downloads?${q}`);
      expectNo500(res, q);
      if (res.status !== 200) expectRefused(res, res.status, 'fr', undefined, q);
    }
  });

  it('readers cannot write folders or files', async () => {
    for (const role of ['agent', 'customer', 'press'] as const) {
      expectRefused(await call(role, 'POST', '/en/v1.0/downloads/folders', { names: { it: 'x' } }), 403, 'en');
      expectRefused(await call(role, 'PATCH', `/en/v1.0/downloads/files/${everyone.id}`, { title: 'x' }), 403, 'en');
      expectRefused(await call(role, 'DELETE', `/en/v1.0/downloads/files/${everyone.id}`), 403, 'en');
      expectRefused(await call(role, 'DELETE', '/en/v1.0/downloads/folders/1'), 403, 'en');
    }
  });
});

describe('the log', () => {
  it('holds no access token, link token or password', async () => {
    const made = await call('customer', 'POST', `/en/v1.0/downloads/files/${everyone.id}/link`);
    const url = made.body.args.response.url as string;
    const token = url.split('/').pop() as string;
    await call(null, 'GET', url);
    await call(null, 'GET', `${url}?again=${token}`);
    await call(null, 'GET', `/en/v1.0/downloads/link/${token.slice(0, 53)}`);
    await call(null, 'GET', `/en/v1.0/downloads/files/${everyone.id}?access-token=${tok.customer}`);
    const text = lines.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.slice(0, 53));
    for (const role of ROLES) expect(text).not.toContain(tok[role]);
    expect(text).not.toContain(DEMO_PASSWORD);
  });
});
