import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { streamXlsx } from '../../lib/xlsx';
import { IMPORT_MAX_REJECTED_VALUES, type KeptCell } from './rejected-rows';
import { type RejectionRecord, rejectionText } from './repository';

/** Rejected rows read per statement while the report is written. */
const PAGE = 200;

type ReportRow = { row: number; problems: RejectionRecord[]; cells: KeptCell[] | null };

/** The rejected rows after `after`, each with its problems and the values the file had. */
const rowsAfter = (db: DbOrTx, id: number, after: number) =>
  queryRows<ReportRow>(
    db,
    sql`select r.row, json_agg(json_build_object('row', r.row, 'column', r."column", 'message_key', r.message_key,
          'params', r.params) order by r."column") as problems, v.cells
        from import_rejections r
        left join import_rejected_rows v on v.import_id = r.import_id and v.row = r.row
        where r.import_id = ${id} and r.row > ${after}
        group by r.row, v.cells order by r.row limit ${PAGE}`,
  );

/**
 * The rejected rows of an import as an xlsx stream, one line per rejected row: its number in the
 * file, its problems in the reader's language (the column, then why), and its values as the file
 * had them, under the file's own header, so the rows can be corrected and sent again.
 */
export async function streamRejectionsXlsx(db: DbOrTx, lang: Language, record: { id: number; rejected: number }) {
  const [file] = await queryRows<{ header: string[] | null; widest: number | null }>(
    db,
    sql`select header, (select max(jsonb_array_length(cells))::int from import_rejected_rows
          where import_id = ${record.id}) as widest
        from imports where id = ${record.id}`,
  );
  const header = file?.header ?? [];
  const width = Math.max(header.length, file?.widest ?? 0);
  const fileColumns = Array.from({ length: width }, (_, i) => ({
    key: `c${i}`,
    header: header[i] || translate(lang, 'imports.report.fileColumn', { n: i + 1 }),
    width: 16,
  }));
  const columns = [
    { key: 'row', header: translate(lang, 'imports.columns.row'), width: 8 },
    {
      key: 'message',
      header: translate(lang, 'imports.columns.message'),
      width: 60,
      style: { alignment: { wrapText: true, vertical: 'top' as const } },
    },
    ...fileColumns,
  ];
  return streamXlsx(translate(lang, 'imports.report.document'), columns, async (addRow) => {
    let listed = 0;
    let after = -1;
    for (;;) {
      const page = await rowsAfter(db, record.id, after);
      for (const r of page) {
        const problems = r.problems.map((p) => rejectionText(lang, p));
        const line: Record<string, unknown> = {
          row: r.row,
          message: problems
            .map((p) => (p.column ? translate(lang, 'imports.report.problem', p) : p.message))
            .join('\n'),
        };
        r.cells?.forEach((cell, i) => {
          line[`c${i}`] = cell;
        });
        addRow(line);
      }
      listed += page.length;
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = last.row;
    }
    if (record.rejected > listed) {
      addRow({ message: translate(lang, 'imports.errors.moreRejected', { count: record.rejected - listed }) });
    }
    if (record.rejected > IMPORT_MAX_REJECTED_VALUES) {
      addRow({ message: translate(lang, 'imports.report.valuesLimit', { count: IMPORT_MAX_REJECTED_VALUES }) });
    }
  });
}
