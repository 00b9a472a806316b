/**
 * Gzip size of the JS the login screen loads before its form is shown: the files
 * apps/web/scripts/login-chunks.ts lists from the build manifest, which a browser test checks
 * against what Chromium requests. Fails above 150 kB. Run after `npm run build`.
 *
 * What the screen starts loading only after it is shown (the validation chunk, then on idle the
 * English fallback, the toasts and the signed-in shell) is reported beside the budget, not in it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  AFTER_FIRST_PAINT,
  DIST,
  loginChunks,
  type Manifest,
  readManifest,
  staticClosure,
} from '../../apps/web/scripts/login-chunks';

export const LOGIN_BUDGET_BYTES = 150 * 1024;

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

export async function bundleSize(): Promise<void> {
  const manifest = readManifest();
  const keys = loginChunks(manifest);
  const login = gzipSize(manifest, keys);
  console.log(
    `\nLogin screen JS (entry + /login route chunk + Italian strings, with static imports): ${keys.size} chunks, ${kb(login.raw)} raw, ${kb(login.gzip)} gzip (budget ${kb(LOGIN_BUDGET_BYTES)})`,
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
