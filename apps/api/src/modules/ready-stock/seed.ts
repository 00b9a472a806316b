import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index';
import type { DemoStep } from '../../db/seed/types';
import { applianceStock } from './schema';

/** Pieces ready for delivery of every other demo appliance: one left, a few left, and more. */
const READY = [1, 3, 2, 6, 1, 12, 3, 4, 8, 2, 1, 20, 5, 3, 10];

/** The demo ready-for-delivery stock (PRODUCT.md §6), as the `ready-stock` import writes it. */
async function seedStock(tx: Tx): Promise<void> {
  const ids = (
    await queryRows<{ id: number }>(tx, sql`select id from appliances order by id limit ${READY.length * 2}`)
  ).map((r) => r.id);
  await tx.insert(applianceStock).values(
    READY.map((quantity, i) => ({
      applianceId: ids[i * 2] as number,
      quantity,
      warehouse: i % 3 === 0 ? 'Pordenone' : 'Verona',
    })),
  );
}

export const demoReadyStock: DemoStep = { name: 'ready-stock', run: (tx) => seedStock(tx) };
