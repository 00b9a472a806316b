import type { DomainModule } from '../types';
import { appliancesKind } from './import-price-list';
import { demoAppliances } from './seed';
import { largeAppliances } from './seed-large';

/** The price list's table: the ready stock (`ready-stock`) and its reservations refer to it. */
export { appliances as appliancesTable } from './schema';

/**
 * The appliance price list (`appliances`): written by its import and the seeds; the
 * ready-for-delivery stock is the `ready-stock` module's.
 * The whole domain lives in this folder: its tables (schema.ts, which drizzle-kit finds by the
 * folder), its import kind and its demo and large seed steps.
 */
export const appliances: DomainModule = {
  name: 'appliances',
  importKinds: [appliancesKind],
  seed: { order: 100, demo: demoAppliances, large: largeAppliances },
};
