// Builds the API to JavaScript: `apps/api/dist/server.js` and the chunks it loads, ESM. esbuild
// bundles the API's own code, the contracts it imports (TypeScript) and the packages a start
// loads (Fastify and its plugins, zod, Drizzle…): one file read and compiled instead of some 400
// files found, read and compiled one by one, which cost a start about 0.1 s of its 0.9 s.
// Packages stay imports from node_modules when they cannot or need not be bundled (KEEP_EXTERNAL).
// The migrations are copied beside it, where `db/index.ts` reads them
// (`import.meta.dirname/migrations`), and so is PGlite's worker (`db/pglite-worker.mjs`, plain
// JavaScript). `node apps/api/scripts/build.mjs` or `npm run build -w @portal/api`; `npm start`
// runs it when a source changed.
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(import.meta.dirname, '..');
const dist = path.join(api, 'dist');

/**
 * Packages left as imports: they read files beside their own code (PGlite its WebAssembly, pdfkit
 * its font metrics, the fonts, Swagger UI its pages), are native (argon2, sharp), or load only when
 * a feature first needs them (the PostgreSQL driver, the S3 client, e-mail, spreadsheets, CSV, barcodes).
 */
const KEEP_EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'dejavu-fonts-ttf',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pg',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'nodemailer',
  'exceljs',
  'unzipper',
  'csv-parse',
  'saxes',
  'bwip-js',
];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const keepExternal = {
  name: 'keep-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || KEEP_EXTERNAL.includes(packageName(args.path))) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

const modulesDir = path.join(api, 'src/modules');

/** The module folders, by name: every folder of `src/modules` with an `index.ts` (as `src/modules/found.ts` reads them). */
export function moduleFolders() {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(modulesDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * `src/modules/found.ts` reads the module folders from the disk when the sources run; the bundle
 * has no folders, so it gets the list as it is at build time, with one static import each.
 */
const foundModules = {
  name: 'found-modules',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]modules[\\/]found\.ts$/ }, () => {
      const folders = moduleFolders();
      const contents = [
        ...folders.map((folder, i) => `import * as m${i} from './${folder}/index.ts';`),
        `const LOADED = { ${folders.map((folder, i) => `${JSON.stringify(folder)}: m${i}`).join(', ')} };`,
        `export const MODULE_FOLDERS = ${JSON.stringify(folders)};`,
        'export const importModule = async (folder) => LOADED[folder];',
      ].join('\n');
      return { contents, loader: 'js', resolveDir: modulesDir };
    });
  },
};

/** Builds into `outdir` (`dist`; the test of the built server builds its own copy). */
export async function buildApi(outdir = dist) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outdir,
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
    plugins: [keepExternal, foundModules],
    // Bundled CommonJS packages call `require` (Node's built-in modules): each chunk gets its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  cpSync(path.join(api, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  // PGlite's thread (db/pglite-thread.ts) starts it by its address beside the chunks.
  cpSync(path.join(api, 'src/db/pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
}

if (import.meta.filename === process.argv[1]) await buildApi();
