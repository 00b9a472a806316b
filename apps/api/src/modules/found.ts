import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The module folders, by name: every folder here with an `index.ts`. Read from the disk when the
 * sources run (tsx, vitest); the bundle has no folders to read, so the build writes this file's
 * twin with the same list and one static import each (`scripts/build.mjs`, `foundModules`).
 */
export const MODULE_FOLDERS: readonly string[] = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(import.meta.dirname, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

/** What a module folder's `index.ts` exports. */
export const importModule = (folder: string): Promise<Record<string, unknown>> => import(`./${folder}/index.ts`);
