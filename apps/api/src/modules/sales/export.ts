import type { Language, RevenueTable } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { openXlsx } from '../../lib/xlsx';

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
  const shown = new Set(table.table_headers.map((h) => h.key));
  const figures = FIGURES.filter(([key]) => shown.has(key));
  const label = (key: string) => table.table_headers.find((h) => h.key === key)?.label ?? key;
  const { sheet, bytes } = await openXlsx(translate(lang, 'sales.page.title'), {
    columns: [
      { key: 'name', header: label('name'), width: 40 },
      ...(shown.has('province') ? [{ key: 'province', header: label('province'), width: 10 }] : []),
      ...figures.map(([key, numFmt]) => ({ key, header: label(key), width: 16, style: { numFmt } })),
    ],
  });
  for (const row of table.rows) sheet.addRow(row);
  const totals = sheet.addRow({ ...table.totals, name: translate(lang, 'sales.page.total') });
  totals.font = { bold: true };
  return bytes();
}
