import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/**
 * The price search's word index (`appliance_words`, kept by triggers on `appliances`, migration
 * 0050): in step with the price list after any write, and what the search ranks by.
 */
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const codes = async (q: string) => {
  const res = await t.call({
    method: 'GET',
    url: `/it/v1.0/appliances/search?q=${encodeURIComponent(q)}`,
    token: tok.agent,
  });
  expect(res.status, q).toBe(200);
  return (res.body.args.response.results as { code: string }[]).map((r) => r.code);
};

const insert = (code: string, ean: string, brand: string, internal: string, description: string) =>
  t.database.db.execute(
    sql`insert into appliances (code, ean, type, brand, internal_code, description, price)
        values (${code}, ${ean}, 'Forno', ${brand}, ${internal}, ${description}, 100)`,
  );

/** The word rows that differ from the words of each appliance's search text, recomputed (none when in step). */
const drift = () =>
  queryRows<{ appliance_id: number; word: string; d: string }>(
    t.database.db,
    sql`select appliance_id, word, sum(d) as d from (
        select appliance_id, word, 1 as d from appliance_words
        union all
        select a.id, w, -1 from appliances a cross join lateral appliance_search_words(a.search_text) w) x
      group by 1, 2 having sum(d) <> 0`,
  );

/** A small deterministic PRNG, so a failure replays. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('appliance words', () => {
  it('are the words of the search text and the letter and digit runs inside them', async () => {
    await insert('QW-000691', '4006381333931', 'Frèscò', 'QWX981-691', 'Forno  Crème-brûlée 60cm');
    const rows = await queryRows<{ word: string }>(
      t.database.db,
      sql`select w.word from appliance_words w join appliances a on a.id = w.appliance_id
          where a.code = 'QW-000691' order by (w.word collate "C")`,
    );
    expect(rows.map((r) => r.word)).toEqual(
      [
        '000691',
        '4006381333931',
        '60cm',
        '691',
        'brulee',
        'creme',
        'creme-brulee',
        'forno',
        'fresco',
        'qw',
        'qw-000691',
        'qwx981',
        'qwx981-691',
      ].sort(),
    );
    expect(await codes('000691')).toContain('QW-000691');
    expect(await codes('crème brûl')).toEqual(['QW-000691']);
    expect(await codes('QWX981')).toEqual(['QW-000691']);
  });

  it('stay equal to a recount through a random sequence of writes, and the search sees each', async () => {
    const db = t.database.db;
    const rand = prng(20261129);
    const words = ['vapore', 'pirolitico', 'Àrgento', 'nero-opaco', 'XL/90', 'ventilato', 'inox'];
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
    const mine: string[] = [];
    for (let step = 0; step < 60; step++) {
      const op = rand();
      if (op < 0.35 || mine.length < 3) {
        // Several rows in one statement: the statement-level trigger sees them all.
        const n = 1 + Math.floor(rand() * 3);
        const rows = await queryRows<{ code: string }>(
          db,
          sql`insert into appliances (code, ean, type, brand, internal_code, description, price)
            select 'RW-' || ${step} || '-' || g, '77' || lpad((${step} * 10 + g)::text, 11, '0'), 'Forno',
              ${pick(['Bosch', 'Miele', 'Sübzero'])}, 'RWI-' || ${step} || g, 'Forno ' || ${pick(words)} || ' ' || ${pick(words)}, 10
            from generate_series(1, ${n}) g returning code`,
        );
        mine.push(...rows.map((r) => r.code));
      } else if (op < 0.6) {
        const code = pick(mine);
        const word = `parola${step}x`;
        await db.execute(sql`update appliances set description = 'Cappa ' || ${word} where code = ${code}`);
        // A write is seen by the next search, and the old words no longer find it.
        expect(await codes(word)).toEqual([code]);
        expect(await codes(`${word} cappa`)).toEqual([code]);
      } else if (op < 0.75) {
        // A new price leaves the words as they were.
        await db.execute(sql`update appliances set price = price + 1 where code in (${pick(mine)}, ${pick(mine)})`);
      } else if (op < 0.85) {
        await db.execute(
          sql`update appliances set brand = ${pick(['Neff', 'Gaggenau', 'Élan'])} where code = ${pick(mine)}`,
        );
      } else {
        const code = pick(mine);
        await db.execute(sql`delete from appliances where code = ${code}`);
        mine.splice(mine.indexOf(code), 1);
        expect(await codes(code)).toEqual([]);
      }
      expect({ step, drift: await drift() }).toEqual({ step, drift: [] });
    }
  });

  it('rank the typed word whole before the longer words it starts, and those before a text inside a word', async () => {
    await insert('ZR-0003', '5901234123001', 'Zeta', 'ZRI-3', 'Lampada stufato');
    await insert('ZR-0002', '5901234123002', 'Zeta', 'ZRI-2', 'Lampada stufa');
    await insert('ZR-0001', '5901234123003', 'Zeta', 'ZRI-1', 'Lampada gastufa');
    // "stufa" whole, then "stufato" (starts with it), then "gastufa" (holds it).
    expect(await codes('stufa')).toEqual(['ZR-0002', 'ZR-0003', 'ZR-0001']);
    expect(await codes('zeta stufa')).toEqual(['ZR-0002', 'ZR-0003', 'ZR-0001']);
    expect(await codes('STÜFA lampada')).toEqual(['ZR-0002', 'ZR-0003', 'ZR-0001']);
    // An exact code still comes before every word.
    await insert('STUFA', '5901234123004', 'Zeta', 'ZRI-4', 'Ricambio');
    expect((await codes('stufa'))[0]).toBe('STUFA');
  });
});
