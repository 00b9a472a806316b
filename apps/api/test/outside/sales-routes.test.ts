import { MAX_PAGE } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/db/schema/index';
import { clientFactory } from '../../src/db/seed/factories';
import { salesDailySql, salesLinesSql } from '../../src/db/seed/sales';
import { createTestApp, type DemoTokens, type DemoUser, loginAll, type TestApp } from '../helpers/app';
import { completeFields, demoAgencies, rows } from '../sheets/helpers';
import { expectNo500, expectRefused, langOf } from './helpers';

/**
 * An outside tester's pass over the revenue drill-down calls (sales/delta, own-clients, progress,
 * lines): every role, ids of every shape, repeated and array-style parameters, paging and
 * languages. What it found is pinned at the end, fixed.
 */
let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;
/** A live client of each demo agency, and a deleted one of nord. */
let nordClient: number;
let sudClient: number;
let deleted: number;

const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const ids = (res: { body: any }) => (res.body.args.response.rows as { id: number }[]).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
  const first = async (where: ReturnType<typeof sql>) =>
    Number((await rows<{ id: number }>(t, sql`select id from clients where ${where} order by id limit 1`))[0]?.id);
  nordClient = await first(
    sql`agency_id = ${nord} and status <> 'deleted' and kind = 'retailer' and exists (select 1 from sales_lines l where l.client_id = clients.id)`,
  );
  sudClient = await first(
    sql`agency_id = ${sud} and status <> 'deleted' and kind = 'retailer' and exists (select 1 from sales_lines l where l.client_id = clients.id)`,
  );
  deleted = await first(sql`status = 'deleted'`);
});
afterAll(() => t.close());

/** The four routes, at one agency and one of its clients. */
const routes = (a: number | string, c: number | string) => [
  `sales/delta/agent/${a}`,
  `sales/own-clients/agent/${a}`,
  `sales/progress/client/${c}`,
  `sales/lines/agent/${a}/client/${c}`,
];

describe('who sees what', () => {
  it('staff read every agency and client; an agent their own; another agency’s answers exactly like a missing one', async () => {
    for (const user of ['admin', 'sales'] as const) {
      for (const url of [...routes(nord, nordClient), ...routes(sud, sudClient)]) {
        expect((await get(tok[user], `/en/v1.0/${url}`)).status, `${user} ${url}`).toBe(200);
      }
    }
    const cases: [DemoUser, [number, number], [number, number]][] = [
      ['agent', [nord, nordClient], [sud, sudClient]],
      ['agent2', [sud, sudClient], [nord, nordClient]],
    ];
    for (const [user, own, other] of cases) {
      const mine = routes(...own);
      const theirs = routes(...other);
      const missing = routes(987_654, 987_654_321);
      for (const [i, url] of mine.entries()) {
        const lang = langOf(i);
        expect((await get(tok[user], `/${lang}/v1.0/${url}`)).status, `${user} ${url}`).toBe(200);
        const foreign = await get(tok[user], `/${lang}/v1.0/${theirs[i]}`);
        const absent = await get(tok[user], `/${lang}/v1.0/${missing[i]}`);
        expectRefused(foreign, 404, lang, 'errors.notFound', `${user} ${theirs[i]}`);
        expect(foreign.body, `${user} ${theirs[i]}`).toEqual(absent.body);
        // Their own agency with the other agency's client, and the other way round.
        if (url.startsWith('sales/lines')) {
          expect((await get(tok[user], `/${lang}/v1.0/${routes(own[0], other[1])[3]}`)).body).toEqual(absent.body);
          expect((await get(tok[user], `/${lang}/v1.0/${routes(other[0], own[1])[3]}`)).body).toEqual(absent.body);
        }
      }
    }
  });

  it('refuses customers (403) and anonymous callers (401) in the request’s language, for any id', async () => {
    for (const [i, url] of [...routes(nord, nordClient), ...routes(987_654, 987_654_321)].entries()) {
      const lang = langOf(i);
      expectRefused(await get(tok.customer, `/${lang}/v1.0/${url}`), 403, lang, 'errors.forbidden', url);
      expectRefused(await get(undefined, `/${lang}/v1.0/${url}`), 401, lang, 'errors.sessionExpired', url);
      expectRefused(await get('not-a-token', `/${lang}/v1.0/${url}`), 401, lang, 'errors.sessionExpired', url);
    }
  });

  it('a client named under another agency, or a deleted client, is a 404 even for staff', async () => {
    for (const user of ['admin', 'sales'] as const) {
      for (const url of [
        `sales/lines/agent/${nord}/client/${sudClient}`,
        `sales/lines/agent/${sud}/client/${nordClient}`,
        `sales/lines/agent/${nord}/client/${deleted}`,
        `sales/progress/client/${deleted}`,
      ]) {
        expectRefused(await get(tok[user], `/it/v1.0/${url}`), 404, 'it', 'errors.notFound', `${user} ${url}`);
      }
    }
    expectRefused(await get(tok.agent, `/fr/v1.0/sales/progress/client/${deleted}`), 404, 'fr', 'errors.notFound');
  });
});

describe('ids, parameters and languages', () => {
  it('an id that is not a positive PostgreSQL integer is a 400 in the request’s language, on every id of every route', async () => {
    const bad = ['-1', '0', '2147483648', '99999999999999999999', 'abc', '1.5', '%20', 'NaN', 'Infinity', '1e400'];
    let i = 0;
    for (const user of ['admin', 'agent'] as const) {
      for (const b of bad) {
        for (const url of [...routes(b, nordClient), ...routes(nord, b)]) {
          if (!url.includes(b)) continue;
          const lang = langOf(i++);
          expectRefused(await get(tok[user], `/${lang}/v1.0/${url}`), 400, lang, 'validation.invalidNumber', url);
        }
      }
    }
  });

  it('repeated parameters are a 400, never a 500 nor a silently chosen value; array-style keys are ignored', async () => {
    const base = `sales/own-clients/agent/${nord}`;
    for (const [i, url] of [
      `${base}?categories=NN&categories=E2`,
      `${base}?year=2025&year=2024`,
      `${base}?q=a&q=b`,
      `${base}?order=desc&order=asc`,
      `${base}?page=1&page=2`,
      `sales/delta/agent/${nord}?year=2025&year=2024`,
      `sales/progress/client/${nordClient}?categories=NN&categories=E2`,
      `sales/lines/agent/${nord}/client/${nordClient}?category=NN&category=E2`,
      `sales/lines/agent/${nord}/client/${nordClient}?pageSize=5&pageSize=10`,
    ].entries()) {
      const lang = langOf(i);
      expectRefused(await get(tok.admin, `/${lang}/v1.0/${url}`), 400, lang, undefined, url);
      expect(JSON.stringify((await get(tok.admin, `/${lang}/v1.0/${url}`)).body.args.error.message)).not.toMatch(
        /Expected|received|invalid_type/,
      );
    }
    // `categories[]=NN` is not `categories`: the answer is the unfiltered list, not a 500.
    const plain = await get(tok.agent, `/en/v1.0/${base}?pageSize=100`);
    for (const url of [
      `${base}?pageSize=100&categories[]=NN`,
      `${base}?pageSize=100&categories[0]=NN&categories[1]=E2`,
    ]) {
      const res = await get(tok.agent, `/en/v1.0/${url}`);
      expect(res.status, url).toBe(200);
      expect(ids(res)).toEqual(ids(plain));
    }
    const progress = await get(tok.agent, `/en/v1.0/sales/progress/client/${nordClient}?categories[]=NN`);
    expect(progress.status).toBe(200);
  });

  it('an unknown or mis-cased category is a 400 naming the field in the request’s language', async () => {
    const bad = ['sofas', 'nn', 'NN,XX', '__proto__', 'constructor', 'toString', 'NN;E2', `NN,${'E2,'.repeat(70)}`];
    let i = 0;
    for (const value of bad) {
      for (const url of [
        `sales/own-clients/agent/${nord}?categories=${encodeURIComponent(value)}`,
        `sales/progress/client/${nordClient}?categories=${encodeURIComponent(value)}`,
      ]) {
        const lang = langOf(i++);
        const res = await get(tok.agent, `/${lang}/v1.0/${url}`);
        expectRefused(res, 400, lang, undefined, url);
        expect(res.body.args.error.fields.categories, url).toBeTruthy();
      }
    }
    for (const value of ['nn', 'sofas', '__proto__', 'NN,E2']) {
      const url = `sales/lines/agent/${nord}/client/${nordClient}?category=${encodeURIComponent(value)}`;
      const res = await get(tok.admin, `/es/v1.0/${url}`);
      expectRefused(res, 400, 'es', 'sales.validation.category', url);
    }
    // Blank and empty lists mean every category.
    for (const value of ['', ',,,', ' , ']) {
      expect((await get(tok.agent, `/en/v1.0/sales/own-clients/agent/${nord}?categories=${value}`)).status).toBe(200);
    }
  });

  it('pages past the end answer an empty page with the total; beyond the last page or a huge page size is a 400', async () => {
    const lines = `sales/lines/agent/${nord}/client/${nordClient}`;
    const own = `sales/own-clients/agent/${nord}`;
    for (const url of [own, lines]) {
      const first = await get(tok.agent, `/en/v1.0/${url}?pageSize=1`);
      expect(first.status).toBe(200);
      const total = first.body.args.response.total as number;
      expect(total).toBeGreaterThan(0);
      for (const page of [total + 1, 999_999, MAX_PAGE]) {
        const res = await get(tok.agent, `/en/v1.0/${url}?page=${page}&pageSize=100`);
        expect(res.status, `${url} ${page}`).toBe(200);
        expect(res.body.args.response.rows, `${url} ${page}`).toEqual([]);
        expect(res.body.args.response.total, `${url} ${page}`).toBe(total);
      }
      for (const [i, query] of [
        `page=${MAX_PAGE + 1}`,
        'page=0',
        'page=-1',
        'pageSize=0',
        'pageSize=101',
        'pageSize=100000',
        'pageSize=1e9',
      ].entries()) {
        const lang = langOf(i);
        expectRefused(
          await get(tok.agent, `/${lang}/v1.0/${url}?${query}`),
          400,
          lang,
          'validation.invalidNumber',
          query,
        );
      }
    }
  });

  it('sorts by anything without failing: names of Object’s prototype and unknown columns are the default order', async () => {
    for (const base of [`sales/own-clients/agent/${nord}`, `sales/lines/agent/${nord}/client/${nordClient}`]) {
      const plain = await get(tok.agent, `/en/v1.0/${base}?pageSize=100`);
      for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password', 'flags', 'id;drop']) {
        const res = await get(tok.agent, `/en/v1.0/${base}?pageSize=100&sort=${encodeURIComponent(sort)}`);
        expect(res.status, `${base} ${sort}`).toBe(200);
        expect(res.body.args.response.total).toBe(plain.body.args.response.total);
      }
      expectRefused(await get(tok.agent, `/it/v1.0/${base}?sort=${'x'.repeat(41)}`), 400, 'it', 'validation.tooLong');
    }
  });

  it('refuses NUL and over-long search text; takes % _ and \\ literally', async () => {
    for (const base of [`sales/own-clients/agent/${nord}`, `sales/lines/agent/${nord}/client/${nordClient}`]) {
      expectRefused(await get(tok.agent, `/fr/v1.0/${base}?q=a%00b`), 400, 'fr', 'validation.invalidText');
      expectRefused(await get(tok.agent, `/es/v1.0/${base}?q=${'x'.repeat(101)}`), 400, 'es', 'validation.tooLong');
      for (const q of ['%25', '_', '%5C', '%ED%A0%80', '%F0%9F%98%80']) {
        const res = await get(tok.agent, `/en/v1.0/${base}?q=${q}`);
        expect(res.status, q).toBe(200);
        expect(res.body.args.response.rows, q).toEqual([]);
      }
    }
  });

  it('a year outside the sales years is a 400; an old year with no sales is zeros, not an error', async () => {
    for (const [i, url] of [
      `sales/delta/agent/${nord}?year=1999`,
      `sales/delta/agent/${nord}?year=2100`,
      `sales/delta/agent/${nord}?year=abc`,
      `sales/own-clients/agent/${nord}?year=-2025`,
      `sales/progress/client/${nordClient}?year=1e3`,
      `sales/lines/agent/${nord}/client/${nordClient}?year=99999999999999999999`,
    ].entries()) {
      const lang = langOf(i);
      expectRefused(await get(tok.agent, `/${lang}/v1.0/${url}`), 400, lang, 'validation.invalidNumber', url);
    }
    const old = await get(tok.agent, `/en/v1.0/sales/delta/agent/${nord}?year=2000`);
    expect(old.status).toBe(200);
    expect(old.body.args.response.total.current_year).toBe(0);
  });

  it('an unknown language or version answers the envelope, never the data', async () => {
    for (const prefix of ['xx/v1.0', 'IT/v1.0', '__proto__/v1.0', 'constructor/v1.0', 'i/v1.0', 'itt/v1.0']) {
      for (const url of routes(nord, nordClient)) {
        const res = await get(tok.admin, `/${prefix}/${url}`);
        expectRefused(res, 400, 'en', 'errors.unsupportedLanguage', `${prefix}/${url}`);
      }
    }
    for (const prefix of ['it/v3.0', 'fr/v2.0', 'es/v1.1']) {
      const res = await get(tok.admin, `/${prefix}/${routes(nord, nordClient)[0]}`);
      expectNo500(res, prefix);
      expect(res.status, prefix).toBe(404);
      expect(res.body.args.response).toBeUndefined();
    }
  });
});

describe('found by the outside test, fixed', () => {
  /**
   * Staff may move a client to another agency (sheets: "staff choose (and may move a client)").
   * Its sales lines keep the agency that sold them, and own-clients lists the clients of an
   * agency's lines without checking whose client each is now: the old agency's agent keeps
   * reading the client's current name, code and province, while every call about the client
   * itself (progress, lines) answers them 404. Another agency's client must not be listed.
   */
  it('own-clients no longer lists a client staff moved to another agency to the old agency’s agent', async () => {
    const [row] = await t.database.db
      .insert(clients)
      .values({ ...clientFactory(930_001, nord), companyName: 'Trasferito Altrove S.r.l.' })
      .returning({ id: clients.id });
    const moved = Number(row?.id);
    await t.database.db.execute(salesLinesSql(sql`c.id = ${moved}`));
    await t.database.db.execute(salesDailySql(sql`client_id = ${moved}`));
    const url = `/en/v1.0/sales/own-clients/agent/${nord}?pageSize=100&q=Trasferito`;
    expect(ids(await get(tok.agent, url))).toEqual([moved]);

    const move = await t.call({
      method: 'POST',
      url: `/en/v1.0/admin/schede/client-set/${moved}`,
      token: tok.admin,
      payload: { is_edited: true, scheda_fields: completeFields('Trasferito Altrove S.r.l.', sud) },
    });
    expect(move.status).toBe(200);
    expect(await rows(t, sql`select agency_id from clients where id = ${moved}`)).toEqual([{ agency_id: sud }]);
    // Every call about the client itself now answers nord's agent like a missing client…
    expect((await get(tok.agent, `/en/v1.0/sales/progress/client/${moved}`)).status).toBe(404);
    expect((await get(tok.agent, `/en/v1.0/sales/lines/agent/${nord}/client/${moved}`)).status).toBe(404);
    // …so the list does not show it either.
    const listed = (await get(tok.agent, url)).body.args.response.rows as { id: number; name: string }[];
    expect(listed.map((r) => r.id)).not.toContain(moved);
  });

  /**
   * A list answers `total` beside its rows (PRODUCT.md §3) so the screen can draw its pager.
   * own-clients takes the total from a window count on the page's rows, so a page past the end
   * (the list shrank while the user paged, or a typed address) says the list is empty. The lines
   * call asks for the total alone in that case; own-clients must too.
   */
  it('own-clients answers the list’s total on a page past the end', async () => {
    const url = `/en/v1.0/sales/own-clients/agent/${nord}`;
    const total = (await get(tok.agent, `${url}?pageSize=1`)).body.args.response.total as number;
    expect(total).toBeGreaterThan(1);
    const past = await get(tok.agent, `${url}?page=${total + 1}&pageSize=1`);
    expect(past.status).toBe(200);
    expect(past.body.args.response.rows).toEqual([]);
    expect(past.body.args.response.total).toBe(total);
  });

  /**
   * An id path segment is read with `z.coerce.number`, so `0x1`, `1e0`, `+1`, `1.0`, ` 1` and
   * `0b1` all name agency 1: many addresses for one resource (caches, audit, rate limits) and
   * "non-numeric" ids that are not refused. A path id is decimal digits.
   */
  it('ids written in hex, binary, exponent, with a sign, a decimal point or a space are refused', async () => {
    const forms = [
      `0x${nord.toString(16)}`,
      `0b${nord.toString(2)}`,
      `${nord}e0`,
      `+${nord}`,
      `${nord}.0`,
      `%20${nord}`,
    ];
    const answered: Record<string, number> = {};
    for (const form of forms) {
      answered[form] = (await get(tok.agent, `/en/v1.0/sales/delta/agent/${form}`)).status;
    }
    expect(answered).toEqual(Object.fromEntries(forms.map((f) => [f, 400])));
  });
});
