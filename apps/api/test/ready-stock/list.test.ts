import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { rows, stocked } from './helpers';

/** `GET ready-stock`: the appliances in stock, and a total that counts them whatever the filter. */

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.call({ method: 'GET', url: `/en/v1.0/ready-stock?pageSize=100${query}`, token: tok.agent });
  expect(res.status, query).toBe(200);
  return res.body.args.response as { rows: { id: number; code: string }[]; total: number; total_capped?: boolean };
};

const inStock = async (where = sql`true`) =>
  (
    await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from appliance_stock k join appliances a on a.id = k.appliance_id
          where k.quantity > 0 and ${where}`,
    )
  )[0]?.n ?? 0;

describe('the ready-for-delivery list', () => {
  it('counts the appliances in stock, not those at 0, with and without a filter', async () => {
    const gone = await stocked(t, 0);
    const more = await stocked(t, 4);
    const all = await list();
    expect(all.total).toBe(await inStock());
    expect(all.total_capped ?? false).toBe(false);
    expect(all.rows.map((r) => r.id)).toContain(more);
    expect(all.rows.map((r) => r.id)).not.toContain(gone);
    const [row] = await rows<{ type: string; brand: string }>(
      t,
      sql`select type, brand from appliances where id = ${more}`,
    );
    const byType = await list(`&type=${encodeURIComponent(row?.type ?? '')}`);
    expect(byType.total).toBe(await inStock(sql`a.type = ${row?.type}`));
    expect(byType.total).toBeLessThanOrEqual(all.total);
    const byBrand = await list(`&brand=${encodeURIComponent(row?.brand ?? '')}`);
    expect(byBrand.total).toBe(await inStock(sql`a.brand = ${row?.brand}`));
  });
});
