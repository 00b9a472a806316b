/**
 * Gzip size of the JS the login screen loads first: the entry chunk and every chunk it imports
 * statically, from Vite's build manifest (apps/web/vite.config.ts sets build.manifest). Fails
 * above 150 kB. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const LOGIN_ROUTE = 'src/app/routes/login.tsx';
export const LOGIN_BUDGET_BYTES = 150 * 1024;

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

function staticClosure(manifest: Record<string, Chunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

function gzipSize(manifest: Record<string, Chunk>, keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  const rows: { file: string; gzip: number }[] = [];
  for (const key of keys) {
    const file = manifest[key]?.file ?? key;
    const content = readFileSync(path.join(DIST, file));
    const size = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += size;
    rows.push({ file, gzip: size });
  }
  return { raw, gzip, rows: rows.sort((a, b) => b.gzip - a.gzip) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * Budgeted: the entry chunk and its static imports, what every first visit downloads before
 * anything else. Reported beside it: the whole login screen, with its lazy route chunk.
 */
export async function bundleSize(): Promise<void> {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  } catch {
    throw new Error(`no build manifest at ${manifestPath}: run "npm run build" first`);
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  if (!manifest[LOGIN_ROUTE]) throw new Error(`the build manifest has no ${LOGIN_ROUTE} chunk`);

  const entryChunks = staticClosure(manifest, [entry]);
  const first = gzipSize(manifest, entryChunks);
  const login = gzipSize(manifest, staticClosure(manifest, [entry, LOGIN_ROUTE]));
  console.log(
    `\nEntry JS (entry chunk + static imports): ${entryChunks.size} chunks, ${kb(first.raw)} raw, ${kb(first.gzip)} gzip (budget ${kb(LOGIN_BUDGET_BYTES)})`,
  );
  for (const row of first.rows.slice(0, 6)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  console.log(
    `Login screen with its lazy route chunk: ${kb(login.gzip)} gzip (plus one language file; other routes stay lazy)`,
  );
  if (first.gzip > LOGIN_BUDGET_BYTES) {
    throw new Error(`the entry JS is ${kb(first.gzip)} gzip, above the ${kb(LOGIN_BUDGET_BYTES)} budget`);
  }
}
