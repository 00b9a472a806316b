import { countryName, type InvoiceDetail, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDate, printedDay } from '../../lib/file-names';
import { registerFonts } from '../../lib/pdf-fonts';

const COLUMNS = [
  { key: 'line', label: 'invoices.fields.line', width: 40, align: 'right' },
  { key: 'category_label', label: 'invoices.fields.category', width: 140, align: 'left' },
  { key: 'product', label: 'invoices.fields.product', width: 190, align: 'left' },
  { key: 'quantity', label: 'invoices.fields.quantity', width: 60, align: 'right' },
  { key: 'amount', label: 'invoices.columns.amount', width: 93, align: 'right' },
] as const;

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * A copy of an invoice as an A4 PDF: who it is to, the agency, its lines and the total. With the
 * ERP's document it also has the due date, the payment day once paid, and taxable, VAT and total;
 * a credit note says so in its title.
 */
export async function renderInvoicePdf(invoice: InvoiceDetail, lang: Language, now = new Date()): Promise<Buffer> {
  // Loaded on first use: importing pdfkit costs a start about 70 ms.
  const { default: PDFDocument } = await import('pdfkit');
  const money = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 3 });
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const title = `${t(invoice.document_type ? `invoices.documentTypes.${invoice.document_type}` : 'invoices.columns.number')} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    bufferPages: true,
    info: { Title: title, Creator: 'Portal' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left * 2;
  doc.font('Bold').fontSize(16).fillColor('#1c3d5a').text(title, left, 36);
  doc.font('Body').fontSize(10).fillColor('#444');
  doc.text(`${t('invoices.columns.day')}: ${printedDay(dayOf(invoice.day), lang)}`);
  if (invoice.due_on) doc.text(`${t('invoices.fields.dueOn')}: ${printedDay(dayOf(invoice.due_on), lang)}`);
  if (invoice.paid_on) doc.text(`${t('invoices.fields.paidOn')}: ${printedDay(dayOf(invoice.paid_on), lang)}`);
  doc.moveDown(1);

  const top = doc.y;
  const c = invoice.client;
  const place = [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  doc.font('Bold').fontSize(9).fillColor('#1c3d5a').text(t('invoices.fields.billTo'), left, top);
  doc.font('Body').fontSize(10).fillColor('#222');
  for (const line of [c.name, c.code, c.address, place, countryName(c.country, lang)]) if (line) doc.text(line, left);
  if (c.vat_number) doc.text(`${t('invoices.fields.vat')}: ${c.vat_number}`, left);
  const after = doc.y;
  doc
    .font('Bold')
    .fontSize(9)
    .fillColor('#1c3d5a')
    .text(t('invoices.fields.soldBy'), left + width / 2, top);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor('#222')
    .text(invoice.agency.name, left + width / 2);
  doc.y = Math.max(after, doc.y) + 16;

  const rowHeight = 16;
  const bottom = doc.page.height - doc.page.margins.bottom - 30;
  const row = (cells: string[], bold = false) => {
    if (doc.y + rowHeight > bottom) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? 'Bold' : 'Body')
      .fontSize(9)
      .fillColor('#222');
    COLUMNS.forEach((col, i) => {
      doc.text(cells[i] ?? '', x + 3, y + 4, {
        width: col.width - 6,
        height: rowHeight - 4,
        align: col.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += col.width;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor('#c9d3de')
      .stroke();
    doc.y = y + rowHeight;
  };
  row(
    COLUMNS.map((col) => t(col.label)),
    true,
  );
  for (const l of invoice.lines) {
    row([String(l.line), l.category_label, l.product, number.format(l.quantity), money.format(l.amount)]);
  }
  doc.moveDown(0.5);
  // The ERP's figures when it has sent the document; the sum of the lines until then.
  const right = { width, align: 'right' } as const;
  if (invoice.taxable !== null && invoice.vat !== null) {
    doc.font('Body').fontSize(10).fillColor('#222');
    doc.text(`${t('invoices.fields.taxable')}: ${money.format(invoice.taxable)}`, left, doc.y, right);
    doc.text(`${t('invoices.fields.vatAmount')}: ${money.format(invoice.vat)}`, left, doc.y, right);
  }
  doc
    .font('Bold')
    .fontSize(11)
    .fillColor('#1c3d5a')
    .text(`${t('invoices.fields.total')}: ${money.format(invoice.total ?? invoice.amount)}`, left, doc.y, right);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin - 10;
    doc.font('Body').fontSize(7).fillColor('#777');
    const oneLine = { width: width - 80, height: 9, lineBreak: false, ellipsis: true } as const;
    doc.text(t('invoices.pdf.copy'), left, y - 10, oneLine);
    doc.text(t('invoices.pdf.printedAt', { date: printedDate(now, lang) }), left, y, oneLine);
    doc.text(t('invoices.pdf.page', { page: i + 1, pages: range.count }), left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
