import { count } from 'drizzle-orm';
import type { Storage } from '../../lib/storage/index';
import type { Database } from '../index';
import { users } from '../schema/index';
import { seedAccounts } from './accounts';
import { seedSheets } from './sheets';

/**
 * Loads the demo data once, on an empty database. Each domain adds its own seed step here,
 * receiving what the earlier steps created. Files (the signed documents and PDFs) go to
 * `storage`, the same store the app reads.
 */
export async function seedDemo(database: Database, storage: Storage): Promise<boolean> {
  return database.exclusively('seed', async () => {
    const [existing] = await database.db.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    await database.db.transaction(async (tx) => {
      const accounts = await seedAccounts(tx);
      await seedSheets(tx, accounts, storage);
    });
    return true;
  });
}
