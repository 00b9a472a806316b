/**
 * Issue 32's "day of work" row: 200 distinct users of the large set (agents, sales staff and
 * customers) each walking their own path through the portal (dashboard, a list with their own
 * filters and pages, a search with their own words, a client card, revenue), with one write in
 * every 50 calls spread over the domains (a material request, a new client's sheet saved, a
 * budget, now and then an import of a few sales lines), on a portal running as shipped (the
 * answer cache on). 50 callers at once; prints the throughput, p50/p99 per kind of call and the
 * answer cache's hit rate (the `x-answer-cache` header of cached routes).
 */
import http from 'node:http';
import { getJson, type Step, type User, userPaths, writeStep } from './day-paths';
import { login } from './portal';

const CONNECTIONS = 50;
const WRITE_EVERY = 50;
/** Issue 32: every kind of call under 100 ms at p99 on PostgreSQL. */
export const DAY_TARGET_P99 = 100;

export type DayKind = { kind: string; calls: number; p50: number; p99: number; errors: number };
export type DayRow = {
  users: number;
  calls: number;
  seconds: number;
  rps: number;
  writes: number;
  hitRate: number;
  cachedCalls: number;
  kinds: DayKind[];
};

/** Signs the day's users in: 140 agents, 20 sales staff and 40 customers of the large set. */
async function signIn(base: string): Promise<User[]> {
  const admin = await login(base, 'admin');
  const agents = Array.from({ length: 140 }, (_, i) => `large-agent-${String(i + 1).padStart(3, '0')}`);
  const sales = Array.from({ length: 20 }, (_, i) => `large-sales-${String(i + 1).padStart(2, '0')}`);
  const found = await getJson<{ rows: { username: string }[] }>(
    base,
    'admin/users?q=large-customer&pageSize=40&page=1',
    admin,
  );
  const customers = found.rows.map((row) => row.username).slice(0, 40);
  const users: User[] = [];
  const names = [
    ...agents.map((name) => [name, 'agent'] as const),
    ...sales.map((name) => [name, 'sales'] as const),
    ...customers.map((name) => [name, 'customer'] as const),
  ];
  // A few at a time: each login hashes a password.
  for (let i = 0; i < names.length; i += 8) {
    const batch = names.slice(i, i + 8);
    users.push(
      ...(await Promise.all(
        batch.map(async ([name, role]) => ({ name, role, token: await login(base, name), n: users.length })),
      )),
    );
  }
  return users;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
}

/** One call over the keep-alive agent: its status, whether the answer cache served it, its time. */
function call(agent: http.Agent, base: URL, step: Step, token: string) {
  return new Promise<{ status: number; cache?: string; ms: number; text?: string }>((resolve) => {
    const started = performance.now();
    const body = step.body;
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: step.method ?? 'GET',
        path: `/it/${/^v\d\.\d\//.test(step.path) ? '' : 'v1.0/'}${step.path}`,
        headers: {
          'access-token': token,
          'accept-encoding': 'gzip',
          ...(body ? { 'content-type': body.type, 'content-length': body.data.length } : {}),
        },
      },
      (res) => {
        const failed = (res.statusCode ?? 0) >= 400;
        const chunks: Buffer[] = [];
        if (failed) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-answer-cache'] as string | undefined,
            ms: performance.now() - started,
            text: failed ? Buffer.concat(chunks).toString().slice(0, 300) : undefined,
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.setTimeout(10_000, () => request.destroy());
    request.end(body?.data);
  });
}

/** Plays the day for `seconds` on the portal at `base` and returns the figures. */
export async function benchDay(base: string, seconds: number): Promise<DayRow> {
  const users = await signIn(base);
  const paths = await userPaths(base, users);
  const writers = users.filter((user) => user.role !== 'customer');
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(base);
  const times = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let calls = 0;
  let writes = 0;
  let hits = 0;
  let cached = 0;
  const visits = users.map(() => 0);
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const n = calls++;
      let user = users[n % users.length] as User;
      let step: Step | undefined;
      if (n % WRITE_EVERY === WRITE_EVERY - 1) {
        // Writes go round the agents and sales staff (a customer's call writes nothing).
        const w = writes++;
        user = writers[(w * 7) % writers.length] as User;
        step = writeStep(user, w, paths);
      }
      if (!step) {
        const own = paths.get(user.name) ?? [];
        const index = visits[user.n] ?? 0;
        visits[user.n] = index + 1;
        step = own[index % own.length] as Step;
      }
      const result = await call(agent, url, step, user.token);
      const list = times.get(step.kind) ?? [];
      list.push(result.ms);
      times.set(step.kind, list);
      if (result.status < 200 || result.status >= 300) {
        errors.set(step.kind, (errors.get(step.kind) ?? 0) + 1);
        if ((errors.get(step.kind) ?? 0) === 1)
          console.warn(
            `day: ${step.kind} ${step.method ?? 'GET'} ${step.path} answered ${result.status} ${result.text ?? ''}`,
          );
      }
      if (result.cache) {
        cached++;
        if (result.cache === 'hit') hits++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const kinds = [...times.entries()]
    .map(([kind, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return {
        kind,
        calls: list.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors: errors.get(kind) ?? 0,
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
  return {
    users: users.length,
    calls,
    seconds: elapsed,
    rps: Math.round(calls / elapsed),
    writes,
    hitRate: cached ? hits / cached : 0,
    cachedCalls: cached,
    kinds,
  };
}

/** Prints the day beside the ceiling of the same run; true when every kind meets the p99 target. */
export function printDay(label: string, day: DayRow | undefined, ceilingRps: number, judged: boolean): boolean {
  if (!day) return true;
  console.log(
    `\nday of work, ${label}: ${day.users} users, ${day.calls.toLocaleString('en')} calls in ${day.seconds.toFixed(0)} s` +
      ` = ${day.rps} req/s (${(day.rps / ceilingRps).toFixed(2)} of the ceiling's ${ceilingRps}), ${day.writes} writes,` +
      ` answer cache hit rate ${(day.hitRate * 100).toFixed(0)}% of ${day.cachedCalls.toLocaleString('en')} cached-route calls`,
  );
  const header = ['kind of call', 'calls', 'p50 ms', 'p99 ms', 'errors', 'target', 'met'];
  const ok = (k: DayKind) => k.errors === 0 && (!judged || k.p99 < DAY_TARGET_P99);
  const lines = day.kinds.map((k) => [
    k.kind,
    String(k.calls),
    String(k.p50),
    String(k.p99),
    String(k.errors),
    judged ? `p99 < ${DAY_TARGET_P99} ms` : '-',
    ok(k) ? (judged ? 'yes' : '-') : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  return day.kinds.every(ok);
}
