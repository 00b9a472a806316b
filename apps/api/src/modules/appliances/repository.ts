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

/** Price-list rows a search ranks by likeness at most: a broad word matches thousands. */
const RANKED = 100;

const COLUMNS = sql`a.id, a.code, a.ean, a.type, a.brand, a.internal_code, a.description,
  a.price::text as price, a.weight_kg::text as weight_kg`;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search text's words (at most PRICE_SEARCH_WORDS), each as a `like` pattern on the plain search text. */
function wordConditions(q: string): SQL[] {
  const words = priceSearchText(q).split(' ').slice(0, PRICE_SEARCH_WORDS);
  return words.map((w) => sql`a.search_text like ${plainText(sql`${containsPattern(w)}::text`)}`);
}

/**
 * Price search (spec §5, at least LIMITS.priceSearchMin characters), best matches first, one
 * statement: an appliance whose code, EAN or internal code is the text, then those they start
 * with (each an ordered walk of its byte-order index), then those whose search text holds every
 * word, accents and case aside (the trigram index), a word starting with the first word before a
 * match inside a word, then by likeness. Only the first RANKED of those are ranked by likeness,
 * so a common word costs no more than a rare one; and when the codes alone fill the answer (a code
 * typed), the words are not looked for at all: they would rank after every code.
 */
export async function searchAppliances(db: DbOrTx, q: string): Promise<Appliance[]> {
  const text = priceSearchText(q);
  const lower = text.toLowerCase();
  const prefix = `${likeEscaped(lower)}%`;
  const eanPrefix = `${likeEscaped(text)}%`;
  const first = priceSearchText(q).split(' ')[0] ?? '';
  const whole = plainText(sql`${text}::text`);
  const limit = sql.raw(String(PRICE_SEARCH_LIMIT));
  const startsWord = sql`(' ' || m.search_text) like ('% ' || ${plainText(sql`${likeEscaped(first)}::text`)} || '%')`;
  return queryRows<Appliance>(
    db,
    sql`with coded (id, rank, score) as (
          select id, 0, 1::real from appliances
            where (lower(code) collate "C") = ${lower} or (ean collate "C") = ${text}
               or (lower(internal_code) collate "C") = ${lower}
          union all (select id, 1, 1::real from appliances where (lower(code) collate "C") like ${prefix}
            order by (lower(code) collate "C"), id limit ${limit})
          union all (select id, 1, 1::real from appliances where (ean collate "C") like ${eanPrefix}
            order by (ean collate "C"), id limit ${limit})
          union all (select id, 1, 1::real from appliances where (lower(internal_code) collate "C") like ${prefix}
            order by (lower(internal_code) collate "C"), id limit ${limit})
        ), hits (id, rank, score) as (
          select id, rank, score from coded
          union all select m.id, case when ${startsWord} then 2 else 3 end, similarity(m.search_text, ${whole})
            from (select a.id, a.search_text from appliances a where ${sql.join(wordConditions(text), sql` and `)}
              limit ${sql.raw(String(RANKED))}) m
            -- Words rank after codes: once the codes fill the answer, the trigram walk is skipped.
            where (select count(distinct id) from coded) < ${limit}
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
