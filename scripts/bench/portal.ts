import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/api/test/helpers/ports';

export const root = path.resolve(import.meta.dirname, '../..');

// The API tests' helper: the bench starts its servers on free ports the same way.
export { freePort };

export type Portal = { url: string; pid: number; stop(): Promise<number | null> };

let built: Promise<void> | undefined;
/** The API as `npm start` runs it: built JavaScript (`apps/api/dist/server.js`), once per bench run. */
function buildOnce(): Promise<void> {
  built ??= import(path.join(root, 'apps/api/scripts/build.mjs')).then((m: { buildApi(): Promise<void> }) =>
    m.buildApi(),
  );
  return built;
}

/**
 * Starts the real server (built `apps/api/dist/server.js`, as `npm start` does) on a fresh data folder with the demo data,
 * listening on loopback only, and waits until /health answers.
 */
export async function startPortal(
  options: { databaseUrl?: string; dataDir?: string; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<Portal> {
  await buildOnce();
  const port = await freePort();
  // A data folder passed in (a seeded large set) belongs to the caller and is kept.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Logs a demo user in and returns the access token. */
export async function login(url: string, username: string, password = 'Portal-2026!'): Promise<string> {
  const res = await fetch(`${url}/it/v1.0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { args: { response?: { token: string } } };
  if (!res.ok || !body.args.response) throw new Error(`login ${username} failed: ${res.status}`);
  return body.args.response.token;
}
