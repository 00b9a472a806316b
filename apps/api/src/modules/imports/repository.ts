import { IMPORT_MAX_REPORTED, type ImportKind, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { pageSql } from '../../lib/list';

export type ImportRecord = {
  id: number;
  kind: ImportKind;
  file_name: string;
  user: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  status: 'running' | 'succeeded' | 'failed';
  phase: 'reading' | 'applying' | 'done';
  bytes_read: string | number;
  bytes_total: string | number;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  error_key: string | null;
  error_params: Record<string, string | number> | null;
};

const SELECT = sql`select i.id, i.kind, i.file_name, nullif(trim(concat(u.name, ' ', u.surname)), '') as user,
    i.started_at, i.finished_at, i.status, i.phase, i.bytes_read, i.bytes_total, i.read, i.inserted, i.updated,
    i.unchanged, i.rejected, i.error_key, i.error_params
  from imports i left join users u on u.id = i.user_id`;

/** The history, newest first (an index walk on `imports_started_idx`). */
export async function listImports(db: DbOrTx, paging: { page: number; pageSize: number }) {
  const rows = await queryRows<ImportRecord & { total: number }>(
    db,
    sql`${SELECT}, (select count(*)::int from imports) as total
        order by i.started_at desc, i.id desc
        ${pageSql(paging.page, paging.pageSize)}`,
  );
  const total =
    rows[0]?.total ?? (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from imports`))[0]?.n;
  return { rows: rows.map(({ total: _, ...r }) => r as ImportRecord), total: total ?? 0 };
}

export async function findImport(db: DbOrTx, id: number): Promise<ImportRecord | undefined> {
  const [row] = await queryRows<ImportRecord>(db, sql`${SELECT} where i.id = ${id}`);
  return row;
}

export type RejectionRecord = {
  row: number;
  column: string;
  message_key: string;
  params: Record<string, string | number> | null;
};

/** Rejected rows in file order: at most IMPORT_MAX_REPORTED are kept. */
export async function listRejections(db: DbOrTx, id: number, limit = IMPORT_MAX_REPORTED) {
  return queryRows<RejectionRecord>(
    db,
    sql`select row, "column", message_key, params from import_rejections
        where import_id = ${id} order by row, "column" limit ${limit}`,
  );
}

/** A rejected row in the reader's language. */
export const rejectionText = (lang: Language, r: RejectionRecord) => ({
  row: r.row,
  column: r.column ? translate(lang, `imports.fields.${r.column}`) : '',
  message: translate(lang, r.message_key, r.params ?? {}),
});
