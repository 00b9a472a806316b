import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports';
import { SALES_HEADER, xlsxOf } from '../imports/helpers';

/**
 * What `npm start` runs: the API built by scripts/build.mjs, which bundles Fastify, zod, Drizzle
 * and the other packages a start loads, and leaves as imports those that read their own files or
 * are native. The other tests run the sources through tsx, so only this one would see a package
 * that breaks once bundled. It builds its own copy (under node_modules, so the packages left as
 * imports resolve as from `dist`), starts it on a fresh PGlite folder with the demo data, and uses
 * what each kind of package serves: sign-in (argon2), the data (PGlite, Drizzle), a PDF (pdfkit and
 * the fonts), a spreadsheet (exceljs), compression, and the API's documentation (Swagger).
 */
const api = path.resolve(import.meta.dirname, '../..');
const outdir = path.join(api, 'node_modules/.cache/built-server-test');
let child: ChildProcess;
let base: string;
let dataDir: string;
let log = '';

beforeAll(async () => {
  const { buildApi } = (await import(path.join(api, 'scripts/build.mjs'))) as {
    buildApi(outdir: string): Promise<void>;
  };
  await buildApi(outdir);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-built-'));
  child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      // Its own PGlite folder also when the suite runs on PostgreSQL: not the shared database.
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error(`the built server exited:\n${log}`);
    if (log.includes('"startup_ms"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the built server did not start:\n${log}`);
}, 120_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

async function call<T>(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'access-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { args: { response: T } } };
}

/** A client list printed to `output`, downloaded from the link the print answers. */
async function print(token: string, output: 'pdf' | 'xlsx') {
  const agencies = await call<{ rows: { id: number }[] }>('GET', '/it/v1.0/admin/agencies?pageSize=5', token);
  const agency = agencies.body.args.response.rows[0]?.id;
  const printed = await call<{ message: string }>('POST', '/it/v1.0/admin/agencies/clients/print', token, {
    output,
    agencies_id: [agency],
  });
  expect(printed.status).toBe(200);
  const file = await fetch(printed.body.args.response.message);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

describe('the built server (npm start)', () => {
  it('starts on a fresh folder with the demo data and says how long it took', () => {
    expect(log).toContain('demo data loaded');
    expect(log).toMatch(/"startup_ms":\d+/);
  });

  it('signs in, lists, prints a PDF and a spreadsheet, compresses, and serves its documentation', async () => {
    const login = await call<{ token: string }>('POST', '/it/v1.0/auth/login', undefined, {
      username: 'admin',
      password: 'Portal-2026!',
    });
    expect(login.status).toBe(200);
    const token = login.body.args.response.token;

    const clients = await call<{ rows: unknown[] }>('GET', '/it/v1.0/admin/schede/status-clients?page=1', token);
    expect(clients.status).toBe(200);
    expect(clients.body.args.response.rows.length).toBeGreaterThan(0);

    expect((await print(token, 'pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    // An xlsx file is a zip archive.
    expect((await print(token, 'xlsx')).subarray(0, 2).toString()).toBe('PK');

    // An xlsx import reads its parts with unzipper and exceljs, left as imports beside dist.
    const xlsx = await xlsxOf([
      SALES_HEADER,
      ['21/11/2025', 'AG-CENTROSUD', 'RM0004', 'PK', 'Cappa', 1, '450,10', 'BUILT-1', 1],
    ]);
    const form = new FormData();
    form.append('file', new Blob([xlsx]), 'vendite.xlsx');
    const uploaded = await fetch(`${base}/en/v1.0/admin/imports/sales`, {
      method: 'POST',
      headers: { 'access-token': token },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { args: { response: { id: number } } }).args.response;
    let imported: { status: string; inserted?: number } = { status: 'running' };
    for (let i = 0; i < 200 && imported.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      imported = (await call<typeof imported>('GET', `/en/v1.0/admin/imports/${id}`, token)).body.args.response;
    }
    expect(imported).toMatchObject({ status: 'succeeded', inserted: 1 });

    const compressed = await fetch(`${base}/it/v1.0/admin/schede/status-clients?page=1&pageSize=50`, {
      headers: { 'access-token': token, 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');

    const docs = await fetch(`${base}/docs/json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  }, 60_000);

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
