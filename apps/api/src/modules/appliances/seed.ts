import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index';
import { applianceFactory } from '../../db/seed/factories';
import type { DemoStep } from '../../db/seed/types';

/** Appliances of the demo price list (issue 30: a few thousand, so Search prices has something to rank). */
export const DEMO_APPLIANCES = 2000;

/** Rows a statement inserts: one statement of arrays each, as thousands of bound values are slow on PGlite. */
const BATCH = 1000;

type ApplianceValues = ReturnType<typeof applianceFactory>;

/** Inserts price-list rows as the `appliances` import writes them, in one statement of arrays. */
export async function insertAppliances(tx: Tx, rows: readonly ApplianceValues[]): Promise<void> {
  const col = <T>(pick: (r: ApplianceValues) => T) => sql.param(rows.map(pick));
  await tx.execute(
    sql`insert into appliances (code, ean, type, brand, internal_code, description, price, weight_kg)
        select * from unnest(${col((r) => r.code)}::text[], ${col((r) => r.ean)}::text[],
          ${col((r) => r.type)}::text[], ${col((r) => r.brand)}::text[], ${col((r) => r.internalCode)}::text[],
          ${col((r) => r.description)}::text[], ${col((r) => r.price)}::numeric[], ${col((r) => r.weightKg)}::numeric[])`,
  );
}

/**
 * Runs `load` with the price list's search and list indexes dropped (and its word index's walk), then builds them once, several
 * times faster than row by row; their definitions are read back from the catalogue, so they stay
 * those of the migration.
 */
export async function withIndexesDeferred(tx: Tx, load: () => Promise<void>): Promise<void> {
  const deferred = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename in ('appliances', 'appliance_words')
          and indexname like '%\_idx'`,
  );
  for (const index of deferred) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  for (const index of deferred) await tx.execute(sql.raw(index.definition));
}

/**
 * The demo price list (PRODUCT.md §6): DEMO_APPLIANCES appliances of six brands and eight types
 * (EL-000001…), in code order, as the `appliances` import writes them (their ready-for-delivery
 * stock is the `ready-stock` module's seed, which takes the first ones).
 */
async function seedAppliances(tx: Tx): Promise<void> {
  await withIndexesDeferred(tx, async () => {
    for (let from = 0; from < DEMO_APPLIANCES; from += BATCH) {
      const to = Math.min(DEMO_APPLIANCES, from + BATCH);
      await insertAppliances(
        tx,
        Array.from({ length: to - from }, (_, i) => applianceFactory(from + i + 1)),
      );
    }
  });
}

export const demoAppliances: DemoStep = { name: 'appliances', run: (tx) => seedAppliances(tx) };
