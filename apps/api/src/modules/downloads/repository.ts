import type { DownloadAudience } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';

/** Who reads: an audience, or `null` for staff (every folder and file). */
export type Reader = DownloadAudience | null;

export type FolderRow = {
  id: number;
  parent_id: number | null;
  name_it: string;
  name_en: string | null;
  name_fr: string | null;
  name_es: string | null;
  audience: string[];
};

/**
 * Every folder the reader may open: for staff all of them; for an audience those meant for it
 * whose every folder above is too (the walk from the top stops at a folder not for it).
 */
export function visibleFolders(db: DbOrTx, reader: Reader): Promise<FolderRow[]> {
  const aud = reader ?? '';
  return queryRows<FolderRow>(
    db,
    sql`with recursive visible as (
          select f.* from download_folders f
           where f.parent_id is null and (${aud} = '' or ${aud} = any(f.audience))
          union all
          select c.* from download_folders c join visible v on c.parent_id = v.id
           where ${aud} = '' or ${aud} = any(c.audience)
        )
        select id, parent_id, name_it, name_en, name_fr, name_es, audience from visible
         order by name_it, id`,
  );
}

export type FileRow = {
  id: string;
  folder_id: number;
  title: string;
  name: string;
  type: string;
  size: number | string;
  created_at: Date | string;
  audience: string[] | null;
  created_by: string | null;
  total: number | string;
};

/**
 * A page of the files in `folderIds` the reader may see (their own audience, else their folder's),
 * by title; `q` searches titles and file names. The total rides with the page.
 */
export function listFiles(
  db: DbOrTx,
  reader: Reader,
  folderIds: readonly number[],
  options: { q?: string; page: number; pageSize: number },
): Promise<FileRow[]> {
  const aud = reader ?? '';
  const like = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return queryRows<FileRow>(
    db,
    sql`select df.file_id as id, df.folder_id, df.title, f.name, f.type, f.size, df.created_at, df.audience,
               nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), '') as created_by,
               count(*) over () as total
          from download_files df
          join download_folders fo on fo.id = df.folder_id
          join files f on f.id = df.file_id
          left join users u on u.id = df.created_by
         where df.folder_id = any(${`{${folderIds.join(',')}}`}::int[])
           and (${aud} = '' or ${aud} = any(coalesce(df.audience, fo.audience)))
           and (${like} = '' or df.title ilike ${like} or f.name ilike ${like})
         order by lower(df.title), df.file_id
         limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  );
}

/** How many files of each folder the reader may see. */
export async function fileCounts(db: DbOrTx, reader: Reader, folderIds: readonly number[]) {
  if (folderIds.length === 0) return new Map<number, number>();
  const aud = reader ?? '';
  const rows = await queryRows<{ folder_id: number; n: number | string }>(
    db,
    sql`select df.folder_id, count(*) as n
          from download_files df join download_folders fo on fo.id = df.folder_id
         where df.folder_id = any(${`{${folderIds.join(',')}}`}::int[])
           and (${aud} = '' or ${aud} = any(coalesce(df.audience, fo.audience)))
         group by df.folder_id`,
  );
  return new Map(rows.map((r) => [r.folder_id, Number(r.n)]));
}

export type DownloadFileRecord = {
  file_id: string;
  folder_id: number;
  title: string;
  audience: string[] | null;
  folder_audience: string[];
};

/** A file of the area with its folder's audience (not yet checked against the reader). */
export async function findFile(db: DbOrTx, fileId: string): Promise<DownloadFileRecord | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId)) return undefined;
  const [row] = await queryRows<DownloadFileRecord>(
    db,
    sql`select df.file_id, df.folder_id, df.title, df.audience, fo.audience as folder_audience
          from download_files df join download_folders fo on fo.id = df.folder_id
         where df.file_id = ${fileId}`,
  );
  return row;
}

/** A folder, locked for the caller's transaction. */
export async function lockFolder(tx: DbOrTx, id: number): Promise<FolderRow | undefined> {
  const [row] = await queryRows<FolderRow>(
    tx,
    sql`select id, parent_id, name_it, name_en, name_fr, name_es, audience from download_folders
         where id = ${id} for update`,
  );
  return row;
}

/**
 * Folders locked for the caller's transaction, in id order: every write that locks two or more
 * folders takes them in this order, so two writes never wait on each other.
 */
export async function lockFolders(tx: DbOrTx, ids: readonly number[]): Promise<FolderRow[]> {
  if (ids.length === 0) return [];
  return queryRows<FolderRow>(
    tx,
    sql`select id, parent_id, name_it, name_en, name_fr, name_es, audience from download_folders
         where id = any(${`{${ids.join(',')}}`}::int[]) order by id for update`,
  );
}

/**
 * The folder and every folder under it, all locked for the caller's transaction (empty: no such
 * folder). A folder or a file is only put in a folder its writer has locked, so once the tree is
 * locked nothing lands in it; a folder moved in or out before the lock is seen by reading it again.
 */
export async function lockSubtree(tx: DbOrTx, id: number): Promise<number[]> {
  let tree = await subtreeIds(tx, id);
  for (;;) {
    await lockFolders(tx, tree);
    const now = await subtreeIds(tx, id);
    if (now.every((folder) => tree.includes(folder))) return now;
    tree = now;
  }
}

/** The folder and every folder under it. */
export async function subtreeIds(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive tree as (
          select id from download_folders where id = ${id}
          union all
          select c.id from download_folders c join tree t on c.parent_id = t.id
        ) select id from tree`,
  );
  return rows.map((r) => r.id);
}

/** How deep a folder is (a top folder is 1). */
export async function depthOf(db: DbOrTx, id: number): Promise<number> {
  const [row] = await queryRows<{ depth: number | string }>(
    db,
    sql`with recursive up as (
          select id, parent_id, 1 as depth from download_folders where id = ${id}
          union all
          select f.id, f.parent_id, u.depth + 1 from download_folders f join up u on f.id = u.parent_id
        ) select max(depth) as depth from up`,
  );
  return Number(row?.depth ?? 0);
}

/** How many levels a folder's subtree spans (the folder alone is 1). */
export async function heightOf(db: DbOrTx, id: number): Promise<number> {
  const [row] = await queryRows<{ height: number | string }>(
    db,
    sql`with recursive down as (
          select id, 1 as height from download_folders where id = ${id}
          union all
          select c.id, d.height + 1 from download_folders c join down d on c.parent_id = d.id
        ) select max(height) as height from down`,
  );
  return Number(row?.height ?? 0);
}

/** The files of some folders (their ids in the files module). */
export async function filesIn(db: DbOrTx, folderIds: readonly number[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const rows = await queryRows<{ file_id: string }>(
    db,
    sql`select file_id from download_files where folder_id = any(${`{${folderIds.join(',')}}`}::int[])`,
  );
  return rows.map((r) => r.file_id);
}

export type LatestRow = {
  id: string;
  folder_id: number;
  title: string;
  size: number | string;
  created_at: Date | string;
};

/** The newest files the reader may see, for the dashboard. */
export async function latestFiles(db: DbOrTx, reader: Reader, limit: number): Promise<LatestRow[]> {
  const folders = await visibleFolders(db, reader);
  if (folders.length === 0) return [];
  const aud = reader ?? '';
  return queryRows<LatestRow>(
    db,
    sql`select df.file_id as id, df.folder_id, df.title, f.size, df.created_at
          from download_files df
          join download_folders fo on fo.id = df.folder_id
          join files f on f.id = df.file_id
         where df.folder_id = any(${`{${folders.map((f) => f.id).join(',')}}`}::int[])
           and (${aud} = '' or ${aud} = any(coalesce(df.audience, fo.audience)))
         order by df.created_at desc, df.file_id
         limit ${limit}`,
  );
}

/** A link's reader, if still enabled: its role and whether its company is the press. */
export async function enabledReader(db: DbOrTx, userId: number) {
  const [row] = await queryRows<{ user_type: number; kind: string | null }>(
    db,
    sql`select u.user_type, c.kind from users u left join clients c on c.id = u.client_id
         where u.id = ${userId} and u.disabled_at is null`,
  );
  return row;
}
