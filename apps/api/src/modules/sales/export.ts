import type { Language, RevenueTable } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';

/** Figure columns, as the table names them; amounts in euros with two decimals, percents with one. */
const FIGURES = [
  ['previous_year', '#,##0.00 €'],
  ['progressive', '#,##0.00 €'],
  ['current_year', '#,##0.00 €'],
  ['delta', '#,##0.00 €'],
  ['delta_percent', '0.0'],
  ['budget', '#,##0.00 €'],
  ['budget_percent', '0.0'],
] as const;

/** A revenue table, every row of it, as an xlsx sheet with a totals row: what the screen shows. */
export async function renderRevenueXlsx(table: RevenueTable, lang: Language): Promise<Buffer> {
  // Loaded on first use: importing exceljs costs a start about 130 ms.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  const sheet = workbook.addWorksheet(translate(lang, 'sales.page.title').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const shown = new Set(table.table_headers.map((h) => h.key));
  const figures = FIGURES.filter(([key]) => shown.has(key));
  const label = (key: string) => table.table_headers.find((h) => h.key === key)?.label ?? key;
  sheet.columns = [
    { key: 'name', header: label('name'), width: 40 },
    ...(shown.has('province') ? [{ key: 'province', header: label('province'), width: 10 }] : []),
    ...figures.map(([key, numFmt]) => ({ key, header: label(key), width: 16, style: { numFmt } })),
  ];
  for (const row of table.rows) sheet.addRow(row);
  const totals = sheet.addRow({ ...table.totals, name: translate(lang, 'sales.page.total') });
  totals.font = { bold: true };
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
