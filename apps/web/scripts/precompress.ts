/**
 * Brotli and gzip copies of the built text files (`x.js.br`, `x.js.gz` beside `x.js`), made once
 * by `vite build`: the server (apps/api/src/plugins/web.ts, @fastify/static `preCompressed`)
 * sends the copy the browser accepts, at the best compression, with no work per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `.br` and `.gz` beside every text file of `dir` where they are smaller; returns how many files. */
export async function precompress(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    jobs.push(
      (async () => {
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: 9 }),
        ]);
        // A copy no smaller than the file is left out: the server then sends the file itself.
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

/** Compresses the output folder after everything else (the PWA plugin writes sw.js on closeBundle). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompress(outDir);
        logger?.info(`precompressed ${count} files (brotli, gzip)`);
      },
    },
  };
}
