import {
  APPLIANCE_LIMITS,
  IMPORT_COLUMNS,
  type ImportCell,
  isStorableText,
  readyStockRowSchema,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/index';
import {
  checkRows,
  type ImportKindHandler,
  type KindRun,
  type Rejection,
  type RowBatch,
  repeatedRows,
} from '../imports/index';

/** The ids of the price list's appliances with these codes. */
async function applianceIds(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; id: number }>(
    db,
    sql`select code, id from appliances where code = any(${sql.param([...new Set(codes)])}::text[])`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The code of a row the schema refused, when it is readable: that appliance keeps its stock. */
function codeOf(cell: ImportCell): string | null {
  if (typeof cell !== 'string' && typeof cell !== 'number') return null;
  const code = String(cell).trim();
  return code !== '' && code.length <= APPLIANCE_LIMITS.code && isStorableText(code) ? code : null;
}

function start(db: Db, importId: number): KindRun {
  return {
    async stage(batch: RowBatch) {
      const { rows, rejections } = checkRows(batch, readyStockRowSchema);
      const refused = new Set(rejections.map((r) => r.row));
      const kept = batch.flatMap(({ row, cells }) => {
        const code = refused.has(row) ? codeOf(cells.code) : null;
        return code === null ? [] : [{ row, code }];
      });
      const ids = await applianceIds(db, [...rows.map((r) => r.code), ...kept.map((k) => k.code)]);
      const staged: ((typeof rows)[number] & { applianceId: number })[] = [];
      for (const r of rows) {
        const applianceId = ids.get(r.code);
        if (applianceId !== undefined) staged.push(Object.assign(r, { applianceId }));
        else rejections.push(unknown(r.row, r.code));
      }
      if (staged.length > 0) {
        const col = <T>(pick: (s: (typeof staged)[number]) => T) => sql.param(staged.map(pick));
        const inserted = await queryRows<{ appliance_id: number }>(
          db,
          sql`insert into import_ready_stock_rows (import_id, row, appliance_id, quantity, warehouse)
              select ${importId}::int, * from unnest(${col((s) => s.row)}::int[], ${col((s) => s.applianceId)}::int[],
                ${col((s) => s.quantity)}::int[], ${col((s) => s.warehouse)}::text[])
              on conflict do nothing
              returning appliance_id`,
        );
        const keys = inserted.map((r) => r.appliance_id);
        const table = { table: 'import_ready_stock_rows', key: 'appliance_id', keyType: 'int' } as const;
        rejections.push(...(await repeatedRows(db, importId, table, staged, (s) => s.applianceId, keys, 'code')));
      }
      // A known appliance on a refused row is staged without a quantity: the file names it, so
      // its stock is not taken for gone; it stays as it is.
      const known = kept.flatMap((k) => {
        const applianceId = ids.get(k.code);
        return applianceId === undefined ? [] : [{ row: k.row, applianceId }];
      });
      if (known.length > 0) {
        await db.execute(
          sql`insert into import_ready_stock_rows (import_id, row, appliance_id)
              select ${importId}::int, * from unnest(${sql.param(known.map((k) => k.row))}::int[],
                ${sql.param(known.map((k) => k.applianceId))}::int[])
              on conflict do nothing`,
        );
      }
      return rejections;
    },

    async apply(tx: Tx) {
      const before = await uncoveredIds(tx);
      const [counts] = await queryRows<{ inserted: number; updated: number; unchanged: number }>(
        tx,
        sql`select count(*) filter (where k.appliance_id is null)::int as inserted,
                   count(*) filter (where k.appliance_id is not null
                     and (k.quantity, k.warehouse) is distinct from (s.quantity, s.warehouse))::int as updated,
                   count(*) filter (where (k.quantity, k.warehouse) is not distinct from (s.quantity, s.warehouse))::int
                     as unchanged
            from import_ready_stock_rows s
            left join appliance_stock k on k.appliance_id = s.appliance_id
            where s.import_id = ${importId} and s.quantity is not null`,
      );
      // The file is the whole stock: what it leaves out goes to 0.
      const [zeroed] = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (
              update appliance_stock k set quantity = 0, import_id = ${importId}, updated_at = now()
              where k.quantity > 0 and not exists (
                select 1 from import_ready_stock_rows s where s.import_id = ${importId} and s.appliance_id = k.appliance_id)
              returning 1)
            select count(*)::int as n from gone`,
      );
      await tx.execute(
        sql`insert into appliance_stock as k (appliance_id, quantity, warehouse, import_id)
            select appliance_id, quantity, warehouse, import_id from import_ready_stock_rows s
            where s.import_id = ${importId} and s.quantity is not null
            order by s.row
            on conflict (appliance_id) do update
              set quantity = excluded.quantity, warehouse = excluded.warehouse, import_id = excluded.import_id,
                  updated_at = now()
              where (k.quantity, k.warehouse) is distinct from (excluded.quantity, excluded.warehouse)`,
      );
      await reportUncovered(tx, importId, before);
      const result = counts ?? { inserted: 0, updated: 0, unchanged: 0 };
      return { ...result, updated: result.updated + (zeroed?.n ?? 0) };
    },

    async discard(target: Db) {
      await target.execute(sql`delete from import_ready_stock_rows where import_id = ${importId}`);
    },
  };
}

/**
 * The active reservations the stock does not cover, oldest first within each appliance: those
 * beyond its quantity.
 */
const UNCOVERED = sql`select h.id, h.appliance_id, h.reserved from (
    select r.id, r.appliance_id,
      sum(r.quantity) over (partition by r.appliance_id order by r.created_at, r.id) as upto,
      sum(r.quantity) over (partition by r.appliance_id) as reserved
    from ready_stock_reservations r where r.state in ('requested', 'accepted')) h
  join appliance_stock k on k.appliance_id = h.appliance_id
  where h.upto > k.quantity`;

const uncoveredIds = async (tx: Tx) =>
  (await queryRows<{ id: number }>(tx, sql`select id from (${UNCOVERED}) u`)).map((r) => r.id);

/**
 * The reservations this file leaves uncovered: the file is the physical stock, so an appliance
 * whose new quantity is below what its active reservations hold keeps them (staff decide), and
 * the import's report lists them, on the file's row for that appliance (row 0 when the file left
 * it out). Those already uncovered before the file are not listed again.
 */
async function reportUncovered(tx: Tx, importId: number, before: number[]) {
  await tx.execute(
    sql`with uncovered as (
          select appliance_id, max(reserved)::int as reserved, string_agg('#' || id, ', ' order by id) as ids
          from (${UNCOVERED}) u where not (id = any(${sql.param(before)}::int[])) group by appliance_id)
        insert into import_rejections (import_id, row, "column", message_key, params)
        select ${importId}, coalesce(s.row, 0), 'quantity', 'readyStock.import.uncovered',
          jsonb_build_object('code', a.code, 'quantity', k.quantity, 'reserved', u.reserved, 'reservations', u.ids)
        from uncovered u join appliance_stock k on k.appliance_id = u.appliance_id
        join appliances a on a.id = u.appliance_id
        left join import_ready_stock_rows s on s.import_id = ${importId} and s.appliance_id = u.appliance_id
        order by coalesce(s.row, 0), a.code`,
  );
}

const unknown = (row: number, code: string): Rejection => ({
  row,
  column: 'code',
  key: 'imports.errors.unknownAppliance',
  params: { code },
});

/**
 * The ready-for-delivery stock (spec §3, §9): the file is the whole stock, so importing it
 * replaces it in one transaction; an appliance it leaves out goes to 0. Only the quantity is
 * kept: availability ("only one left", "only a few left") is derived from it.
 */
export const readyStockKind: ImportKindHandler = {
  kind: 'ready-stock',
  ...IMPORT_COLUMNS['ready-stock'],
  aliases: {
    code: ['codice', 'codicearticolo', 'articolo', 'sku', 'itemcode', 'productcode', 'codiceprodotto'],
    quantity: ['quantita', 'qta', 'qty', 'disponibilita', 'disponibili', 'giacenza', 'stock', 'available'],
    warehouse: ['magazzino', 'ubicazione', 'deposito', 'location', 'luogo'],
  },
  replacesAll: true,
  start,
};
