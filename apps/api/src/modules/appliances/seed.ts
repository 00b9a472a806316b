import type { Tx } from '../../db/index';
import { applianceFactory } from '../../db/seed/factories';
import type { DemoStep } from '../../db/seed/types';
import { applianceStock, appliances } from './schema';

/** Pieces ready for delivery of every other demo appliance: one left, a few left, and more. */
const READY = [1, 3, 2, 6, 1, 12, 3, 4, 8, 2, 1, 20, 5, 3, 10];

/**
 * The demo price list (PRODUCT.md §6): 40 appliances of six brands, as the `appliances` import
 * writes them, and ready-for-delivery stock for 15 of them, as `ready-stock` does.
 */
async function seedAppliances(tx: Tx): Promise<void> {
  const rows = Array.from({ length: 40 }, (_, i) => applianceFactory(i + 1));
  const ids = (await tx.insert(appliances).values(rows).returning({ id: appliances.id })).map((r) => r.id);
  await tx.insert(applianceStock).values(
    READY.map((quantity, i) => ({
      applianceId: ids[i * 2] as number,
      quantity,
      warehouse: i % 3 === 0 ? 'Pordenone' : 'Verona',
    })),
  );
}

export const demoAppliances: DemoStep = { name: 'appliances', run: (tx) => seedAppliances(tx) };
