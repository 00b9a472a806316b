import { LIMITS, PRICE_SEARCH_LIMIT } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tok: DemoTokens;

/** Appliances this file writes, each findable by one field only (the demo's are `EL-…`, brands without accents). */
const ROWS = [
  ['ZQ-EXACT', '4006381333931', 'Forno', 'Bosch', 'INT-ZQ1', 'Forno pirolitico Zq'],
  ['ZQ-EXACT-2', '4006381333948', 'Forno', 'Bosch', 'INT-ZQ2', 'Forno pirolitico Zq secondo'],
  ['TT-0001', '5901234123457', 'Cappa', 'Frèscò Spéciale', 'XIN-77', 'Cappa aspirante'],
  ['TT-0002', '9780201379624', 'Frigorifero', 'Miele', 'MIE-555', 'Frigorífero cantinetta Crème brûlée'],
  ['TT-0003', '9780306406157', 'Lavastoviglie', 'Neff', 'QWZ-31', 'Lavastoviglie silenziosa'],
  ['TT-0004', '4012345678901', 'Microonde', 'Smeg', 'SME-777', 'Forno microonde combinato con grill'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  for (const [code, ean, type, brand, internal, description] of ROWS) {
    await t.database.db.execute(
      sql`insert into appliances (code, ean, type, brand, internal_code, description, price, weight_kg)
          values (${code}, ${ean}, ${type}, ${brand}, ${internal}, ${description}, 1234.5, 40)`,
    );
  }
});

afterAll(async () => {
  await t?.close();
});

const search = (q: string, token: string | null = tok.agent, lang = 'it') =>
  t.call({
    method: 'GET',
    url: `/${lang}/v1.0/appliances/search?q=${encodeURIComponent(q)}`,
    token: token ?? undefined,
  });
const codes = async (q: string) => {
  const res = await search(q);
  expect(res.status, q).toBe(200);
  return (res.body.args.response.results as { code: string }[]).map((r) => r.code);
};

describe('GET appliances/search', () => {
  it(`needs at least ${LIMITS.priceSearchMin} characters, spaces aside, with the message in the request's language`, async () => {
    for (const q of ['', 'zq', '  zq  ', 'é ']) {
      const res = await search(q, tok.agent, 'en');
      expect(res.status, q).toBe(400);
      expect(res.body.args.error.message).toBe('Enter at least 3 characters');
    }
    expect((await search('zq', tok.agent, 'fr')).body.args.error.message).toBe('Saisissez au moins 3 caractères');
    expect(await codes('zq-')).toContain('ZQ-EXACT');
  });

  it('matches the code, the EAN, the internal code, the brand and the description', async () => {
    expect(await codes('TT-0003')).toEqual(['TT-0003']);
    expect(await codes('9780306406157')).toEqual(['TT-0003']);
    expect(await codes('QWZ-31')).toEqual(['TT-0003']);
    expect(await codes('silenziosa')).toEqual(['TT-0003']);
    expect(await codes('Spéciale')).toEqual(['TT-0001']);
    expect(await codes('aspirante')).toEqual(['TT-0001']);
  });

  it('ignores accents and case on both sides', async () => {
    expect(await codes('fresco speciale')).toEqual(['TT-0001']);
    expect(await codes('FRÉSCÓ')).toEqual(['TT-0001']);
    expect(await codes('creme brulee')).toEqual(['TT-0002']);
    expect(await codes('FRIGORIFERO CANTINETTA')).toEqual(['TT-0002']);
    expect(await codes('tt-0002')).toEqual(['TT-0002']);
  });

  it('puts the exact code first, then codes starting with the text, then other matches', async () => {
    expect((await codes('ZQ-EXACT')).slice(0, 2)).toEqual(['ZQ-EXACT', 'ZQ-EXACT-2']);
    expect((await codes('zq-exact-2'))[0]).toBe('ZQ-EXACT-2');
    // The EAN of one is the exact match; the description "Zq" of both matches after it.
    const byEan = await codes('4006381333948');
    expect(byEan[0]).toBe('ZQ-EXACT-2');
    // A word starting with the text before the text inside a word.
    const grill = await codes('forno micro');
    expect(grill).toEqual(['TT-0004']);
  });

  it('answers every field, prices as decimal text, and at most the limit', async () => {
    const res = await search('TT-0001');
    expect(res.body.args.response.results[0]).toMatchObject({
      code: 'TT-0001',
      ean: '5901234123457',
      type: 'Cappa',
      brand: 'Frèscò Spéciale',
      internal_code: 'XIN-77',
      description: 'Cappa aspirante',
      price: '1234.50',
      weight_kg: '40.00',
    });
    const many = await codes('EL-');
    expect(many.length).toBe(PRICE_SEARCH_LIMIT);
    expect(many).toEqual([...many].sort());
  });

  it('takes % and _ literally and answers no rows for a text nothing holds', async () => {
    expect(await codes('%%%')).toEqual([]);
    expect(await codes('___')).toEqual([]);
    expect(await codes('nothing like this')).toEqual([]);
  });

  it('is for anyone signed in but the press', async () => {
    for (const user of ['admin', 'sales', 'agent', 'agent2', 'customer'] as const) {
      expect((await search('TT-0001', tok[user])).status, user).toBe(200);
    }
    expect((await search('TT-0001', null)).status).toBe(401);
    const own = (await t.database.db.execute(
      sql`select client_id from users where username = 'customer'`,
    )) as unknown as {
      rows: { client_id: number }[];
    };
    const clientId = own.rows[0]?.client_id;
    await t.database.db.execute(sql`update clients set kind = 'press' where id = ${clientId}`);
    try {
      const press = await t.login('customer');
      expect((await search('TT-0001', press)).status).toBe(403);
      expect((await t.call({ method: 'GET', url: '/it/v1.0/appliances', token: press })).status).toBe(403);
      expect((await t.call({ method: 'GET', url: '/it/v1.0/appliances/facets', token: press })).status).toBe(403);
    } finally {
      await t.database.db.execute(sql`update clients set kind = 'retailer' where id = ${clientId}`);
    }
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const nul = await t.call({ method: 'GET', url: '/en/v1.0/appliances/search?q=abc%00def', token: tok.agent });
    expect(nul.status).toBe(400);
    expect(nul.body.args.error.fields?.q).toBe('Contains characters that are not allowed');
    // A lone surrogate cannot travel in a URL (its bytes are not UTF-8): it arrives replaced, and finds nothing.
    const url = '/en/v1.0/appliances/search?q=abc%ED%A0%80';
    const surrogate = await t.call({ method: 'GET', url, token: tok.agent });
    expect(surrogate.status).toBe(200);
    expect(surrogate.body.args.response.results).toEqual([]);
    const long = await search('x'.repeat(10_000), tok.agent, 'en');
    expect(long.status).toBe(400);
    expect(long.body.args.error.fields?.q).toBe('Too long');
    const twice = await t.call({ method: 'GET', url: '/en/v1.0/appliances/search?q=abc&q=def', token: tok.agent });
    expect(twice.status).toBe(400);
  });

  it('answers a code that fills the list with codes only, and adds word matches after fewer codes', async () => {
    for (let i = 0; i <= PRICE_SEARCH_LIMIT; i++) {
      const code = `KW-1${String(i).padStart(3, '0')}`;
      await t.database.db.execute(
        sql`insert into appliances (code, ean, type, brand, internal_code, description, price)
            values (${code}, ${`77${String(i).padStart(11, '0')}`}, 'Forno', 'Bosch', ${`KWI-${i}`}, 'Forno', 100)`,
      );
    }
    await t.database.db.execute(
      sql`insert into appliances (code, ean, type, brand, internal_code, description, price)
          values ('ZW-0001', '7799999999999', 'Ricambio', 'Bosch', 'ZWI-1', 'Ricambio per kw-1000 e kw-1001', 10)`,
    );
    const filled = await codes('kw-10');
    expect(filled).toHaveLength(PRICE_SEARCH_LIMIT);
    expect(filled.every((code) => code.startsWith('KW-10'))).toBe(true);
    // Ten codes start with kw-100 (KW-1000…KW-1009): the description that names one follows them.
    const few = await codes('kw-100');
    expect(few.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `KW-100${i}`));
    expect(few).toContain('ZW-0001');
  });
});
