/**
 * `npm run bench`: the real server on PGlite and on PostgreSQL, measured with autocannon next
 * to a bare Fastify answer in the same run. Loopback only. Other sections (bundle sizes, print,
 * Lighthouse) are separate files, run at the end when they exist.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBare } from './bare';
import { printDay } from './day';
import { benchImport, printImport } from './imports';
import { benchLists, printLists, printMap } from './lists';
import { printWrites } from './materials';
import { type Measure, measure } from './measure';
import { login, startPortal } from './portal';
import { createBenchDatabase } from './postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Row = Measure & { target?: { rps: number; p99?: number } };

async function benchPortal(label: string, databaseUrl: string | undefined, target: Row['target']): Promise<Row[]> {
  const portal = await startPortal({ databaseUrl });
  try {
    const token = await login(portal.url, 'admin');
    // A short warm-up: JIT, prepared statements, pool connections.
    await measure('warm-up', `${portal.url}/it/v1.0/auth/me`, { headers: { 'access-token': token }, seconds: 2 });
    const me = await measure(`auth/me, ${label}`, `${portal.url}/it/v1.0/auth/me`, {
      headers: { 'access-token': token },
      seconds: SECONDS,
    });
    return [{ ...me, target }];
  } finally {
    const code = await portal.stop();
    if (code !== 0) console.warn(`note: the ${label} server exited with code ${code} on SIGTERM`);
  }
}

function printTable(rows: Row[], bare: Measure) {
  const header = ['endpoint', 'req/s', 'p99 ms', 'vs bare', 'errors', 'target', 'met'];
  const lines = rows.map((r) => {
    const met = r.target
      ? r.rps >= r.target.rps && (r.target.p99 === undefined || r.p99 < r.target.p99) && r.errors + r.non2xx === 0
      : undefined;
    return [
      r.name,
      String(r.rps),
      String(r.p99),
      r === (bare as Row) ? '1.00' : (r.rps / bare.rps).toFixed(2),
      String(r.errors + r.non2xx),
      r.target ? `≥ ${r.target.rps} req/s${r.target.p99 ? `, p99 < ${r.target.p99} ms` : ''}` : '-',
      met === undefined ? '-' : met ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  return rows.every((r) => !r.target || (r.rps >= r.target.rps && (!r.target.p99 || r.p99 < r.target.p99)));
}

async function optionalSection(file: string, exportName: string) {
  const full = path.join(import.meta.dirname, file);
  if (!existsSync(full)) {
    console.log(`\nnote: scripts/bench/${file} is missing, so its section (${exportName}) is skipped.`);
    return;
  }
  const mod = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
  const fn = mod[exportName];
  if (typeof fn !== 'function') {
    console.log(`\nnote: scripts/bench/${file} does not export ${exportName}(), so its section is skipped.`);
    return;
  }
  try {
    await fn();
  } catch (error) {
    // One section failing (e.g. a budget exceeded) must not hide the others.
    console.error(`\n${exportName}() failed:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

/** Lists at scale: PGlite with 20,000 clients, PostgreSQL with 100,000 (PRODUCT.md §7, issue 8). */
async function listsSection() {
  let met = true;
  // BENCH_DATABASES=postgres (or pglite) measures one database only.
  const only = process.env.BENCH_DATABASES?.split(',');
  if (!only || only.includes('pglite')) {
    const lite = await benchLists('PGlite', {
      clients: Number(process.env.BENCH_PGLITE_CLIENTS ?? 20_000),
      target: { ratio: 0.25, p99: 200, acceptP99: 200 },
    });
    met = printLists(lite.ceiling, lite.rows) && met;
    met = printMap('PGlite', lite.map) && met;
    met = printWrites(lite.writes) && met;
    met = printDay('PGlite', lite.day, lite.ceiling.rps, false) && met;
  }
  // BENCH_POSTGRES_DATABASE_URL: a database to measure on and keep (seed:large fills it once, a
  // second run skips the seeding), instead of a fresh one dropped at the end.
  const kept = process.env.BENCH_POSTGRES_DATABASE_URL;
  const pgDatabase =
    !only || only.includes('postgres')
      ? kept
        ? { url: kept, drop: async () => {} }
        : await createBenchDatabase()
      : undefined;
  if (pgDatabase) {
    try {
      const server = await benchLists('PostgreSQL', {
        databaseUrl: pgDatabase.url,
        clients: Number(process.env.BENCH_POSTGRES_CLIENTS ?? 100_000),
        target: { ratio: 0.5, p99: 50, acceptP99: 50 },
      });
      met = printLists(server.ceiling, server.rows) && met;
      met = printMap('PostgreSQL', server.map) && met;
      met = printWrites(server.writes) && met;
      met = printDay('PostgreSQL', server.day, server.ceiling.rps, true) && met;
      // On the seeded set, so the lines name real clients and agencies (issue 11).
      if (!process.env.BENCH_ONLY) met = printImport('PostgreSQL', await benchImport(pgDatabase.url)) && met;
    } finally {
      await pgDatabase.drop();
    }
  } else if (!only || only.includes('postgres')) {
    console.log('note: PostgreSQL at 127.0.0.1:5432 is not reachable, so its list measurements are skipped.');
  }
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${os.cpus().length} cores`,
  );
  console.log(met ? '\nAll list targets met.' : '\nSome list targets were MISSED (see "met").');
  if (!met) process.exitCode = 1;
}

async function main() {
  // `npm run bench -- lists` runs only the lists at scale, `-- lighthouse` only the load speed.
  if (process.argv.includes('lists')) return listsSection();
  if (process.argv.includes('lighthouse')) return optionalSection('lighthouse.ts', 'lighthouseBench');
  if (process.argv.includes('download')) return optionalSection('download-memory.ts', 'downloadMemoryBench');
  // `-- import` with BENCH_POSTGRES_DATABASE_URL: the import throughput on a database seeded before.
  if (process.argv.includes('import')) {
    const url = process.env.BENCH_POSTGRES_DATABASE_URL;
    if (!url)
      throw new Error('npm run bench -- import needs BENCH_POSTGRES_DATABASE_URL (a database seed:large filled)');
    if (!printImport('PostgreSQL', await benchImport(url))) process.exitCode = 1;
    return;
  }
  console.log(`Throughput and latency: 50 connections, ${SECONDS} s each, loopback only.`);
  const bare = await startBare();
  let bareMeasure: Measure;
  try {
    await measure('warm-up', bare.url, { seconds: 2 });
    bareMeasure = await measure('bare Fastify, fixed envelope', bare.url, { seconds: SECONDS });
  } finally {
    await bare.stop();
  }

  const rows: Row[] = [bareMeasure];
  rows.push(...(await benchPortal('PGlite', undefined, { rps: 500 })));
  const pgDatabase = await createBenchDatabase();
  if (pgDatabase) {
    try {
      rows.push(...(await benchPortal('PostgreSQL', pgDatabase.url, { rps: 2000, p99: 50 })));
    } finally {
      await pgDatabase.drop();
    }
  } else {
    console.log('note: PostgreSQL at 127.0.0.1:5432 is not reachable, so its measurement is skipped.');
  }
  const met = printTable(rows, bareMeasure);
  // The absolute figures depend on what else runs on the machine; the ratio to the bare answer
  // measured in the same run does much less.
  console.log(
    `load average during the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${os.cpus().length} cores`,
  );
  console.log(met ? '\nAll throughput targets met.' : '\nSome throughput targets were MISSED (see "met").');
  if (!met) process.exitCode = 1;

  await listsSection();
  await optionalSection('download-memory.ts', 'downloadMemoryBench');
  await optionalSection('bundle-size.ts', 'bundleSize');
  await optionalSection('print.ts', 'printBench');
  await optionalSection('lighthouse.ts', 'lighthouseBench');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
