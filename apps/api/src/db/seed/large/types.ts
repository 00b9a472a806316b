import type { Tx } from '../../index';

/** How big the large data set is (PRODUCT.md §7); `npm run seed:large` reads LARGE_* variables. */
export type LargeSizes = {
  clients: number;
  agencies: number;
  agentsPerAgency: number;
};

/** What the earlier steps made, for the later ones. */
export type LargeContext = {
  sizes: LargeSizes;
  passwordHash: string;
  agencies: { id: number; agent: string }[];
  agentIds: number[];
  staffIds: number[];
  log(message: string): void;
};

/**
 * One domain's part of the large data set. Each step runs in its own transaction, in the order of
 * their modules' `seed.order` (`../steps.ts`); a new domain adds a file and names its step in its
 * module's descriptor (`modules/<name>/index.ts`).
 */
export type LargeStep = {
  name: string;
  run(tx: Tx, ctx: LargeContext): Promise<void>;
  /**
   * Small tables the step updates over and over (counters): rewritten whole once the set is
   * loaded (VACUUM FULL), so that reading one scans its live rows' few pages, not the pages of
   * every row version the loading left behind (client_counts: 87 pages for 210 rows).
   */
  compact?: string[];
};

/** Splits `total` into batches and reports progress every few batches. */
export async function inBatches(
  total: number,
  size: number,
  ctx: LargeContext,
  label: string,
  fn: (from: number, to: number) => Promise<void>,
) {
  let lastReport = Date.now();
  for (let from = 0; from < total; from += size) {
    const to = Math.min(total, from + size);
    await fn(from, to);
    if (Date.now() - lastReport > 2000 || to === total) {
      ctx.log(`  ${label}: ${to.toLocaleString('en')} / ${total.toLocaleString('en')}`);
      lastReport = Date.now();
    }
  }
}
