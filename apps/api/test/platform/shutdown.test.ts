import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports';

/**
 * The real server process (apps/api/src/server.ts) on its own PGlite folder: SIGTERM lets a
 * request already in flight finish, refuses new connections, and the process exits 0.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
let child: ChildProcess;
let port: number;
let dataDir: string;
let exited: Promise<number | null>;

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Its own PGlite folder also when the suite runs on PostgreSQL: not the shared database.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}, 90_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM and exits 0', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'Portal-2026!' });
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/it/v1.0/auth/login',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });

    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).args.response.token).toBeTruthy();
    // New connections are refused while (or after) it closes.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 14_000))]);
    expect(code).toBe(0);
    agent.destroy();
  }, 30_000);
});
