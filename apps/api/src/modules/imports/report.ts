import { PassThrough } from 'node:stream';
import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { DbOrTx } from '../../db/index';
import { listRejections, rejectionText } from './repository';

/** The rejected rows of an import as an xlsx stream: row, column and problem in the reader's language. */
export async function streamRejectionsXlsx(db: DbOrTx, lang: Language, id: number, rejected: number) {
  const rows = await listRejections(db, id);
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate(lang, 'imports.report.document').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { key: 'row', header: translate(lang, 'imports.columns.row'), width: 10 },
    { key: 'column', header: translate(lang, 'imports.columns.column'), width: 22 },
    { key: 'message', header: translate(lang, 'imports.columns.message'), width: 70 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const r of rows) sheet.addRow(rejectionText(lang, r)).commit();
  if (rejected > rows.length) {
    sheet
      .addRow({ message: translate(lang, 'imports.errors.moreRejected', { count: rejected - rows.length }) })
      .commit();
  }
  void workbook.commit().catch((e: Error) => out.destroy(e));
  return out;
}
