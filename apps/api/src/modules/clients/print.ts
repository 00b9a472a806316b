import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDate } from '../../lib/file-names';
import { registerFonts } from '../../lib/pdf-fonts';

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
  // Loaded on first use: importing pdfkit costs a start about 70 ms.
  const { default: PDFDocument } = await import('pdfkit');
  const now = options.now ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: translate(lang, 'clients.print.title'), Creator: 'Portal' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const rowHeight = 14;
  // pdfkit wraps despite lineBreak: false; a height of one line makes it cut with an ellipsis.
  const fit = (width: number) => ({ width: width - 4, height: rowHeight - 3, lineBreak: false, ellipsis: true });
  const header = () => {
    let x = left;
    doc.font('CondensedBold').fontSize(7.5).fillColor('#1c3d5a');
    const y = doc.y;
    for (const c of COLUMNS) {
      doc.text(translate(lang, c.label), x + 2, y + 3, fit(c.width));
      x += c.width;
    }
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(x, y + rowHeight)
      .lineWidth(0.8)
      .strokeColor('#1c3d5a')
      .stroke();
    doc.y = y + rowHeight + 2;
    doc.font('Condensed').fillColor('#222');
  };

  doc.font('Bold').fontSize(15).fillColor('#1c3d5a').text(translate(lang, 'clients.print.title'), left, 36);
  doc
    .font('Body')
    .fontSize(9)
    .fillColor('#555')
    .text(`${printedAt(lang, now)} · ${translate(lang, 'clients.print.count', { count: clients.length })}`);
  doc.moveDown(0.8);
  header();
  clients.forEach((client, index) => {
    if (doc.y + rowHeight > bottom) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      header();
    }
    const y = doc.y;
    if (index % 2 === 1) {
      doc
        .rect(
          left,
          y,
          COLUMNS.reduce((w, c) => w + c.width, 0),
          rowHeight,
        )
        .fill('#f1f4f8');
      doc.fillColor('#222');
    }
    let x = left;
    doc.fontSize(7.5);
    for (const c of COLUMNS) {
      doc.text(cell(client, c.key, lang), x + 2, y + 3, fit(c.width));
      x += c.width;
    }
    doc.y = y + rowHeight;
  });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(7)
      .fillColor('#777')
      .text(
        translate(lang, 'sheets.pdf.page', { page: i + 1, pages: range.count }),
        left,
        doc.page.height - margin - 8,
        { width: doc.page.width - left * 2, align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

/** The client list as an xlsx workbook: one sheet, header row frozen and filterable. */
export async function renderClientsXlsx(
  clients: PrintClient[],
  lang: Language,
  options: { now?: Date } = {},
): Promise<Buffer> {
  // Loaded on first use: importing exceljs costs a start about 130 ms.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  workbook.created = options.now ?? new Date();
  const sheet = workbook.addWorksheet(translate(lang, 'clients.print.sheetName'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const columns = [...COLUMNS.map((c) => c.key), 'email', 'client_status'] as (keyof PrintClient)[];
  const labels: Record<string, string> = {
    email: 'clients.columns.email',
    client_status: 'clients.columns.client_status',
  };
  sheet.columns = columns.map((key) => ({
    key,
    header: translate(lang, COLUMNS.find((c) => c.key === key)?.label ?? labels[key] ?? key),
    width: key === 'company_name' || key === 'email' || key === 'address' ? 34 : key === 'agency' ? 26 : 14,
  }));
  for (const client of clients) {
    sheet.addRow(Object.fromEntries(columns.map((key) => [key, cell(client, key, lang)])));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
