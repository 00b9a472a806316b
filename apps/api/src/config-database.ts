import path from 'node:path';
import { PGLITE_SHARED_BUFFERS } from './db/index';

export type DatabaseSettings = {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffers: string;
};

/**
 * The database's settings, read without zod: `server.ts` starts PGlite's thread with them before
 * the rest of the configuration (and zod) has loaded. `config.ts` validates the same variables
 * with every other one and takes these values from here, so both read them alike.
 */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS ?? PGLITE_SHARED_BUFFERS,
  };
}
