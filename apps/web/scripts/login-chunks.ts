/**
 * Which built files the login screen loads before its form is shown, read from Vite's build
 * manifest (vite.config.ts sets build.manifest): the entry chunk, the app it imports, the /login
 * route chunk, the Italian language files, and every chunk they import statically. The size budget
 * (scripts/bench/bundle-size.ts) sums these; a browser test (e2e/login-chunks.spec.ts) checks that
 * Chromium requests exactly these before the form is visible.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DIST = path.resolve(import.meta.dirname, '../dist');
/** The build the browser tests' portal serves (scripts/e2e-server.ts): E2E_WEB_DIST, else dist. */
export const SERVED_DIST = process.env.E2E_WEB_DIST ?? DIST;
/**
 * The route chunk of /login (src/features/auth/routes.ts), and the app itself (React, the router,
 * i18next), which the entry imports once it has asked for the screen's files (src/main.tsx).
 */
const LOGIN_ROUTES = ['src/features/auth/screens/login.tsx', 'src/app/start.tsx'];
/**
 * Italian, the default language: the shared catalogue's core (validation, errors) and auth, and the
 * web app's frame, one chunk (src/locales/first). The rest (every other domain's namespace,
 * src/locales/rest) is loaded once the first screen is shown.
 */
const ITALIAN = [/^src\/locales\/first\/it\.ts$/];
/** Loaded right after the form is shown, so not in the budget: the form's validation. */
export const AFTER_FIRST_PAINT = ['src/features/auth/login-validation.ts'];

export type Chunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, Chunk>;

export function readManifest(dist = DIST): Manifest {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new Error(`no build manifest at ${manifestPath}: run "npm run build" first`);
  }
}

/** The roots and everything they import statically, without `exclude`. */
export function staticClosure(manifest: Manifest, roots: string[], exclude: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || exclude.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
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
    if (!key) throw new Error(`the build manifest has no chunk matching ${pattern}`);
    return key;
  });
  return staticClosure(manifest, [entry, ...LOGIN_ROUTES, ...language]);
}
