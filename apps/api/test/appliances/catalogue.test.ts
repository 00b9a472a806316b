import { LIMITS, MAX_PAGE } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tok: DemoTokens;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  await t.database.db.execute(
    sql`insert into appliances (code, ean, type, brand, internal_code, description, price, weight_kg) values
        ('CAT-1', '4006381333931', 'Cantina Zeta', 'Zetaline', 'Z-1', 'Cantina a libera installazione', 99.9, null),
        ('CAT-2', '4006381333948', 'Cantina Zeta', 'Zetaline', 'Z-2', 'Cantina da incasso', 1500, 44.5),
        ('CAT-3', '5901234123457', 'Cantina Zeta', 'Ùltima', 'U-3', 'Cantina ventilata', 750.25, 30)`,
  );
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = tok.customer, lang = 'it') =>
  t.call({ method: 'GET', url: `/${lang}/v1.0/${url}`, token: token ?? undefined });
const page = async (query: string, token?: string) => {
  const res = await get(`appliances?${query}`, token);
  expect(res.status, query).toBe(200);
  return res.body.args.response as { rows: { code: string; price: string }[]; total: number; total_capped?: boolean };
};

describe('GET appliances', () => {
  it('pages the price list in code order with its headers in the language, the total counted up to the cap', async () => {
    const first = await get('appliances', tok.agent, 'en');
    expect(first.status).toBe(200);
    const list = first.body.args.response;
    expect(list.table_headers.map((h: { label: string }) => h.label)).toEqual([
      'Code',
      'Type',
      'Brand',
      'Description',
      'EAN',
      'Internal code',
      'Price',
      'Weight',
    ]);
    expect(list.rows).toHaveLength(LIMITS.pageSizeDefault);
    const codes = list.rows.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort());
    const [all] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from appliances`);
    expect(list.total).toBe(Math.min(all?.n ?? 0, LIMITS.listCountCap));
  });

  it('filters by type, brand, price range and text, accents aside', async () => {
    expect((await page('type=Cantina%20Zeta')).rows.map((r) => r.code)).toEqual(['CAT-1', 'CAT-2', 'CAT-3']);
    expect((await page('type=Cantina%20Zeta&brand=Zetaline')).total).toBe(2);
    const range = await page('type=Cantina%20Zeta&price_min=100&price_max=1000');
    expect(range.rows.map((r) => r.code)).toEqual(['CAT-3']);
    expect(range.rows[0]?.price).toBe('750.25');
    expect((await page('q=ULTIMA%20ventilata')).rows.map((r) => r.code)).toEqual(['CAT-3']);
    expect((await page('type=cantina%20zeta')).total).toBe(0);
  });

  it('sorts by price and description both ways', async () => {
    const up = await page('type=Cantina%20Zeta&sort=price');
    expect(up.rows.map((r) => r.code)).toEqual(['CAT-1', 'CAT-3', 'CAT-2']);
    const down = await page('type=Cantina%20Zeta&sort=price&order=desc');
    expect(down.rows.map((r) => r.code)).toEqual(['CAT-2', 'CAT-3', 'CAT-1']);
    const byText = await page('type=Cantina%20Zeta&sort=description');
    expect(byText.rows.map((r) => r.code)).toEqual(['CAT-1', 'CAT-2', 'CAT-3']);
  });

  it('answers a page past the end with no rows and the total', async () => {
    const past = await page('type=Cantina%20Zeta&page=5');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(3);
    expect((await page(`type=Cantina%20Zeta&page=${MAX_PAGE}&pageSize=100`)).rows).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, in the language', async () => {
    const bad = async (query: string, field: string, message: string) => {
      const res = await get(`appliances?${query}`, tok.admin, 'en');
      expect(res.status, query).toBe(400);
      expect(res.body.args.error.fields?.[field], query).toBe(message);
    };
    await bad('page=2147483648', 'page', 'Enter a valid number');
    await bad(`page=${MAX_PAGE + 1}`, 'page', 'Enter a valid number');
    await bad('price_min=1e3', 'price_min', 'Enter a valid number');
    await bad('price_min=500&price_max=100', 'price_max', 'The highest price must not be below the lowest');
    await bad('sort=id', 'sort', 'Choose a valid sort order');
    await bad('type=a%00b', 'type', 'Contains characters that are not allowed');
    await bad(`brand=${'x'.repeat(10_000)}`, 'brand', 'Too long');
    await bad('q=abc%00', 'q', 'Contains characters that are not allowed');
    const fr = await get('appliances?sort=id', tok.admin, 'fr');
    expect(fr.body.args.error.fields?.sort).toBe('Choisissez un tri valide');
  });
});

describe('GET appliances/facets', () => {
  it('counts the appliances of each type and brand', async () => {
    const res = await get('appliances/facets');
    expect(res.status).toBe(200);
    const { types, brands } = res.body.args.response;
    expect(types).toContainEqual({ value: 'Cantina Zeta', count: 3 });
    expect(brands).toContainEqual({ value: 'Zetaline', count: 2 });
    expect(brands).toContainEqual({ value: 'Ùltima', count: 1 });
    const [n] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from appliances`);
    expect(types.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBe(n?.n);
  });

  it('stays equal to a recount of the price list after every kind of write, and after concurrent ones', async () => {
    const recount = async () => {
      const groups = await queryRows<{ type: string; brand: string; n: number }>(
        t.database.db,
        sql`select type, brand, count(*)::int as n from appliances group by type, brand`,
      );
      const tally = (pick: (g: (typeof groups)[number]) => string) => {
        const counts = new Map<string, number>();
        for (const g of groups) counts.set(pick(g), (counts.get(pick(g)) ?? 0) + g.n);
        return [...counts].map(([value, count]) => ({ value, count })).sort((x, y) => x.value.localeCompare(y.value));
      };
      return { types: tally((g) => g.type), brands: tally((g) => g.brand) };
    };
    const answered = async () => {
      const res = await get('appliances/facets');
      const sorted = (list: { value: string; count: number }[]) =>
        [...list].sort((x, y) => x.value.localeCompare(y.value));
      return { types: sorted(res.body.args.response.types), brands: sorted(res.body.args.response.brands) };
    };
    const db = t.database.db;
    await db.execute(
      sql`insert into appliances (code, ean, type, brand, internal_code, description, price) values
          ('FAC-1', '4006381333955', 'Facet Tipo', 'Facetbrand', 'F-1', 'Uno', 1),
          ('FAC-2', '4006381333962', 'Facet Tipo', 'Facetbrand', 'F-2', 'Due', 2)`,
    );
    expect(await answered()).toEqual(await recount());
    await db.execute(sql`update appliances set brand = 'Altrobrand' where code = 'FAC-2'`);
    expect(await answered()).toEqual(await recount());
    expect((await answered()).brands).toContainEqual({ value: 'Altrobrand', count: 1 });
    await db.execute(sql`update appliances set price = 3 where code = 'FAC-1'`);
    await db.execute(sql`delete from appliances where code = 'FAC-1'`);
    expect(await answered()).toEqual(await recount());
    expect((await answered()).brands).not.toContainEqual(expect.objectContaining({ value: 'Facetbrand' }));
    // Writers at once (on PostgreSQL, each on its own connection): every count is still right.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db.execute(
          sql`insert into appliances (code, ean, type, brand, internal_code, description, price)
              values (${`FAC-C${i}`}, ${`40063813340${String(i).padStart(2, '0')}`}, 'Facet Tipo', ${`Conc${i % 2}`}, ${`FC-${i}`}, 'C', 1)`,
        ),
      ),
    );
    expect(await answered()).toEqual(await recount());
    await db.execute(sql`delete from appliances where code like 'FAC-%'`);
    expect(await answered()).toEqual(await recount());
  });
});

describe('GET appliances/{id}', () => {
  it('answers every field of the appliance, and 404 for a missing one', async () => {
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from appliances where code = 'CAT-2'`);
    const res = await get(`appliances/${row?.id}`, tok.agent2);
    expect(res.status).toBe(200);
    expect(res.body.args.response).toMatchObject({
      code: 'CAT-2',
      ean: '4006381333948',
      type: 'Cantina Zeta',
      brand: 'Zetaline',
      internal_code: 'Z-2',
      description: 'Cantina da incasso',
      price: '1500.00',
      weight_kg: '44.50',
    });
    expect(typeof res.body.args.response.updated_at).toBe('string');
    expect((await get('appliances/2147483647')).status).toBe(404);
    expect((await get('appliances/2147483648')).status).toBe(400);
    expect((await get('appliances/abc')).status).toBe(400);
    expect((await get('appliances/1', null)).status).toBe(401);
  });
});
