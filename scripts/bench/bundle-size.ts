/**
 * Gzip size of the JS the login screen loads before its form is shown, from Vite's build
 * manifest (apps/web/vite.config.ts sets build.manifest): the entry chunk, the lazy route chunks
 * /login renders (the public layout and the login screen), the Italian language files, and every
 * chunk they import statically. Fails above 150 kB. Run after `npm run build`.
 *
 * Checked against a browser: Chromium opening /login requests exactly these files before the
 * form is visible. What the screen starts loading only after it is shown (the validation chunk,
 * then on idle the English fallback, the toasts and the signed-in shell) is reported beside the
 * budget, not in it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
/** The route chunks of /login, outermost first (apps/web/src/app/router.tsx). */
const LOGIN_ROUTES = ['src/app/routes/public.tsx', 'src/app/routes/login.tsx'];
/**
 * Italian, the default language: the shared catalogue and the web strings of the screens before
 * sign-in (apps/web/src/locales/public), one chunk each. The rest of the web strings
 * (src/locales/app) is loaded once the first screen is shown.
 */
const ITALIAN = [/(^|\/)packages\/contracts\/src\/messages\/it\.ts$/, /^src\/locales\/public\/it\.ts$/];
/** Loaded right after the form is shown: not budgeted, reported. */
const AFTER_FIRST_PAINT = ['src/features/auth/login-validation.ts'];
export const LOGIN_BUDGET_BYTES = 150 * 1024;

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

function staticClosure(manifest: Manifest, roots: string[], exclude: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || exclude.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

function gzipSize(manifest: Manifest, keys: Iterable<string>) {
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

export function readManifest(): Manifest {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new Error(`no build manifest at ${manifestPath}: run "npm run build" first`);
  }
}

/** The manifest keys of every chunk the login screen loads before its form is shown. */
export function loginChunks(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  for (const route of LOGIN_ROUTES) {
    if (!manifest[route]) throw new Error(`the build manifest has no ${route} chunk`);
  }
  const language = ITALIAN.map((pattern) => {
    const key = Object.keys(manifest).find((k) => pattern.test(k));
    // Not a chunk of its own: then it is inside one counted already.
    return key;
  }).filter((key): key is string => key !== undefined);
  return staticClosure(manifest, [entry, ...LOGIN_ROUTES, ...language]);
}

export async function bundleSize(): Promise<void> {
  const manifest = readManifest();
  const keys = loginChunks(manifest);
  const login = gzipSize(manifest, keys);
  console.log(
    `\nLogin screen JS (entry + /login route chunks + Italian strings, with static imports): ${keys.size} chunks, ${kb(login.raw)} raw, ${kb(login.gzip)} gzip (budget ${kb(LOGIN_BUDGET_BYTES)})`,
  );
  for (const row of login.rows.slice(0, 8)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  const later = AFTER_FIRST_PAINT.filter((key) => manifest[key]);
  if (later.length > 0) {
    const after = gzipSize(manifest, staticClosure(manifest, later, keys));
    console.log(`Loaded right after the form is shown (form validation, not budgeted): ${kb(after.gzip)} gzip`);
  }
  if (login.gzip > LOGIN_BUDGET_BYTES) {
    throw new Error(`the login screen loads ${kb(login.gzip)} of JS gzip, above the ${kb(LOGIN_BUDGET_BYTES)} budget`);
  }
}
