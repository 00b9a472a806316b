import { applianceRowSchema, IMPORT_COLUMNS } from '@portal/contracts';
import type { Db, Tx } from '../../db/index';
import {
  checkRows,
  discardStaged,
  type ImportKindHandler,
  type KindRun,
  type RowBatch,
  stageByKey,
  type UpsertTarget,
  upsertStaged,
} from '../imports/index';

/** The price list's table, its key and the values a re-import may change. */
const TARGET: UpsertTarget = {
  staging: 'import_appliance_rows',
  table: 'appliances',
  key: 'code',
  values: ['ean', 'type', 'brand', 'internal_code', 'description', 'price', 'weight_kg'],
  keyColumn: 'code',
};

function start(db: Db, importId: number): KindRun {
  return {
    async stage(batch: RowBatch) {
      const { rows, rejections } = checkRows(batch, applianceRowSchema);
      if (rows.length === 0) return rejections;
      rejections.push(
        ...(await stageByKey(db, importId, TARGET, rows, {
          code: ['text', (s) => s.code],
          ean: ['text', (s) => s.ean],
          type: ['text', (s) => s.type],
          brand: ['text', (s) => s.brand],
          internal_code: ['text', (s) => s.internal_code],
          description: ['text', (s) => s.description],
          price: ['numeric', (s) => s.price],
          weight_kg: ['numeric', (s) => s.weight],
        })),
      );
      return rejections;
    },

    apply: (tx: Tx) => upsertStaged(tx, importId, TARGET),

    discard: (target: Db) => discardStaged(target, importId, TARGET),
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
