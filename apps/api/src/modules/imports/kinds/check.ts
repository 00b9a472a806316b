import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/index';
import type { Rejection, RowBatch } from './types';

/** Checks each row of a batch with the kind's shared row schema: the typed rows, and one rejection per problem. */
export function checkRows<S extends z.ZodType>(batch: RowBatch, schema: S) {
  const rows: (z.output<S> & { row: number })[] = [];
  const rejections: Rejection[] = [];
  for (const { row, cells } of batch) {
    const result = schema.safeParse(cells);
    // Added to the parsed row itself: a spread copy plus a new property is slow on Node 20.
    if (result.success) rows.push(Object.assign(result.data as object, { row }) as z.output<S> & { row: number });
    else {
      for (const issue of result.error.issues) {
        rejections.push({ row, column: String(issue.path[0] ?? ''), key: issue.message });
      }
    }
  }
  return { rows, rejections };
}

type StagingKey = {
  /** The kind's staging table and its key column (`text`, or `int` when `keyType` says so). */
  table: string;
  key: string;
  keyType?: 'int' | 'text';
  /** The rejection's message key: the same code by default. */
  message?: string;
};

/**
 * The rows a staging insert (`on conflict do nothing`) skipped because an earlier row of the
 * file has the same key: that row stands, each later one is rejected naming it.
 */
export async function repeatedRows<T extends { row: number }, K extends string | number>(
  db: Db,
  importId: number,
  staging: StagingKey,
  staged: T[],
  keyOf: (s: T) => K,
  insertedKeys: K[],
  column: string,
): Promise<Rejection[]> {
  if (insertedKeys.length === staged.length) return [];
  const fresh = new Set<K>(insertedKeys);
  const repeated = staged.filter((s) => !fresh.delete(keyOf(s)));
  const keys = repeated.map(keyOf);
  const type = staging.keyType === 'int' ? sql`int[]` : sql`text[]`;
  const first = await queryRows<{ key: K; row: number }>(
    db,
    sql`select ${sql.identifier(staging.key)} as key, row from ${sql.identifier(staging.table)}
        where import_id = ${importId} and ${sql.identifier(staging.key)} = any(${sql.param(keys)}::${type})`,
  );
  const rowOf = new Map(first.map((r) => [r.key, r.row]));
  return repeated.map((s) => ({
    row: s.row,
    column,
    key: staging.message ?? 'imports.errors.duplicateCode',
    params: { row: rowOf.get(keyOf(s)) ?? 0 },
  }));
}
