import { codesOf, REVENUE_CATEGORIES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, idOf, rows } from '../sheets/helpers';

let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;
let client: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
  client = await idOf(t, 'clients', 'code', 'MB0001');
});
afterAll(() => t.close());

const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const year = new Date().getFullYear();

type Row = { category: string; name: string; amounts: number[]; delta: number; delta_percent: number | null };

/** Each revenue category's sums of the two years as a plain sum over the raw sales lines. */
async function plainYears(where: SQL, y = year) {
  const [first, second] = [y - 2, y - 1];
  return Promise.all(
    REVENUE_CATEGORIES.map(async (c) => {
      const [s] = await rows<{ first: string; second: string }>(
        t,
        sql`select coalesce(sum(amount) filter (where day between ${`${first}-01-01`} and ${`${first}-12-31`}), 0) as first,
          coalesce(sum(amount) filter (where day between ${`${second}-01-01`} and ${`${second}-12-31`}), 0) as second
          from sales_lines where ${where} and category in (${sql.join(
            codesOf(c.key).map((code) => sql`${code}`),
            sql`, `,
          )})`,
      );
      return { category: c.key, amounts: [Number(s?.first), Number(s?.second)] };
    }),
  );
}

function expectFigures(got: Row[], plain: { category: string; amounts: number[] }[]) {
  expect(got.map((r) => r.category)).toEqual(plain.map((p) => p.category));
  for (const [i, p] of plain.entries()) {
    const row = got[i] as Row;
    expect(row.amounts[0], p.category).toBeCloseTo(p.amounts[0] as number, 2);
    expect(row.amounts[1], p.category).toBeCloseTo(p.amounts[1] as number, 2);
    expect(row.delta, p.category).toBeCloseTo((p.amounts[1] as number) - (p.amounts[0] as number), 2);
  }
}

describe('sales/prev-2-years', () => {
  it('gives staff the network’s two years before this one, each a plain sum of the sales lines', async () => {
    const res = await get(tok.sales, '/en/v1.0/sales/prev-2-years');
    expect(res.status).toBe(200);
    const body = res.body.args.response;
    expect(body.years).toEqual([year - 2, year - 1]);
    expect(body.title).toBe(`Revenue ${year - 2} and ${year - 1}`);
    expect(body.scope).toEqual({});
    expect(body.table_headers.map((h: { label: string }) => h.label)).toEqual([
      'Category',
      String(year - 2),
      String(year - 1),
      'Delta',
      'Delta %',
    ]);
    const plain = await plainYears(sql`true`);
    expect(plain.find((p) => p.category === 'expo')?.amounts[0]).toBeGreaterThan(0);
    expect(plain.find((p) => p.category === 'expo')?.amounts[1]).toBeGreaterThan(0);
    expectFigures(body.rows, plain);
    const expo = body.rows.find((r: Row) => r.category === 'expo');
    expect(expo.name).toBe('Expo (all)');
    expect(expo.delta_percent).toBeCloseTo((expo.delta / expo.amounts[0]) * 100, 0);
  });

  it('gives an agency and one client of it, in the request’s language', async () => {
    const agency = (await get(tok.agent, `/it/v1.0/sales/prev-2-years/${nord}`)).body.args.response;
    expect(agency.scope).toEqual({ agency: { id: nord, name: 'Agenzia Lombarda Arredo' } });
    expect(agency.title).toBe(`Fatturato ${year - 2} e ${year - 1}`);
    expectFigures(agency.rows, await plainYears(sql`agency_id = ${nord}`));

    const res = await get(tok.agent, `/fr/v1.0/sales/prev-2-years/${nord}/client/${client}`);
    expect(res.status).toBe(200);
    const one = res.body.args.response;
    expect(one.scope.client.id).toBe(client);
    expect(one.rows.find((r: Row) => r.category === 'worktops').amounts).toHaveLength(2);
    expectFigures(one.rows, await plainYears(sql`agency_id = ${nord} and client_id = ${client}`));

    const sudAgency = (await get(tok.admin, `/en/v1.0/sales/prev-2-years/${sud}`)).body.args.response;
    expectFigures(sudAgency.rows, await plainYears(sql`agency_id = ${sud}`));
  });

  it('answers an earlier year: the two before it', async () => {
    const body = (await get(tok.admin, `/en/v1.0/sales/prev-2-years/${nord}?year=${year - 1}`)).body.args.response;
    expect(body.years).toEqual([year - 3, year - 2]);
    expectFigures(body.rows, await plainYears(sql`agency_id = ${nord}`, year - 1));
  });

  it('keeps an agent to their own agency: another agency or its client answers like a missing one', async () => {
    const missing = await get(tok.agent2, '/en/v1.0/sales/prev-2-years/987654');
    expect(missing.status).toBe(404);
    for (const url of [
      `sales/prev-2-years/${nord}`,
      `sales/prev-2-years/${nord}/client/${client}`,
      `sales/prev-2-years/${sud}/client/${client}`,
      `sales/prev-2-years/${sud}/client/987654`,
    ]) {
      const res = await get(tok.agent2, `/en/v1.0/${url}`);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual(missing.body);
    }
    expect((await get(tok.agent2, `/en/v1.0/sales/prev-2-years/${sud}`)).status).toBe(200);
    // A client of another agency under the staff's agency path is not found either.
    expect((await get(tok.admin, `/en/v1.0/sales/prev-2-years/${sud}/client/${client}`)).status).toBe(404);
    // The network is the staff's alone.
    expect((await get(tok.agent, '/en/v1.0/sales/prev-2-years')).status).toBe(403);
  });

  it('refuses customers and anonymous callers', async () => {
    for (const url of [
      'sales/prev-2-years',
      `sales/prev-2-years/${nord}`,
      `sales/prev-2-years/${nord}/client/${client}`,
    ]) {
      expect((await get(tok.customer, `/en/v1.0/${url}`)).status, url).toBe(403);
      expect((await get(undefined, `/en/v1.0/${url}`)).status, url).toBe(401);
    }
  });

  it('refuses bad ids and years with a 4xx, never a 500', async () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', '2147483648', '%00']) {
      for (const url of [
        `sales/prev-2-years/${bad}`,
        `sales/prev-2-years/${bad}/client/${client}`,
        `sales/prev-2-years/${nord}/client/${bad}`,
      ]) {
        const res = await get(tok.admin, `/en/v1.0/${url}`);
        expect(res.status, url).toBeGreaterThanOrEqual(400);
        expect(res.status, url).toBeLessThan(500);
      }
      expect((await get(tok.admin, `/en/v1.0/sales/prev-2-years/${bad}`)).status, bad).toBe(400);
    }
    for (const bad of ['1999', '2100', 'abc', '2025.5', '']) {
      const res = await get(tok.admin, `/it/v1.0/sales/prev-2-years?year=${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });
});
