// Builds the API to JavaScript: `apps/api/dist/server.js` and the chunks it loads, ESM, with the API's own code and
// the contracts it imports (TypeScript, bundled by esbuild). Packages from node_modules stay
// imports, so PGlite finds its WebAssembly and the fonts package its files. The migrations are
// copied beside it, where `db/index.ts` reads them (`import.meta.dirname/migrations`), and so is
// PGlite's worker (`db/pglite-worker.mjs`, plain JavaScript).
// `node apps/api/scripts/build.mjs` or `npm run build -w @portal/api`; `npm start` runs it when a
// source changed.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(import.meta.dirname, '..');
const dist = path.join(api, 'dist');

/** Our workspaces (`@portal/…`) are TypeScript sources: bundle them; every other package stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildApi() {
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outdir: dist,
    // The entry starts the database before it loads the rest (src/server.ts imports it
    // dynamically): split chunks, beside the entry, so `import.meta.dirname` stays `dist`.
    splitting: true,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  // PGlite's thread (db/pglite-thread.ts) starts it by its address beside the chunks.
  cpSync(path.join(api, 'src/db/pglite-worker.mjs'), path.join(dist, 'pglite-worker.mjs'));
}

if (import.meta.filename === process.argv[1]) await buildApi();
