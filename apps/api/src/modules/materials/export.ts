import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { streamXlsx } from '../../lib/xlsx';

const BATCH = 2000;

const COLUMNS = [
  ['product_code', 'materials.columns.product_code', 16],
  ['name', 'materials.columns.name', 40],
  ['family', 'materials.columns.family', 18],
  ['barcode', 'materials.columns.barcode', 18],
  ['pack_quantity', 'materials.columns.pack_quantity', 12],
  ['realised', 'materials.columns.realised', 12],
  ['committed', 'materials.columns.committed', 12],
  ['printed', 'materials.columns.printed', 12],
  ['delivered', 'materials.columns.delivered', 12],
  ['available', 'materials.columns.available', 14],
  ['pending_requests', 'materials.columns.pending_requests', 14],
] as const;

type ExportRow = Record<(typeof COLUMNS)[number][0], string | number | null> & { id: number };

export type ExportSelection = { familyIds: number[]; materialIds: number[] };

/** Active materials of the chosen families or ids (all active ones when nothing is chosen). */
function selectionWhere(s: ExportSelection): SQL {
  const chosen = [
    s.familyIds.length > 0
      ? sql`m.family_id in (${sql.join(
          s.familyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined,
    s.materialIds.length > 0
      ? sql`m.id in (${sql.join(
          s.materialIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const either = chosen.length > 0 ? sql`(${sql.join(chosen, sql` or `)})` : sql`true`;
  return sql`m.archived_at is null and ${either}`;
}

/**
 * The selection as an xlsx stream: rows are read 2,000 at a time in code order (keyset, on the
 * code index) and written as they come, so 20,000 materials never sit in memory at once.
 */
export async function streamMaterialsXlsx(db: DbOrTx, lang: Language, selection: ExportSelection) {
  const where = selectionWhere(selection);
  const columns = COLUMNS.map(([key, label, width]) => ({ key, header: translate(lang, label), width }));
  return streamXlsx(translate(lang, 'materials.page.sheetName'), columns, async (addRow) => {
    let after: { code: string; id: number } | null = null;
    for (;;) {
      const rows: (ExportRow & { product_code: string })[] = await queryRows(
        db,
        sql`select m.id, m.product_code, coalesce(nullif(m.names->>${lang}, ''), m.names->>'it') as name,
              coalesce(nullif(f.names->>${lang}, ''), f.names->>'it') as family, m.barcode, m.pack_quantity,
              m.realised, m.committed, m.printed, m.delivered, m.realised - m.committed - m.delivered as available,
              m.pending_requests
            from materials m join material_families f on f.id = m.family_id
            where ${where} ${after ? sql`and (m.product_code, m.id) > (${after.code}, ${after.id})` : sql``}
            order by m.product_code, m.id limit ${BATCH}`,
      );
      for (const row of rows) {
        addRow(Object.fromEntries(COLUMNS.map(([key]) => [key, row[key] === null ? '' : row[key]])));
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = { code: last.product_code, id: last.id };
    }
  });
}
