/**
 * Every script of the app asks V8 to compile all its functions at once, while the file downloads,
 * on a background thread (the `//# allFunctionsCalledOnLoad` compile hint, Chrome 136 and later;
 * other browsers ignore the comment). Left to itself V8 compiles a function on the main thread the
 * first time it is called: on a signed-in list opened fresh that was 300 to 400 ms of the main
 * thread's time, in the tasks that show the screen, out of about 2 s.
 *
 * Chunks hold what a screen runs (scripts/chunk-groups.ts), so few of their functions go unused.
 * Added to the files once they are written (Vite's own last changes to a chunk come after every
 * plugin's generateBundle), before the service worker lists them and they are compressed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !options.dir) continue;
        const where = path.join(options.dir, file.fileName);
        const code = readFileSync(where, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(where, `${COMPILE_HINT}\n${code}`);
      }
    },
  };
}
