/**
 * `npm run seed:large`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL)
 * with the large data set of PRODUCT.md §7, on top of the demo data. Sizes come from
 * LARGE_CLIENTS (default 100,000), LARGE_AGENCIES (50) and LARGE_AGENTS_PER_AGENCY (4).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { hashPassword } from '../../../lib/passwords';
import { openStorage } from '../../../lib/storage/select';
import { type Database, openDatabase, queryRows } from '../../index';
import { DEMO_PASSWORD } from '../accounts';
import { seedDemo } from '../index';
import { largeSteps } from '../steps';
import type { LargeContext, LargeSizes } from './types';

export function largeSizes(env: NodeJS.ProcessEnv = process.env): LargeSizes {
  const int = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
    return value;
  };
  return {
    clients: int('LARGE_CLIENTS', 100_000),
    agencies: int('LARGE_AGENCIES', 50),
    agentsPerAgency: int('LARGE_AGENTS_PER_AGENCY', 4),
  };
}

/** True when the large set is already in the database (its first agency exists). */
export async function hasLargeSet(database: Database) {
  const rows = await queryRows(database.db, sql`select 1 from agencies where code = 'L001'`);
  return rows.length > 0;
}

/** Runs every domain's step, each in its own transaction, then refreshes the planner's statistics. */
export async function seedLarge(database: Database, sizes: LargeSizes, log: (message: string) => void = console.log) {
  const ctx: LargeContext = {
    sizes,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    agencies: [],
    agentIds: [],
    staffIds: [],
    log,
  };
  const steps = await largeSteps();
  for (const step of steps) {
    const started = Date.now();
    log(`${step.name}…`);
    await database.db.transaction((tx) => step.run(tx, ctx));
    log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const started = Date.now();
  log('vacuum analyze…');
  await database.db.execute(sql`vacuum analyze`);
  for (const table of steps.flatMap((step) => step.compact ?? [])) {
    await database.db.execute(sql`vacuum (full, analyze) ${sql.identifier(table)}`);
  }
  log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const config = loadConfig();
  const sizes = largeSizes();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  try {
    const where = config.databaseUrl
      ? new URL(config.databaseUrl).pathname.slice(1)
      : path.join(config.dataDir, 'pgdata');
    console.log(
      `Large data set into ${database.kind} (${where}): ${sizes.clients.toLocaleString('en')} clients, ${sizes.agencies} agencies, ${sizes.agencies * sizes.agentsPerAgency} agents.`,
    );
    await database.migrate();
    const storage = await openStorage(config, database);
    const seeded = await seedDemo(database, storage).finally(() => storage.close());
    if (seeded) console.log('demo data loaded first');
    if (await hasLargeSet(database)) {
      console.log('The large data set is already there (agency L001); nothing to do.');
      return;
    }
    const started = Date.now();
    await seedLarge(database, sizes);
    const counts = await queryRows<Record<string, string>>(
      database.db,
      sql`select (select count(*) from clients) as clients, (select count(*) from sheets) as sheets,
        (select count(*) from sign_requests) as sign_requests, (select count(*) from sign_events) as sign_events,
        (select count(*) from users) as users, (select count(*) from outbox) as outbox,
        (select count(*) from registration_requests) as registrations`,
    );
    console.log(`Finished in ${((Date.now() - started) / 1000).toFixed(0)} s:`, counts[0]);
    console.log('Every large user (large-agent-001…, large-sales-01…, large-customer-<id>) has the demo password.');
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
