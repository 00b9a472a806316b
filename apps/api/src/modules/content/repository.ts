import {
  CONTENT_KINDS,
  CONTENT_UNREAD_CAP,
  type ContentAudience,
  type ContentFileRole,
  type ContentKind,
  type ContentListQuery,
  type Language,
} from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';

/**
 * Who reads: staff see every item, on any day; a reader the items of their audience between their
 * days (`today`, Europe/Rome). Everything a reader asks goes through `visibleSql`, so an item
 * outside it is missing for them, by list or by id.
 */
export type Reader = { userId: number; today: string } & (
  | { staff: true }
  | { staff: false; audience: ContentAudience }
);

/** The audience's flag as a bare column, so a list walks that audience's partial index. */
const AUDIENCE_FLAG: Record<ContentAudience, SQL> = {
  agents: sql.raw('i.for_agents'),
  customers: sql.raw('i.for_customers'),
  press: sql.raw('i.for_press'),
};

const shownSql = (today: string) =>
  sql`i.publish_on <= ${today}::date and (i.withdraw_on is null or i.withdraw_on > ${today}::date)`;

export const visibleSql = (reader: Reader): SQL =>
  reader.staff ? sql`true` : sql`${AUDIENCE_FLAG[reader.audience]} and ${shownSql(reader.today)}`;

/** Text as the search compares it: lower case, without accents (the same in `searchTextOf`). */
export const plainSearch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const unreadSql = (userId: number) =>
  sql`not exists (select 1 from content_reads r where r.user_id = ${userId} and r.item_id = i.id)`;

export type ContentRecord = {
  id: number;
  kind: ContentKind;
  publish_on: string;
  withdraw_on: string | null;
  for_agents: boolean;
  for_customers: boolean;
  for_press: boolean;
  language: Language;
  title: string;
  summary: string | null;
  read: boolean;
  image_id: string | null;
};

/** The text in the reader's language, else English, else Italian (which every item has). */
const textOf = (language: Language, columns: SQL) =>
  sql`cross join lateral (select ${columns} from content_texts x where x.item_id = i.id
        and x.language in (${language}, 'en', 'it')
        order by x.language = ${language} desc, x.language = 'en' desc limit 1) t`;

const ROW_COLUMNS = (userId: number) => sql`i.id, i.kind, i.publish_on::text as publish_on,
  i.withdraw_on::text as withdraw_on, i.for_agents, i.for_customers, i.for_press, t.language, t.title, t.summary,
  exists (select 1 from content_reads r where r.user_id = ${userId} and r.item_id = i.id) as read,
  (select f.file_id::text from content_files f where f.item_id = i.id and f.role = 'image'
    order by f.created_at, f.file_id limit 1) as image_id`;

/** A page of one kind, newest first: an index walk of the kind (staff) or of the reader's audience. */
export async function listContent(db: DbOrTx, reader: Reader, kind: ContentKind, f: ContentListQuery, lang: Language) {
  const today = reader.today;
  const where = sql.join(
    [
      sql`i.kind = ${kind}`,
      visibleSql(reader),
      f.q ? sql`i.search_text like ${containsPattern(plainSearch(f.q))}` : undefined,
      f.unread === 'true' ? unreadSql(reader.userId) : undefined,
      reader.staff && f.audience ? AUDIENCE_FLAG[f.audience] : undefined,
      reader.staff && f.state === 'scheduled' ? sql`i.publish_on > ${today}::date` : undefined,
      reader.staff && f.state === 'published' ? shownSql(today) : undefined,
      reader.staff && f.state === 'withdrawn' ? sql`i.withdraw_on <= ${today}::date` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const from = sql`from content_items i where ${where}`;
  const rows = await queryRows<ContentRecord & { list_total: number }>(
    db,
    sql`with page as (select i.id ${from} order by i.publish_on desc, i.id desc ${pageSql(f.page, f.pageSize)})
        select ${ROW_COLUMNS(reader.userId)}, ${cappedCountSql(from)} as list_total
        from page join content_items i on i.id = page.id
        ${textOf(lang, sql`x.language, x.title, x.summary`)}
        order by i.publish_on desc, i.id desc`,
  );
  return { rows, ...listTotal(rows[0]?.list_total ?? 0) };
}

/** One item as the reader may see it, in their language with its body; undefined when they may not. */
export async function readContent(db: DbOrTx, reader: Reader, id: number, lang: Language) {
  const [row] = await queryRows<ContentRecord & { body: string; languages: Language[] }>(
    db,
    sql`select ${ROW_COLUMNS(reader.userId)}, t.body,
          array(select language from content_texts y where y.item_id = i.id
            order by array_position(array['it', 'en', 'fr', 'es'], y.language)) as languages
        from content_items i ${textOf(lang, sql`x.language, x.title, x.summary, x.body`)}
        where i.id = ${id} and ${visibleSql(reader)}`,
  );
  return row;
}

/**
 * Marks an item read by a user (once). The item's row is locked (key share) by the select: an
 * item deleted meanwhile is skipped once its deletion commits, where a plain insert's key check
 * failed (a 500 for a reader opening an item as staff deleted it).
 */
export async function markRead(db: DbOrTx, userId: number, itemId: number) {
  await db.execute(
    sql`insert into content_reads (user_id, item_id)
          select ${userId}, id from content_items where id = ${itemId} for key share
        on conflict do nothing`,
  );
}

export type ContentFileRecord = { id: string; role: ContentFileRole; name: string; type: string; size: number };

/** An item's images and attachments, oldest first. */
export function itemFiles(db: DbOrTx, itemId: number) {
  return queryRows<ContentFileRecord>(
    db,
    sql`select f.id::text as id, c.role, f.name, f.type, f.size::int as size
        from content_files c join files f on f.id = c.file_id
        where c.item_id = ${itemId} order by c.created_at, f.id`,
  );
}

/** The item a file belongs to, if the reader may see it. */
export async function visibleFileItem(db: DbOrTx, reader: Reader, fileId: string) {
  const [row] = await queryRows<{ item_id: number }>(
    db,
    sql`select i.id as item_id from content_files c join content_items i on i.id = c.item_id
        where c.file_id = ${fileId} and ${visibleSql(reader)}`,
  );
  return row;
}

/** Unread items of each kind the reader sees, each counted up to the cap (a walk of its index, never all). */
export async function unreadCounts(db: DbOrTx, reader: Reader) {
  const counts = CONTENT_KINDS.map(
    (kind) =>
      sql`(select count(*)::int from (select 1 from content_items i where i.kind = ${kind}
            and ${visibleSql(reader)} and ${unreadSql(reader.userId)} limit ${sql.raw(String(CONTENT_UNREAD_CAP))}) s)
          as ${sql.identifier(kind)}`,
  );
  const [row] = await queryRows<Record<ContentKind, number>>(db, sql`select ${sql.join(counts, sql`, `)}`);
  return row as Record<ContentKind, number>;
}

/** The latest items of a kind the reader sees (the dashboard's tile). */
export async function latestContent(db: DbOrTx, reader: Reader, kind: ContentKind, lang: Language, limit: number) {
  return queryRows<ContentRecord>(
    db,
    sql`with page as (select i.id from content_items i where i.kind = ${kind} and ${visibleSql(reader)}
          order by i.publish_on desc, i.id desc limit ${sql.raw(String(limit))})
        select ${ROW_COLUMNS(reader.userId)} from page join content_items i on i.id = page.id
        ${textOf(lang, sql`x.language, x.title, x.summary`)}
        order by i.publish_on desc, i.id desc`,
  );
}

export type StoredItem = {
  id: number;
  kind: ContentKind;
  publish_on: string;
  withdraw_on: string | null;
  for_agents: boolean;
  for_customers: boolean;
  for_press: boolean;
};

/** An item as stored (staff), locked when `lock`. */
export async function storedItem(db: DbOrTx, id: number, lock = false) {
  const [row] = await queryRows<StoredItem>(
    db,
    sql`select id, kind, publish_on::text as publish_on, withdraw_on::text as withdraw_on, for_agents, for_customers,
          for_press from content_items where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** Every language's text of an item. */
export function storedTexts(db: DbOrTx, id: number) {
  return queryRows<{ language: Language; title: string; summary: string | null; body: string }>(
    db,
    sql`select language, title, summary, body from content_texts where item_id = ${id}`,
  );
}

/** How many files an item holds, for the per-item limit. */
export async function fileCount(db: DbOrTx, itemId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from content_files where item_id = ${itemId}`,
  );
  return row?.n ?? 0;
}
