import { defineConfig } from 'drizzle-kit';

/*
 * The tables: the platform's and the first domains' in src/db/schema (gathered by its index.ts),
 * and each domain's own in its module folder (src/modules/<name>/schema.ts), found by the folder:
 * a new domain's tables need no line anywhere (src/db/schema/index.test.ts holds both to it).
 */
export const SCHEMA_FILES = ['./src/db/schema/index.ts', './src/modules/*/schema.ts'];

export default defineConfig({
  dialect: 'postgresql',
  schema: SCHEMA_FILES,
  out: './src/db/migrations',
});
