import { count } from 'drizzle-orm';
import type { Storage } from '../../lib/storage/index';
import type { Database } from '../index';
import { users } from '../schema/index';
import { demoSteps } from './steps';
import type { DemoContext } from './types';

/**
 * Loads the demo data once, on an empty database: every module's step (`steps.ts`), in order,
 * each receiving what the earlier steps made. Files (the signed documents and PDFs) go to
 * `storage`, the same store the app reads.
 */
export async function seedDemo(database: Database, storage: Storage): Promise<boolean> {
  const steps = await demoSteps();
  return database.exclusively('seed', async () => {
    const [existing] = await database.db.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    await database.db.transaction(async (tx) => {
      const ctx: DemoContext = { storage, agencyIds: [], clientIds: [], userIds: {} };
      for (const step of steps) await step.run(tx, ctx);
    });
    return true;
  });
}
