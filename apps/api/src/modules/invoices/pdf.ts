import { countryName, type InvoiceDetail, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDate, printedDay } from '../../lib/file-names';
import { drawTable, drawTitle, onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';

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
  const money = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 3 });
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const title = `${t(invoice.document_type ? `invoices.documentTypes.${invoice.document_type}` : 'invoices.columns.number')} ${invoice.number}`;
  const { doc, done } = await openPdf({
    size: 'A4',
    margin: 36,
    bufferPages: true,
    info: { Title: title, Creator: 'Portal' },
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left * 2;
  const dated = (label: string, day: string | null) => (day ? [`${t(label)}: ${printedDay(dayOf(day), lang)}`] : []);
  drawTitle(doc, title, {
    size: 16,
    lines: [
      ...dated('invoices.columns.day', invoice.day),
      ...dated('invoices.fields.dueOn', invoice.due_on),
      ...dated('invoices.fields.paidOn', invoice.paid_on),
    ],
    lineSize: 10,
    lineColor: '#444',
  });
  doc.moveDown(1);

  const top = doc.y;
  const c = invoice.client;
  const place = [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  doc.font('Bold').fontSize(9).fillColor(PDF_INK).text(t('invoices.fields.billTo'), left, top);
  doc.font('Body').fontSize(10).fillColor('#222');
  for (const line of [c.name, c.code, c.address, place, countryName(c.country, lang)]) if (line) doc.text(line, left);
  if (c.vat_number) doc.text(`${t('invoices.fields.vat')}: ${c.vat_number}`, left);
  const after = doc.y;
  doc
    .font('Bold')
    .fontSize(9)
    .fillColor(PDF_INK)
    .text(t('invoices.fields.soldBy'), left + width / 2, top);
  doc
    .font('Body')
    .fontSize(10)
    .fillColor('#222')
    .text(invoice.agency.name, left + width / 2);
  doc.y = Math.max(after, doc.y) + 16;

  drawTable(
    doc,
    COLUMNS,
    COLUMNS.map((col) => t(col.label)),
    invoice.lines.map((l) => [
      String(l.line),
      l.category_label,
      l.product,
      number.format(l.quantity),
      money.format(l.amount),
    ]),
    {
      kind: 'ruled',
      rowHeight: 16,
      pad: { x: 3, y: 4 },
      header: { font: 'Bold', size: 9, color: '#222' },
      body: { font: 'Body', size: 9, color: '#222' },
      bottom: doc.page.height - doc.page.margins.bottom - 30,
      width,
    },
  );
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
    .fillColor(PDF_INK)
    .text(`${t('invoices.fields.total')}: ${money.format(invoice.total ?? invoice.amount)}`, left, doc.y, right);

  onEveryPage(doc, (page, pages, margin) => {
    const y = doc.page.height - margin - 10;
    doc.font('Body').fontSize(7).fillColor('#777');
    const oneLine = { width: width - 80, height: 9, lineBreak: false, ellipsis: true } as const;
    doc.text(t('invoices.pdf.copy'), left, y - 10, oneLine);
    doc.text(t('invoices.pdf.printedAt', { date: printedDate(now, lang) }), left, y, oneLine);
    doc.text(t('invoices.pdf.page', { page, pages }), left, y, { width, align: 'right', lineBreak: false });
  });
  doc.end();
  return done;
}
