/**
 * Lists, searches and counts at the sizes of PRODUCT.md §7: seeds the large set
 * (`npm run seed:large`) into a throw-away database, measures the one-query ceiling on it,
 * then every list call of the portal on the same data, and prints each beside the ceiling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadModules } from '../../apps/api/src/modules/index';
import type { BenchCall } from '../../apps/api/src/modules/types';
import { benchDay, type DayRow } from './day';
import { benchMaterialWrites, type WriteRow } from './materials';
import { type Measure, measure } from './measure';
import { freePort, login, root, startPortal } from './portal';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * BENCH_ONLY: a pattern; only the calls whose name matches it are measured, no import. The writes
 * (accepts, xlsx export) run when it matches "accept".
 */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

export type ListTarget = { ratio: number; p99: number; acceptP99: number };
/** `informational`: the row has no throughput target; the string says where its target is. */
export type ListRow = Measure & { ratio: number; target: ListTarget; informational?: string; latencyMs?: number };
/** The client map's own target (issue 11): one answer over every client, its time and gzip size. */
export type MapCall = { ms: number; clients: number; gzipBytes: number };
/** `cold`: the fresh server's first answer; `warm`: another staff user's first, once the server has run. */
export type MapCalls = { cold: MapCall; warm?: MapCall };

/**
 * Each call the bench measures: every module's own (`bench` in `modules/<name>/index.ts`), in the
 * modules' order.
 */
async function benchCalls(): Promise<BenchCall[]> {
  return (await loadModules()).flatMap((domain) => domain.bench ?? []);
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

async function startCeiling(target: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/ceiling.ts', String(port), target],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/ceiling`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error('the ceiling server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Seeds `clients` clients into the database (a PGlite folder when `databaseUrl` is unset),
 * measures the ceiling, then each call, and returns the rows with their ratio to the ceiling.
 */
export async function benchLists(
  label: string,
  options: { databaseUrl?: string; clients: number; target: ListTarget },
): Promise<{ ceiling: Measure; rows: ListRow[]; writes: WriteRow[]; map?: MapCalls; day?: DayRow }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-large-'));
  try {
    console.log(`\n${label}: seeding ${options.clients.toLocaleString('en')} clients (npm run seed:large)…`);
    const started = Date.now();
    await run('npm', ['run', '--silent', 'seed:large'], {
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LARGE_CLIENTS: String(options.clients),
    });
    console.log(`${label}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const ceilingServer = await startCeiling(options.databaseUrl ?? path.join(dataDir, 'pgdata'));
    let ceiling: Measure;
    try {
      await measure('warm-up', ceilingServer.url, { seconds: 2 });
      ceiling = await measure(`one-query ceiling, ${label}`, ceilingServer.url, { seconds: SECONDS });
    } finally {
      await ceilingServer.stop();
    }

    const portal = await startPortal({ databaseUrl: options.databaseUrl, dataDir, env: { SEED_DEMO: 'false' } });
    const rows: ListRow[] = [];
    const writes: WriteRow[] = [];
    let map: MapCalls | undefined;
    try {
      const tokens = {
        admin: await login(portal.url, 'admin'),
        agent: await login(portal.url, 'large-agent-001'),
        customer: await login(portal.url, 'customer'),
        press: await login(portal.url, 'press'),
      };
      const me = await fetch(`${portal.url}/it/v1.0/auth/me`, { headers: { 'access-token': tokens.agent } });
      const agency = String(
        ((await me.json()) as { args: { response: { agency: { id: number } } } }).args.response.agency.id,
      );
      // The agency's client with the most revenue this year: the longest list of sales lines.
      const top = await fetch(
        `${portal.url}/it/v1.0/sales/current/agent/${agency}?sort=current_year&order=desc&pageSize=1`,
        { headers: { 'access-token': tokens.agent } },
      );
      const client = String(
        ((await top.json()) as { args: { response: { rows: { id: number }[] } } }).args.response.rows[0]?.id,
      );
      const mapUrl = `${portal.url}/it/v1.0/agencies/clients/map`;
      map = { cold: await mapFirstCall(mapUrl, tokens.admin) };
      for (const [name, user, call, serverOnly, informational, latencyMs] of await benchCalls()) {
        if (serverOnly && !options.databaseUrl) continue;
        if (only && !only.test(name)) continue;
        const path = call.replace('{agency}', agency).replace('{client}', client);
        const url = `${portal.url}/it/${/^v\d\.\d\//.test(path) ? '' : 'v1.0/'}${path}`;
        const headers = { 'access-token': tokens[user] };
        const check = await fetch(url, { headers });
        if (!check.ok) throw new Error(`${call} answered ${check.status}: ${await check.text()}`);
        // The first call also warms the fresh server (JIT, the pool's connections): 3 s, not 1.
        // A latency row warms with its own one connection: 50 PDFs at once would still be made
        // when its measure starts.
        const connections = latencyMs ? 1 : undefined;
        await measure('warm-up', url, { headers, seconds: rows.length === 0 ? 3 : 1, connections });
        const m = await measure(`${name}, ${label}`, url, { headers, seconds: SECONDS, connections });
        rows.push({ ...m, ratio: m.rps / ceiling.rps, target: options.target, informational, latencyMs });
      }
      // A user who has not opened the map yet, on the server as it runs after the lists: what a
      // staff member opening the map waits for (nothing kept for them; the revenue per client is
      // computed once per sales version for everyone).
      map.warm = await mapFirstCall(mapUrl, await login(portal.url, 'large-sales-01'));
      // After the lists: accepting changes the data they read. A run of some calls skips it
      // unless its pattern matches the accept row.
      if (!only || only.test('accept a request'))
        writes.push(...(await benchMaterialWrites(portal.url, tokens.admin, label, options.target)));
    } finally {
      await portal.stop();
    }
    // The day of work runs on the portal as shipped (the answer cache on, whatever the lists ran
    // with), with its 200 users signing in at once (the sign-in limit is per address).
    let day: DayRow | undefined;
    if (!only || only.test('day of work')) {
      const shipped = await startPortal({
        databaseUrl: options.databaseUrl,
        dataDir,
        env: {
          SEED_DEMO: 'false',
          ANSWER_CACHE_MS: process.env.BENCH_DAY_ANSWER_CACHE_MS ?? '5000',
          AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        },
      });
      try {
        console.log(`\n${label}: a day of work (200 users, one write in 50 calls)…`);
        day = await benchDay(shipped.url, Math.max(SECONDS, 20));
      } finally {
        await shipped.stop();
      }
    }
    return { ceiling, rows, writes, map, day };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the rows beside their ceiling; true when every target is met. */
export function printLists(ceiling: Measure, rows: ListRow[]): boolean {
  const header = ['call', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'errors', 'target', 'met'];
  const ok = (r: ListRow) =>
    r.errors + r.non2xx === 0 &&
    (r.latencyMs !== undefined
      ? r.p99 < r.latencyMs
      : r.informational !== undefined || (r.ratio >= r.target.ratio && r.p99 < r.target.p99));
  const target = (r: ListRow) =>
    r.latencyMs !== undefined
      ? `1 connection, p99 < ${r.latencyMs} ms`
      : (r.informational ?? `≥ ${r.target.ratio.toFixed(2)}, p99 < ${r.target.p99} ms`);
  const lines = [
    [ceiling.name, String(ceiling.rps), String(ceiling.p50), String(ceiling.p99), '1.00', '0', '-', '-'],
    ...rows.map((r) => [
      r.name,
      String(r.rps),
      String(r.p50),
      String(r.p99),
      r.ratio.toFixed(2),
      String(r.errors + r.non2xx),
      target(r),
      ok(r) ? (r.informational ? '-' : 'yes') : 'NO',
    ]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  return rows.every(ok);
}

/**
 * The admin's map over every client, asked once on the fresh server (nothing kept yet) with gzip
 * as a browser asks: its time, its size on the wire and how many clients it placed.
 */
function mapFirstCall(url: string, token: string): Promise<MapCall> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'access-token': token, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          if (res.statusCode !== 200) return reject(new Error(`the map answered ${res.statusCode}`));
          const body = Buffer.concat(chunks);
          const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
          const clients = (JSON.parse(text) as { args: { response: { id: number[] } } }).args.response.id.length;
          resolve({ ms: Math.round(ms), clients, gzipBytes: body.length });
        });
      })
      .on('error', reject);
  });
}

/** The map's first calls against issue 11's target (20,000 clients: under 300 ms, under 1 MB gzip). */
export function printMap(label: string, map: MapCalls | undefined): boolean {
  if (!map) return true;
  const line = (name: string, m: MapCall) =>
    `client map, ${name}, ${label}: ${m.ms} ms, ${m.clients.toLocaleString('en')} clients, ${Math.round(m.gzipBytes / 1024)} kB gzip`;
  console.log(line("the fresh server's first call", map.cold));
  const judged = map.warm ?? map.cold;
  if (map.warm) console.log(line("another staff user's first call", map.warm));
  const atTarget = judged.clients <= 20_000;
  const met = judged.ms < 300 && judged.gzipBytes < 1_000_000;
  console.log(
    `  issue 11 at 20,000 clients, under 300 ms and 1 MB gzip: ${atTarget ? (met ? 'met' : 'MISSED') : 'not the target size, shown for scale'}`,
  );
  return !atTarget || met;
}
