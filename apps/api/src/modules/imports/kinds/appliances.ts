import { applianceRowSchema, IMPORT_COLUMNS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../../db/index';
import { checkRows, repeatedRows } from './check';
import type { ImportKindHandler, KindRun, RowBatch } from './types';

/** Values compared to tell an unchanged appliance from a changed one. */
const same = (a: string, b: string) =>
  sql.raw(
    `(${a}.ean, ${a}.type, ${a}.brand, ${a}.internal_code, ${a}.description, ${a}.price, ${a}.weight_kg)
     is not distinct from
     (${b}.ean, ${b}.type, ${b}.brand, ${b}.internal_code, ${b}.description, ${b}.price, ${b}.weight_kg)`,
  );

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

    async apply(tx: Tx) {
      const [counts] = await queryRows<{ inserted: number; updated: number; unchanged: number }>(
        tx,
        sql`select count(*) filter (where a.id is null)::int as inserted,
                   count(*) filter (where a.id is not null and not ${same('a', 's')})::int as updated,
                   count(*) filter (where a.id is not null and ${same('a', 's')})::int as unchanged
            from import_appliance_rows s
            left join appliances a on a.code = s.code
            where s.import_id = ${importId}`,
      );
      const result = counts ?? { inserted: 0, updated: 0, unchanged: 0 };
      if (result.inserted + result.updated === 0) return result;
      // An unchanged appliance is not even rewritten (the `where` of the update).
      await tx.execute(
        sql`insert into appliances as a
              (code, ean, type, brand, internal_code, description, price, weight_kg, import_id)
            select code, ean, type, brand, internal_code, description, price, weight_kg, import_id
            from import_appliance_rows s where s.import_id = ${importId}
            order by s.row
            on conflict (code) do update
              set ean = excluded.ean, type = excluded.type, brand = excluded.brand,
                  internal_code = excluded.internal_code, description = excluded.description,
                  price = excluded.price, weight_kg = excluded.weight_kg, import_id = excluded.import_id,
                  updated_at = now()
              where not ${same('a', 'excluded')}`,
      );
      return result;
    },

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
