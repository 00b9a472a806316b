import type { DomainModule } from '../types';
import { readyStockKind } from './import-ready-stock';
import { demoReadyStock } from './seed';
import { largeReadyStock } from './seed-large';

/**
 * The ready-for-delivery stock (`appliance_stock`, spec §3 "Ready-to-deliver product"): written by
 * the `ready-stock` import and the seeds.
 */
export const readyStock: DomainModule = {
  name: 'ready-stock',
  importKinds: [readyStockKind],
  seed: { order: 110, demo: demoReadyStock, large: largeReadyStock },
};
