import { applianceFactory } from '../../db/seed/factories';
import { inBatches, type LargeStep } from '../../db/seed/large/types';
import { DEMO_APPLIANCES, insertAppliances, withIndexesDeferred } from './seed';

/** Codes after the demo's (EL-000001…, DEMO_APPLIANCES of them). */
const OFFSET = 10_000;

/**
 * The appliance price list at the size of PRODUCT.md §7 (100,000 items for 100,000 clients),
 * in batches from the factory (one statement of arrays each: thousands of bound values per
 * statement are slow on PGlite); their ready-for-delivery stock is the `ready-stock` module's step.
 */
export const largeAppliances: LargeStep = {
  name: 'appliances',
  async run(tx, ctx) {
    if (DEMO_APPLIANCES >= OFFSET) throw new Error('the large price list would reuse the demo codes');
    const count = Math.max(100, ctx.sizes.clients);
    await withIndexesDeferred(tx, async () => {
      await inBatches(count, 10_000, ctx, 'appliances', (from, to) =>
        insertAppliances(
          tx,
          Array.from({ length: to - from }, (_, i) => applianceFactory(OFFSET + from + i + 1)),
        ),
      );
      ctx.log('  appliances: search indexes');
    });
  },
};
