import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '@portal/contracts';
import type { Row, Style, Worksheet } from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition, downloadName, type FileNameParts } from './file-names';

/** A column of a sheet: its key in the rows added, the header in the reader's language, its width. */
export type XlsxColumn = { key: string; header?: string; width: number; style?: Partial<Style> };

// Loaded on first use: importing exceljs costs a start about 130 ms.
const loadExcel = async () => (await import('exceljs')).default;

/** Excel refuses a sheet name longer than 31 characters. */
const sheetName = (name: string) => name.slice(0, 31);

/** The first row, the header, stays in sight when scrolling. */
const FROZEN_HEADER = { views: [{ state: 'frozen' as const, ySplit: 1 }] };

/** A list's header on the first row: bold and filterable. */
function styleHeader(sheet: Worksheet): Row {
  const row = sheet.getRow(1);
  row.font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, sheet.columns.length) } };
  return row;
}

/**
 * The header row of a list that has a few lines above it (a title, the facts): bold, and the
 * sheet frozen under it.
 */
export function headerRow(sheet: Worksheet, row: Row): Row {
  row.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: row.number }];
  return row;
}

/**
 * A workbook of one sheet held in memory, for a file of a few thousand rows at most: with `columns`
 * its first row is their header, bold, frozen and filterable; without, the writer lays the sheet
 * out (see `headerRow`).
 */
export async function openXlsx(name: string, options: { columns?: XlsxColumn[]; now?: Date } = {}) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  workbook.created = options.now ?? new Date();
  const sheet = workbook.addWorksheet(sheetName(name), options.columns ? FROZEN_HEADER : {});
  if (options.columns) {
    sheet.columns = options.columns;
    styleHeader(sheet);
  }
  return { sheet, bytes: async () => Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/**
 * A workbook of one sheet written as it is filled, for lists of any length: every row is written
 * out when added, never the whole file in memory. `fill` adds the rows; the stream answers at once
 * and ends with the file, or with `fill`'s error.
 */
export async function streamXlsx(
  name: string,
  columns: XlsxColumn[],
  fill: (addRow: (values: Record<string, unknown>) => void) => Promise<void>,
): Promise<Readable> {
  const ExcelJS = await loadExcel();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Portal';
  const sheet = workbook.addWorksheet(sheetName(name), FROZEN_HEADER);
  sheet.columns = columns;
  styleHeader(sheet).commit();
  const write = async () => {
    await fill((values) => sheet.addRow(values).commit());
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook as a download named after `parts` in the reader's language (`downloadName`). */
export function sendXlsx(
  reply: FastifyReply,
  lang: Language,
  parts: Omit<FileNameParts, 'extension'>,
  workbook: Readable | Buffer,
) {
  const name = downloadName(lang, { ...parts, extension: 'xlsx' });
  return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(workbook);
}
