import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../../db/index';
import { repeatedRows } from './check';
import type { Rejection } from './types';

/** A kind whose rows are upserted by a natural key from its staging table into its own table. */
export type UpsertTarget = {
  /** The kind's staging table, its own table and their text key column. */
  staging: string;
  table: string;
  key: string;
  /** The columns a row carries besides its key: compared to tell a changed row, written when it is. */
  values: readonly string[];
  /** The file's column the key comes from, and the message for a key repeated in the file. */
  keyColumn: string;
  repeated?: string;
};

/** How a checked row gives each staged column (the key, then `values`), with its SQL type. */
export type StagedColumns<T> = Record<string, ['int' | 'text' | 'date' | 'numeric', (row: T) => unknown]>;

/**
 * Stages a batch of checked rows in one statement; a key an earlier row of the file already
 * staged is not staged again, and its row is answered rejected naming that earlier row.
 */
export async function stageByKey<T extends { row: number }>(
  db: Db,
  importId: number,
  target: UpsertTarget,
  rows: T[],
  columns: StagedColumns<T>,
): Promise<Rejection[]> {
  const names = [target.key, ...target.values];
  const arrays = names.map((name) => {
    const [type, pick] = columns[name] ?? [];
    if (!type || !pick) throw new Error(`stageByKey: no column ${name} for ${target.staging}`);
    return sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;
  });
  const keyOf = columns[target.key]?.[1] as (row: T) => string;
  const inserted = await queryRows<{ key: string }>(
    db,
    sql`insert into ${sql.identifier(target.staging)} (import_id, row, ${sql.raw(names.join(', '))})
        select ${importId}::int, * from unnest(${sql.param(rows.map((r) => r.row))}::int[], ${sql.join(arrays, sql`, `)})
        on conflict do nothing
        returning ${sql.identifier(target.key)} as key`,
  );
  const staging = { table: target.staging, key: target.key, message: target.repeated } as const;
  const keys = inserted.map((r) => r.key);
  return repeatedRows(db, importId, staging, rows, keyOf, keys, target.keyColumn);
}

/** Drops what a run staged. */
export async function discardStaged(db: Db, importId: number, target: UpsertTarget) {
  await db.execute(sql`delete from ${sql.identifier(target.staging)} where import_id = ${importId}`);
}

const list = (alias: string, columns: readonly string[]) => columns.map((c) => `${alias}.${c}`).join(', ');

/** The row values of `a` and `b` are the same (nulls equal). */
const same = (target: UpsertTarget, a: string, b: string) =>
  sql.raw(`(${list(a, target.values)}) is not distinct from (${list(b, target.values)})`);

/**
 * Counts the staged rows as new, changed or unchanged against the table, then writes the new and
 * the changed ones in file order (an unchanged row is not even rewritten), with the import that
 * wrote them and `updated_at` on a change.
 */
export async function upsertStaged(tx: Tx, importId: number, target: UpsertTarget) {
  const key = sql.raw(target.key);
  const [counts] = await queryRows<{ inserted: number; updated: number; unchanged: number }>(
    tx,
    sql`select count(*) filter (where t.${key} is null)::int as inserted,
               count(*) filter (where t.${key} is not null and not ${same(target, 't', 's')})::int as updated,
               count(*) filter (where t.${key} is not null and ${same(target, 't', 's')})::int as unchanged
        from ${sql.identifier(target.staging)} s
        left join ${sql.identifier(target.table)} t on t.${key} = s.${key}
        where s.import_id = ${importId}`,
  );
  const result = counts ?? { inserted: 0, updated: 0, unchanged: 0 };
  if (result.inserted + result.updated === 0) return result;
  const columns = sql.raw([target.key, ...target.values, 'import_id'].join(', '));
  const updates = sql.raw([...target.values, 'import_id'].map((c) => `${c} = excluded.${c}`).join(', '));
  await tx.execute(
    sql`insert into ${sql.identifier(target.table)} as t (${columns})
        select ${columns} from ${sql.identifier(target.staging)} s where s.import_id = ${importId}
        order by s.row
        on conflict (${key}) do update set ${updates}, updated_at = now()
          where not ${same(target, 't', 'excluded')}`,
  );
  return result;
}
