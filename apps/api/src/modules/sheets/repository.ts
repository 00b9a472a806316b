import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { agencies, sheets, signEvents, signRequests } from '../../db/schema/index';

export type SheetRow = typeof sheets.$inferSelect;

export async function latestSheet(db: DbOrTx, clientId: number): Promise<SheetRow | null> {
  const [row] = await db
    .select()
    .from(sheets)
    .where(eq(sheets.clientId, clientId))
    .orderBy(desc(sheets.version))
    .limit(1);
  return row ?? null;
}

export async function sheetVersions(db: DbOrTx, clientId: number): Promise<SheetRow[]> {
  return db.select().from(sheets).where(eq(sheets.clientId, clientId)).orderBy(desc(sheets.version));
}

export async function insertSheet(db: DbOrTx, values: typeof sheets.$inferInsert): Promise<SheetRow> {
  const [row] = await db.insert(sheets).values(values).returning();
  if (!row) throw new Error('sheet insert returned nothing');
  return row;
}

export async function updateSheet(
  db: DbOrTx,
  id: number,
  values: Partial<typeof sheets.$inferInsert>,
): Promise<SheetRow> {
  const [row] = await db
    .update(sheets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sheets.id, id))
    .returning();
  if (!row) throw new Error('sheet update returned nothing');
  return row;
}

/** The newest sign request of a sheet version (open or not). */
export async function lastSignRequest(db: DbOrTx, sheetId: number) {
  const [row] = await db
    .select()
    .from(signRequests)
    .where(eq(signRequests.sheetId, sheetId))
    .orderBy(desc(signRequests.id))
    .limit(1);
  return row ?? null;
}

/** Every version's sign requests with their events, for the status history. */
export async function signHistory(db: DbOrTx, sheetIds: number[]) {
  if (sheetIds.length === 0) return { requests: [], events: [] };
  const requests = await db
    .select()
    .from(signRequests)
    .where(inArray(signRequests.sheetId, sheetIds))
    .orderBy(desc(signRequests.id));
  const events =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(signEvents)
          .where(
            inArray(
              signEvents.signRequestId,
              requests.map((r) => r.id),
            ),
          )
          .orderBy(signEvents.id);
  return { requests, events };
}

export async function agencyOptions(db: DbOrTx, agencyId?: number | null) {
  const query = db.select({ id: agencies.id, name: agencies.name }).from(agencies);
  return agencyId === undefined ? query.orderBy(agencies.name) : query.where(eq(agencies.id, agencyId ?? 0));
}

export async function agencyExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id)).limit(1);
  return Boolean(row);
}
