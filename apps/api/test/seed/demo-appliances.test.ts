import { isValidEan, READY_STOCK_FEW_LEFT } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type TestApp } from '../helpers/app';

/** The demo price list and ready stock (`modules/appliances/seed.ts`). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo appliances', () => {
  it('have valid EANs, several brands and types, and stock showing every availability', async () => {
    const rows = await queryRows<{ ean: string; brand: string; type: string; quantity: number | null }>(
      t.database.db,
      sql`select a.ean, a.brand, a.type, k.quantity from appliances a
          left join appliance_stock k on k.appliance_id = a.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((r) => !isValidEan(r.ean))).toEqual([]);
    expect(new Set(rows.map((r) => r.brand)).size).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.type)).size).toBeGreaterThan(3);
    const stock = rows.flatMap((r) => (r.quantity ? [r.quantity] : []));
    expect(stock.length).toBeGreaterThanOrEqual(15);
    expect(stock).toContain(1);
    expect(stock.some((q) => q > 1 && q <= READY_STOCK_FEW_LEFT)).toBe(true);
    expect(stock.some((q) => q > READY_STOCK_FEW_LEFT)).toBe(true);
  });
});
