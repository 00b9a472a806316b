// `npm start`: builds the web app and the API when their sources are newer than the last build,
// then runs the built API (which serves the app) in this process, on PGlite in ./data or on
// DATABASE_URL. Plain JavaScript: no TypeScript loader at run time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** True when `output` is missing or older than any file under `sources` (paths from the root). */
function stale(output, sources) {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  const newest = Math.max(
    ...sources
      .map((s) => path.join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  return newest > statSync(built).mtimeMs;
}

const shared = ['packages/contracts/src', 'package-lock.json'];

const web = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared];
if (stale('apps/web/dist/index.html', web)) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const api = ['apps/api/src', 'apps/api/scripts/build.mjs', ...shared];
if (stale('apps/api/dist/server.js', api)) {
  console.log('Building the API…');
  const { buildApi } = await import('../apps/api/scripts/build.mjs');
  await buildApi();
}

// The server starts when its module is evaluated; it handles SIGINT/SIGTERM itself.
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
