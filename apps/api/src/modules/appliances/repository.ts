import {
  type Appliance,
  type ApplianceDetail,
  type ApplianceFacets,
  type ApplianceListQuery,
  PRICE_SEARCH_LIMIT,
  PRICE_SEARCH_WORDS,
  priceSearchText,
} from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import { plainText } from './search-text';

/** Trigram matches (a text inside a word) a search ranks by likeness at most: a broad text matches thousands. */
const RANKED = 100;

/**
 * Entries of the word index the search walks for its leading word at most, checking the other
 * words of each: a word common in the price list but never beside the others stops here (those
 * appliances are then found by the trigram search, ranked after).
 */
const WALKED = 500;

const COLUMNS = sql`a.id, a.code, a.ean, a.type, a.brand, a.internal_code, a.description,
  a.price::text as price, a.weight_kg::text as weight_kg`;

/** A search text's words (at most PRICE_SEARCH_WORDS). */
const searchWords = (q: string) => priceSearchText(q).split(' ').slice(0, PRICE_SEARCH_WORDS);

/**
 * Each word as a `like` pattern on the plain search text: the word anywhere, inside a word too;
 * `hidden` from the planner as a scalar subquery (searchAppliances).
 */
function wordConditions(q: string, hidden = false): SQL[] {
  return searchWords(q).map((w) => {
    const pattern = plainText(sql`${containsPattern(w)}::text`);
    return hidden ? sql`a.search_text like (select ${pattern})` : sql`a.search_text like ${pattern}`;
  });
}

/**
 * `column` starting with `text`, as a range of its byte order (`column` is collated "C"): an
 * index range with parameters, so the statement's plan is made once and kept, where a `like`
 * pattern only becomes a range once its value is planned in, on every call. No character sorts
 * after U+10FFFF.
 */
const startsWith = (column: SQL, text: SQL) =>
  // Each bound a scalar subquery, so computed once per call and not again for each row checked.
  sql`${column} >= (select ${text}) and ${column} < (select ${text} || chr(1114111))`;

/**
 * The appliances having, for every typed word, a word of their search text starting with it
 * (appliance_words): a walk of the words starting with the longest typed word (the rarest, most
 * often), in byte order, so the word itself comes before the longer ones it starts, each
 * appliance's other words checked as it goes, stopping at the answer's length or after WALKED
 * entries. Scored by the share of typed words it holds whole.
 */
function wordHits(q: string, limit: SQL): SQL {
  const typed = searchWords(q);
  const longest = typed.reduce((best, w, i) => ([...w].length > [...(typed[best] ?? '')].length ? i : best), 0);
  const words = typed.map((w) => plainText(sql`${w}::text`));
  const lead = words[longest] ?? sql`''`;
  const word = sql`(w.word collate "C")`;
  const others = words.filter((_, i) => i !== longest);
  // Scalar subqueries, not `exists`: that may become a join, hashing every appliance with the word.
  const starts = others.map(
    (w) => sql`(select 1 from appliance_words o
      where o.appliance_id = w.appliance_id and ${startsWith(sql`(o.word collate "C")`, w)} limit 1) is not null`,
  );
  const whole = others.map(
    (w) => sql`case when (select 1 from appliance_words o
      where o.appliance_id = w.appliance_id and (o.word collate "C") = (select ${w}) limit 1) is null then 0 else 1 end`,
  );
  const score = sql.join([sql`case when ${word} = (select ${lead}) then 1 else 0 end`, ...whole], sql` + `);
  return sql`select w.appliance_id as id, 2 as rank, ((${score})::real / ${sql.raw(String(words.length))}) as score
    from (select w.appliance_id, w.word from appliance_words w where ${startsWith(word, lead)}
          order by ${word}, w.appliance_id limit ${sql.raw(String(WALKED))}) w
    ${starts.length > 0 ? sql`where ${sql.join(starts, sql` and `)}` : sql``}
    limit ${limit}`;
}

/**
 * Price search (spec §5, at least LIMITS.priceSearchMin characters), best matches first, one
 * statement: an appliance whose code, EAN or internal code is the text, then those they start
 * with (each an ordered walk of its byte-order index), then those with a word starting with each
 * typed word (wordHits: the whole word first, then by code), then those whose search text holds
 * every word inside a word (the trigram index), by likeness. Each kind is looked for only while
 * the ones before have not filled the answer: a code typed skips the words, a common word the
 * trigrams. Accents and case aside on both sides (search-text.ts). Every value typed reaches the
 * plan as a scalar subquery, unseen by the planner: planned with them, the plans of a code and of
 * a word differ in cost only, PostgreSQL then plans again on every call (half a millisecond, more
 * than running it); unseen, it plans the statement once per connection and keeps the plan.
 */
export async function searchAppliances(db: DbOrTx, q: string): Promise<Appliance[]> {
  const text = priceSearchText(q);
  const lower = text.toLowerCase();
  const whole = plainText(sql`${text}::text`);
  const limit = sql.raw(String(PRICE_SEARCH_LIMIT));
  const code = sql`(lower(code) collate "C")`;
  const ean = sql`(ean collate "C")`;
  const internal = sql`(lower(internal_code) collate "C")`;
  return queryRows<Appliance>(
    db,
    sql`with coded (id, rank, score) as (
          select id, 0, 1::real from appliances
            where ${code} = (select ${lower}::text) or ${ean} = (select ${text}::text) or ${internal} = (select ${lower}::text)
          union all (select id, 1, 1::real from appliances where ${startsWith(code, sql`${lower}::text`)}
            order by ${code}, id limit ${limit})
          union all (select id, 1, 1::real from appliances where ${startsWith(ean, sql`${text}::text`)}
            order by ${ean}, id limit ${limit})
          union all (select id, 1, 1::real from appliances where ${startsWith(internal, sql`${lower}::text`)}
            order by ${internal}, id limit ${limit})
        ), worded (id, rank, score) as (
          -- Words rank after codes: once the codes fill the answer, the words are not walked.
          select id, rank, score from (${wordHits(text, limit)}) h
            where (select count(distinct id) from coded) < ${limit}
        ), hits (id, rank, score) as (
          select id, rank, score from coded
          union all select id, rank, score from worded
          union all select m.id, 3, similarity(m.search_text, ${whole})
            from (select a.id, a.search_text from appliances a where ${sql.join(wordConditions(text, true), sql` and `)}
              limit ${sql.raw(String(RANKED))}) m
            -- And the trigrams after both, only while they leave room.
            where (select count(distinct id) from (select id from coded union select id from worded) f) < ${limit}
        ), best as (select id, min(rank) as rank, max(score) as score from hits group by id)
        select ${COLUMNS} from best b join appliances a on a.id = b.id
        order by b.rank, b.score desc, a.code limit ${limit}`,
  );
}

/** Sorts of the catalogue, each the walk of an index (and the code, then the id, to break ties). */
const SORTS: Record<ApplianceListQuery['sort'], SQL> = {
  code: sql`a.code`,
  type: sql`a.type`,
  brand: sql`a.brand`,
  description: sql`(lower(a.description) collate "C")`,
  price: sql`a.price`,
};

function listWhere(f: ApplianceListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.type) parts.push(sql`a.type = ${f.type}`);
  if (f.brand) parts.push(sql`a.brand = ${f.brand}`);
  if (f.price_min !== undefined) parts.push(sql`a.price >= ${f.price_min}`);
  if (f.price_max !== undefined) parts.push(sql`a.price <= ${f.price_max}`);
  if (f.q) parts.push(...wordConditions(f.q));
  return sql.join(parts, sql` and `);
}

/**
 * One page of the catalogue in one statement, its total (counted up to the cap) riding along;
 * a page past the end has no row to carry it, so only then is it asked for alone.
 */
export async function listAppliances(db: DbOrTx, f: ApplianceListQuery) {
  const where = listWhere(f);
  const from = sql`from appliances a where ${where}`;
  const direction = sql.raw(f.order === 'desc' ? 'desc' : 'asc');
  // Ties go by code, but for the description, whose index ends in the id.
  const tie = f.sort === 'description' ? sql`, a.id ${direction}` : sql`, a.code ${direction}`;
  const order = f.sort === 'code' ? sql`a.code ${direction}` : sql`${SORTS[f.sort]} ${direction}${tie}`;
  const rows = await queryRows<Appliance & { total: number | string }>(
    db,
    sql`select ${COLUMNS}, ${cappedCountSql(from)} as total ${from} order by ${order} ${pageSql(f.page, f.pageSize)}`,
  );
  const counted =
    rows[0]?.total ??
    (await queryRows<{ total: number | string }>(db, sql`select ${cappedCountSql(from)} as total`))[0]?.total;
  return {
    rows: rows.map(({ total: _, ...row }) => row),
    ...listTotal(counted),
  };
}

/** The types and brands of the price list, each with its number of appliances (`appliance_facets`). */
export async function applianceFacets(db: DbOrTx): Promise<ApplianceFacets> {
  const groups = await queryRows<{ type: string; brand: string; n: number }>(
    db,
    sql`select type, brand, appliances as n from appliance_facets`,
  );
  const tally = (pick: (g: (typeof groups)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const g of groups) counts.set(pick(g), (counts.get(pick(g)) ?? 0) + g.n);
    return [...counts].map(([value, count]) => ({ value, count })).sort((x, y) => x.value.localeCompare(y.value, 'it'));
  };
  return { types: tally((g) => g.type), brands: tally((g) => g.brand) };
}

/** One appliance with every spec §3 field, or undefined. */
export async function findAppliance(db: DbOrTx, id: number): Promise<ApplianceDetail | undefined> {
  const [row] = await queryRows<ApplianceDetail & { updated_at: Date | string }>(
    db,
    sql`select ${COLUMNS}, a.updated_at from appliances a where a.id = ${id}`,
  );
  if (!row) return undefined;
  return Object.assign(row, { updated_at: new Date(row.updated_at).toISOString() });
}
