import type { Language, OrderFormDetail } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { downloadName, LOCALES, printedDate, printedDay } from '../../lib/file-names';
import { drawTitle, onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';

/** The order's PDF's file name in the reader's language (lib/file-names): `Ordine - 2026-000123 - Rossi.pdf`. */
export function orderPdfName(order: Pick<OrderFormDetail, 'number' | 'client'>, lang: Language): string {
  return downloadName(lang, {
    document: 'orderForm.pdf.fileName',
    subject: `${order.number} - ${order.client}`,
    extension: 'pdf',
  });
}

const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A file's size as people read it: `820 kB`, `4.2 MB`. */
export function fileSize(bytes: number, lang: Language): string {
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

type Pair = readonly [label: string, value: string];

/**
 * An order as an A4 PDF in the reader's language, for the order office and for whoever may see the
 * order: who it is for, every field of the form (spec §3), every line whole (descriptions wrap,
 * never cut), the attachments' names and sizes, and the privacy consent.
 */
export async function renderOrderPdf(order: OrderFormDetail, lang: Language, now = new Date()): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const shown = (value: string | null | undefined) => (value && value.trim() !== '' ? value : t('orderForm.pdf.empty'));
  const day = (value: string | null) => (value ? printedDay(dayOf(value), lang) : t('orderForm.pdf.empty'));
  const title = t('orderForm.pdf.title', { number: order.number });
  const { doc, done } = await openPdf({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: title, Creator: 'Portal' },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  /** Starts a new page when `height` more would not fit on this one. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
  };

  drawTitle(doc, title, {
    size: 16,
    lines: [
      `${t('orderForm.columns.state')}: ${t(`orderForm.state.${order.state}`)}`,
      t('orderForm.pdf.createdBy', { name: order.created_by, date: printedDate(new Date(order.created_at), lang) }),
      ...(order.sent_at ? [t('orderForm.pdf.sentAt', { date: printedDate(new Date(order.sent_at), lang) })] : []),
    ],
    lineSize: 9,
    lineColor: '#444',
  });

  const heading = (text: string) => {
    room(40);
    doc.moveDown(0.8);
    doc.font('Bold').fontSize(11).fillColor(PDF_INK).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(PDF_INK)
      .stroke();
    doc.y = y + 6;
  };

  /** Label over value, two to a row; a long value wraps within its half. */
  const grid = (pairs: readonly Pair[]) => {
    const gap = 16;
    const column = (width - gap) / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      const row = pairs.slice(i, i + 2);
      const heights = row.map(([, value]) => {
        doc.font('Body').fontSize(10);
        return doc.heightOfString(value, { width: column });
      });
      const height = 12 + Math.max(...heights);
      room(height + 6);
      const y = doc.y;
      row.forEach(([label, value], j) => {
        const x = left + j * (column + gap);
        doc
          .font('Bold')
          .fontSize(8)
          .fillColor('#555')
          .text(label, x, y, { width: column, lineBreak: false, ellipsis: true });
        doc
          .font('Body')
          .fontSize(10)
          .fillColor('#222')
          .text(value, x, y + 11, { width: column });
      });
      doc.y = y + height + 6;
    }
  };

  heading(t('orderForm.pdf.customer'));
  grid([
    [t('orderForm.fields.client'), shown(order.client)],
    [t('orderForm.columns.agency'), shown(order.agency)],
    [t('orderForm.fields.customer_code'), shown(order.customer_code)],
    [t('orderForm.fields.province'), shown(order.province)],
  ]);

  heading(t('orderForm.pdf.furniture'));
  grid([
    [t('orderForm.fields.model'), shown(order.model)],
    [t('orderForm.fields.finish'), shown(order.finish)],
    [t('orderForm.fields.handle'), shown(order.handle)],
    [t('orderForm.fields.top'), shown(order.top)],
    [t('orderForm.fields.carcass'), shown(order.carcass)],
    [t('orderForm.fields.plinth'), shown(order.plinth)],
    [t('orderForm.fields.feet'), shown(order.feet)],
  ]);

  heading(t('orderForm.pdf.terms'));
  grid([
    [t('orderForm.fields.reference'), shown(order.reference)],
    [t('orderForm.fields.payment'), shown(order.payment)],
    [t('orderForm.fields.order_date'), day(order.order_date)],
    [t('orderForm.fields.requested_delivery_date'), day(order.requested_delivery_date)],
  ]);

  heading(`${t('orderForm.fields.lines')} (${order.order_lines.length})`);
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 });
  const columns = { n: 28, quantity: 62 };
  const descriptionX = left + columns.n + columns.quantity;
  const descriptionWidth = width - columns.n - columns.quantity;
  const lineRow = (cells: [string, string, string], font: 'Body' | 'Bold') => {
    doc.font(font).fontSize(font === 'Bold' ? 8.5 : 10);
    const height = Math.max(14, doc.heightOfString(cells[2], { width: descriptionWidth - 6 })) + 6;
    room(height);
    const y = doc.y;
    doc.fillColor(font === 'Bold' ? '#555' : '#222');
    doc.text(cells[0], left, y + 3, { width: columns.n - 6, align: 'right', lineBreak: false });
    doc.text(cells[1], left + columns.n, y + 3, { width: columns.quantity - 6, align: 'right', lineBreak: false });
    doc.text(cells[2], descriptionX, y + 3, { width: descriptionWidth - 6 });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#c9d3de')
      .stroke();
    doc.y = y + height;
  };
  if (order.order_lines.length === 0) {
    doc.font('Body').fontSize(10).fillColor('#555').text(t('orderForm.pdf.noLines'), left, doc.y, { width });
  } else {
    lineRow(['#', t('orderForm.fields.quantity'), t('orderForm.fields.description')], 'Bold');
    order.order_lines.forEach((line, i) => {
      lineRow(
        [String(i + 1), line.quantity === null ? '' : number.format(line.quantity), shown(line.description)],
        'Body',
      );
    });
  }

  heading(`${t('orderForm.fields.attachments')} (${order.files.length})`);
  doc.font('Body').fontSize(10).fillColor('#222');
  if (order.files.length === 0) doc.fillColor('#555').text(t('orderForm.pdf.noAttachments'), left, doc.y, { width });
  for (const file of order.files) {
    room(16);
    doc.text(`${file.name} (${fileSize(file.size, lang)})`, left, doc.y, { width });
  }

  room(40);
  doc.moveDown(1);
  doc
    .font('Body')
    .fontSize(9)
    .fillColor('#444')
    .text(
      order.privacy_consent
        ? order.consent_at
          ? t('orderForm.pdf.consentAt', { date: printedDate(new Date(order.consent_at), lang) })
          : t('orderForm.pdf.consent')
        : t('orderForm.pdf.noConsent'),
      left,
      doc.y,
      { width },
    );

  onEveryPage(doc, (page, pages, margin) => {
    const y = doc.page.height - margin - 10;
    doc.font('Body').fontSize(7).fillColor('#777');
    doc.text(`${title} · ${t('orderForm.pdf.printedAt', { date: printedDate(now, lang) })}`, left, y, {
      width: width - 80,
      height: 9,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(t('orderForm.pdf.page', { page, pages }), left, y, { width, align: 'right', lineBreak: false });
  });
  doc.end();
  return done;
}
