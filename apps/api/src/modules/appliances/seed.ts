import type { Tx } from '../../db/index';
import { applianceFactory } from '../../db/seed/factories';
import type { DemoStep } from '../../db/seed/types';
import { appliances } from './schema';

/**
 * The demo price list (PRODUCT.md §6): 40 appliances of six brands, as the `appliances` import
 * writes them (their ready-for-delivery stock is the `ready-stock` module's seed).
 */
async function seedAppliances(tx: Tx): Promise<void> {
  const rows = Array.from({ length: 40 }, (_, i) => applianceFactory(i + 1));
  await tx.insert(appliances).values(rows);
}

export const demoAppliances: DemoStep = { name: 'appliances', run: (tx) => seedAppliances(tx) };
