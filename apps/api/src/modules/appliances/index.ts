import type { DomainModule } from '../types';
import { appliancesKind } from './import-price-list';
import routes from './routes';
import { demoAppliances } from './seed';
import { largeAppliances } from './seed-large';

/** The price list's table: the ready stock (`ready-stock`) and its reservations refer to it. */
export { appliances as appliancesTable } from './schema';

/**
 * The appliance price list (`appliances`): written by its import and the seeds, read by Search
 * prices and Home appliances (routes.ts); the ready-for-delivery stock is the `ready-stock` module's.
 * The whole domain lives in this folder: its tables (schema.ts, which drizzle-kit finds by the
 * folder), its import kind and its demo and large seed steps.
 */
export const appliances: DomainModule = {
  name: 'appliances',
  v1: routes,
  importKinds: [appliancesKind],
  seed: { order: 100, demo: demoAppliances, large: largeAppliances },
  // Run with ANSWER_CACHE_MS=0 for the searches as computed (issue 30: p99 under 50 ms on
  // PostgreSQL, 150 ms on PGlite, over 100,000 appliances); the same URL is otherwise a kept answer.
  bench: [
    ['price search, words q=forno bosch', 'agent', 'appliances/search?q=forno%20bosch'],
    ['price search, code q=EL-0500', 'agent', 'appliances/search?q=EL-0500'],
    ['price search, EAN q=800000050', 'agent', 'appliances/search?q=800000050'],
    ['price search, accents q=ELÉCTROLÜX nero', 'agent', 'appliances/search?q=EL%C3%89CTROL%C3%9CX%20nero'],
    // What one user typing waits for, each keystroke's search after the last: issue 30's PGlite
    // target (150 ms), where one executor answers the 50 searchers above one after the other.
    ['price search as one user types, words', 'agent', 'appliances/search?q=forno%20bosch', undefined, undefined, 150],
    [
      'price search as one user types, accents',
      'agent',
      'appliances/search?q=EL%C3%89CTROL%C3%9CX%20nero',
      undefined,
      undefined,
      150,
    ],
    ['home appliances, page 1', 'agent', 'appliances?page=1'],
    ['home appliances, type and brand by price', 'agent', 'appliances?type=Forno&brand=Bosch&sort=price'],
    ['home appliances, facets', 'agent', 'appliances/facets'],
  ],
};
