/**
 * Import throughput (issue 11): a sales file of BENCH_IMPORT_LINES lines (1,000,000 by default),
 * written with the large set's own client and agency codes, imported by the command the nightly
 * job uses (`npm run import -- sales <file>`) into a seeded database. Target: under 2 minutes on
 * PostgreSQL. Each run writes new invoice numbers, so it measures inserts, not a repeated file.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './portal';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 1_000_000);
const TARGET_SECONDS = 120;
const CATEGORIES = ['NN', 'E2', 'PN', 'PK', 'PJ', 'PL', 'PS', 'PR'];

export type ImportRow = { lines: number; megabytes: number; seconds: number; linesPerSecond: number; ok: boolean };

/** Writes the CSV (semicolon, Italian numbers, as the ERP sends it) line by line. */
async function writeFile(file: string, pairs: { client: string; agency: string }[], lines: number, run: string) {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('Data;Agente;Codice cliente;Categoria;Prodotto;Quantità;Importo;Numero fattura;Riga fattura\r\n');
  const year = new Date().getFullYear();
  for (let i = 0; i < lines; i++) {
    // Four lines an invoice, like the large set's own, all for the invoice's one client.
    const pair = pairs[Math.floor(i / 4) % pairs.length] as { client: string; agency: string };
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
    const cents = 1000 + ((i * 7919) % 500_000);
    const amount = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    const invoice = `B${run}-${Math.floor(i / 4)}`;
    await write(
      `${day}/${month}/${year - 1};${pair.agency};${pair.client};${CATEGORIES[i % CATEGORIES.length]};Articolo ${i % 997};1;${amount};${invoice};${(i % 4) + 1}\r\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

/** Generates the file, imports it into `databaseUrl` and returns the figures. */
export async function benchImport(databaseUrl: string): Promise<ImportRow> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ client: string; agency: string }>(
    `select c.code as client, a.code as agency from clients c join agencies a on a.id = c.agency_id
     where c.code is not null and a.code is not null order by c.id limit 50000`,
  );
  await client.end();
  if (rows.length === 0) throw new Error('the database has no clients with codes: seed it first');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-import-'));
  try {
    const file = path.join(dir, 'vendite.csv');
    console.log(`\nimport: writing ${LINES.toLocaleString('en')} sales lines…`);
    const run = Date.now().toString(36).toUpperCase();
    await writeFile(file, rows, LINES, run);
    const megabytes = statSync(file).size / 1e6;
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', 'import', '--', 'sales', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, IMPORT_LANGUAGE: 'en' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let last = '';
    child.stdout.on('data', (chunk: Buffer) => {
      last = chunk.toString().trim().split('\n').at(-1) ?? last;
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    const seconds = (Date.now() - started) / 1000;
    console.log(`import: ${last}`);
    // Every line must have been imported: a rejected line is not throughput.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const counted = await check.query<{ n: string }>(
      'select count(*) as n from sales_lines where invoice_number like $1',
      [`B${run}-%`],
    );
    await check.end();
    const imported = Number(counted.rows[0]?.n ?? 0);
    if (imported !== LINES) console.log(`import: only ${imported.toLocaleString('en')} of the lines were imported`);
    return {
      lines: LINES,
      megabytes,
      seconds,
      linesPerSecond: Math.round(LINES / seconds),
      ok: code === 0 && imported === LINES,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the row; answers whether the target is met. */
export function printImport(label: string, row: ImportRow): boolean {
  const met = row.ok && row.seconds < TARGET_SECONDS;
  console.log(
    `\nImport of sales lines, ${label} (npm run import -- sales):\n` +
      `  ${row.lines.toLocaleString('en')} lines, ${row.megabytes.toFixed(0)} MB: ${row.seconds.toFixed(1)} s, ` +
      `${row.linesPerSecond.toLocaleString('en')} lines/s; target under ${TARGET_SECONDS} s: ` +
      `${!row.ok ? 'NO (the import failed)' : met ? 'yes' : 'NO'}`,
  );
  return met;
}
