import type { DomainModule } from '../types';
import { appliancesKind } from './import-price-list';
import { readyStockKind } from './import-ready-stock';
import { demoAppliances } from './seed';
import { largeAppliances } from './seed-large';

/**
 * The appliance price list and its ready-for-delivery stock (`appliances`, `appliance_stock`):
 * written by their two imports and the seeds; no routes yet (the order form will read them).
 * The whole domain lives in this folder: its tables (schema.ts, which drizzle-kit finds by the
 * folder), its import kinds and its demo and large seed steps.
 */
export const appliances: DomainModule = {
  name: 'appliances',
  importKinds: [appliancesKind, readyStockKind],
  seed: { order: 100, demo: demoAppliances, large: largeAppliances },
};
