import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDate } from '../../lib/file-names';
import { drawTable, drawTitle, onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';
import { openXlsx } from '../../lib/xlsx';

/** A client as printed in the list (PDF and xlsx). */
export type PrintClient = {
  code: string | null;
  company_name: string;
  vat_number: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  agency: string | null;
  phone: string | null;
  email: string | null;
  sheet_status: string | null;
  client_status: string;
};

// Widths in points, filling the landscape page (770 pt): every header and sheet status fits
// one line in all four languages.
const COLUMNS: { key: keyof PrintClient; label: string; width: number }[] = [
  { key: 'code', label: 'clients.columns.code', width: 44 },
  { key: 'company_name', label: 'clients.columns.company_name', width: 143 },
  { key: 'vat_number', label: 'clients.columns.vat_number', width: 64 },
  { key: 'address', label: 'clients.columns.address', width: 104 },
  { key: 'postal_code', label: 'clients.columns.postal_code', width: 57 },
  { key: 'city', label: 'clients.columns.city', width: 66 },
  { key: 'province', label: 'clients.columns.province', width: 40 },
  { key: 'agency', label: 'clients.columns.agency', width: 100 },
  { key: 'phone', label: 'clients.columns.phone', width: 66 },
  { key: 'sheet_status', label: 'clients.columns.sheet_status', width: 85 },
];

function cell(client: PrintClient, key: keyof PrintClient, lang: Language): string {
  if (key === 'sheet_status') return translate(lang, `sheets.status.${client.sheet_status ?? 'none'}`);
  if (key === 'client_status') return translate(lang, `clients.status.${client.client_status}`);
  return client[key] ?? '';
}

const printedAt = (lang: Language, now: Date) =>
  translate(lang, 'clients.print.printedAt', { date: printedDate(now, lang) });

/** The client list as a landscape A4 PDF, with a repeated header row and "page x of y". */
export async function renderClientsPdf(
  clients: PrintClient[],
  lang: Language,
  options: { compress?: boolean; now?: Date } = {},
): Promise<Buffer> {
  const now = options.now ?? new Date();
  const { doc, done } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: translate(lang, 'clients.print.title'), Creator: 'Portal' },
  });
  const left = doc.page.margins.left;
  drawTitle(doc, translate(lang, 'clients.print.title'), {
    size: 15,
    lines: [`${printedAt(lang, now)} · ${translate(lang, 'clients.print.count', { count: clients.length })}`],
  });
  doc.moveDown(0.8);
  drawTable(
    doc,
    COLUMNS,
    COLUMNS.map((c) => translate(lang, c.label)),
    clients.map((client) => COLUMNS.map((c) => cell(client, c.key, lang))),
    {
      kind: 'banded',
      rowHeight: 14,
      pad: { x: 2, y: 3 },
      header: { font: 'CondensedBold', size: 7.5, color: PDF_INK },
      body: { font: 'Condensed', size: 7.5, color: '#222' },
      bottom: doc.page.height - doc.page.margins.bottom - 20,
    },
  );
  onEveryPage(doc, (page, pages, margin) => {
    doc
      .fontSize(7)
      .fillColor('#777')
      .text(translate(lang, 'sheets.pdf.page', { page, pages }), left, doc.page.height - margin - 8, {
        width: doc.page.width - left * 2,
        align: 'right',
        lineBreak: false,
      });
  });
  doc.end();
  return done;
}

/** The client list as an xlsx workbook: one sheet, header row frozen and filterable. */
export async function renderClientsXlsx(
  clients: PrintClient[],
  lang: Language,
  options: { now?: Date } = {},
): Promise<Buffer> {
  const columns = [...COLUMNS.map((c) => c.key), 'email', 'client_status'] as (keyof PrintClient)[];
  const labels: Record<string, string> = {
    email: 'clients.columns.email',
    client_status: 'clients.columns.client_status',
  };
  const { sheet, bytes } = await openXlsx(translate(lang, 'clients.print.sheetName'), {
    now: options.now,
    columns: columns.map((key) => ({
      key,
      header: translate(lang, COLUMNS.find((c) => c.key === key)?.label ?? labels[key] ?? key),
      width: key === 'company_name' || key === 'email' || key === 'address' ? 34 : key === 'agency' ? 26 : 14,
    })),
  });
  for (const client of clients) {
    sheet.addRow(Object.fromEntries(columns.map((key) => [key, cell(client, key, lang)])));
  }
  return bytes();
}
