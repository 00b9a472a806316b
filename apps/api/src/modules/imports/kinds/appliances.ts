import { applianceRowSchema, IMPORT_COLUMNS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../../db/index';
import { checkRows, repeatedRows } from './check';
import type { ImportKindHandler, KindRun, RowBatch } from './types';
import { type UpsertTarget, upsertStaged } from './upsert';

/** The price list's table, its key and the values a re-import may change. */
const TARGET: UpsertTarget = {
  staging: 'import_appliance_rows',
  table: 'appliances',
  key: 'code',
  values: ['ean', 'type', 'brand', 'internal_code', 'description', 'price', 'weight_kg'],
};

function start(db: Db, importId: number): KindRun {
  return {
    async stage(batch: RowBatch) {
      const { rows, rejections } = checkRows(batch, applianceRowSchema);
      if (rows.length === 0) return rejections;
      const col = <T>(pick: (s: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
      const inserted = await queryRows<{ code: string }>(
        db,
        sql`insert into import_appliance_rows
              (import_id, row, code, ean, type, brand, internal_code, description, price, weight_kg)
            select ${importId}::int, * from unnest(
              ${col((s) => s.row)}::int[], ${col((s) => s.code)}::text[], ${col((s) => s.ean)}::text[],
              ${col((s) => s.type)}::text[], ${col((s) => s.brand)}::text[], ${col((s) => s.internal_code)}::text[],
              ${col((s) => s.description)}::text[], ${col((s) => s.price)}::numeric[], ${col((s) => s.weight)}::numeric[])
            on conflict do nothing
            returning code`,
      );
      const keys = inserted.map((r) => r.code);
      const table = { table: 'import_appliance_rows', key: 'code' } as const;
      rejections.push(...(await repeatedRows(db, importId, table, rows, (s) => s.code, keys, 'code')));
      return rejections;
    },

    apply: (tx: Tx) => upsertStaged(tx, importId, TARGET),

    async discard(target: Db) {
      await target.execute(sql`delete from import_appliance_rows where import_id = ${importId}`);
    },
  };
}

/** The appliance price list (spec §3): one row per appliance, the code its key; a re-import updates what changed. */
export const appliancesKind: ImportKindHandler = {
  kind: 'appliances',
  ...IMPORT_COLUMNS.appliances,
  aliases: {
    code: ['codice', 'codicearticolo', 'articolo', 'sku', 'itemcode', 'productcode', 'codiceprodotto'],
    ean: ['barcode', 'codiceean', 'ean13', 'ean8', 'gtin', 'codiceabarre'],
    type: ['tipo', 'tipologia', 'kind'],
    brand: ['marca', 'marchio', 'produttore', 'manufacturer'],
    internal_code: ['codiceinterno', 'codint', 'internalcode', 'internal'],
    description: ['descrizione', 'desc', 'descrizionearticolo'],
    price: ['prezzo', 'listino', 'prezzolistino', 'prezzodilistino', 'listprice', 'pricelist'],
    weight: ['peso', 'pesokg', 'weightkg', 'kg'],
  },
  start,
};
