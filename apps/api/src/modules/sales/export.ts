import type { Language, RevenueTable } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { LOCALES } from '../../lib/file-names';
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

const ofWhich = (lang: Language, name: string) => translate(lang, 'sales.page.ofWhich', { name });

/** The notes under a revenue table: what the progressive is up to which day, and a year with none before it. */
export function revenueNotes(table: RevenueTable, lang: Language): string[] {
  const day = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  const notes = [
    translate(lang, 'sales.page.progressiveNote', {
      previous: table.year - 1,
      year: table.year,
      day: day(table.until),
    }),
  ];
  if (!table.previous_recorded && table.records_from)
    notes.push(
      translate(lang, 'sales.page.noPrevious', {
        year: table.year,
        day: new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${table.records_from}T12:00:00Z`),
        ),
      }),
    );
  return notes;
}

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
  // Without a year before on record, its figures are not 0 € of sales: their cells stay empty.
  const blank = table.previous_recorded
    ? {}
    : { previous_year: null, progressive: null, delta: null, delta_percent: null };
  for (const row of table.rows) {
    const added = sheet.addRow({ ...row, ...blank, name: row.part_of ? ofWhich(lang, row.name) : row.name });
    if (row.part_of) added.getCell('name').alignment = { indent: 2 };
  }
  const totals = sheet.addRow({ ...table.totals, ...blank, name: table.total_label });
  totals.font = { bold: true };
  // What the progressive is and the day the figures run to, as the screen says them.
  sheet.addRow([]);
  for (const note of revenueNotes(table, lang)) sheet.addRow([note]).getCell(1).alignment = { wrapText: false };
  return bytes();
}
