import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { DbOrTx } from '../../db/index';
import { streamXlsx } from '../../lib/xlsx';
import { listRejections, rejectionText } from './repository';

/** The rejected rows of an import as an xlsx stream: row, column and problem in the reader's language. */
export async function streamRejectionsXlsx(db: DbOrTx, lang: Language, id: number, rejected: number) {
  const rows = await listRejections(db, id);
  const columns = [
    { key: 'row', header: translate(lang, 'imports.columns.row'), width: 10 },
    { key: 'column', header: translate(lang, 'imports.columns.column'), width: 22 },
    { key: 'message', header: translate(lang, 'imports.columns.message'), width: 70 },
  ];
  return streamXlsx(translate(lang, 'imports.report.document'), columns, async (addRow) => {
    for (const r of rows) addRow(rejectionText(lang, r));
    if (rejected > rows.length) {
      addRow({ message: translate(lang, 'imports.errors.moreRejected', { count: rejected - rows.length }) });
    }
  });
}
