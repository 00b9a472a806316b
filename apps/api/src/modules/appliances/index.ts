import { demoAppliances } from '../../db/seed/appliances';
import { largeAppliances } from '../../db/seed/large/appliances';
import type { DomainModule } from '../types';
import { appliancesKind } from './import-price-list';
import { readyStockKind } from './import-ready-stock';

/**
 * The appliance price list and its ready-for-delivery stock (`appliances`, `appliance_stock`):
 * written by their two imports and the seeds; no routes yet (the order form will read them).
 */
export const appliances: DomainModule = {
  name: 'appliances',
  importKinds: [appliancesKind, readyStockKind],
  seed: { order: 100, demo: demoAppliances, large: largeAppliances },
};
