import { type Language, SHEET_REQUIRED_FIELDS, SHEET_SECTIONS, sheetSections } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDay } from '../../lib/file-names';
import { drawTitle, onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';
import { registerFonts } from '../../lib/pdf-fonts';

export type SheetPdfSheet = {
  version: number;
  status: string;
  fields: Record<string, unknown>;
  signatureEmail: string | null;
};
export type SheetPdfClient = { companyName: string; code: string | null; agencyName: string | null };

/**
 * The client sheet as an A4 PDF in the reader's language: every section of spec §2 with its
 * values, then the stamp-and-signature box. With `sheet` null it is the blank form to fill in
 * by hand (arrex/scheda-vuota), required fields marked with *. The signed PDF of the signing
 * flow builds on this rendering.
 */
export async function renderSheetPdf(
  sheet: SheetPdfSheet | null,
  client: SheetPdfClient | null,
  lang: Language,
  options: { compress?: boolean; now?: Date; doc?: PDFKit.PDFDocument } = {},
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const { doc, done } = options.doc
    ? { doc: registerFonts(options.doc), done: Promise.resolve(Buffer.alloc(0)) }
    : await openPdf({
        size: 'A4',
        margin: 48,
        bufferPages: true,
        compress: options.compress ?? true,
        info: {
          Title: `${t(sheet ? 'sheets.pdf.title' : 'sheets.pdf.blankTitle')} ${client?.companyName ?? ''}`.trim(),
        },
      });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  drawTitle(doc, t(sheet ? 'sheets.pdf.title' : 'sheets.pdf.blankTitle'), { size: 18 });
  if (client) doc.font('Bold').fontSize(12).fillColor('#222').text(client.companyName);
  const meta: string[] = [];
  if (sheet) meta.push(t('sheets.pdf.version', { version: sheet.version }));
  if (sheet) meta.push(`${t('sheets.pdf.status')}: ${t(`sheets.status.${sheet.status}`)}`);
  if (client?.code) meta.push(`${t('clients.columns.code')}: ${client.code}`);
  const now = options.now ?? new Date();
  meta.push(t('sheets.pdf.printedAt', { date: printedDay(now, lang) }));
  doc.font('Body').fontSize(9).fillColor('#555').text(meta.join(' · '));
  if (!sheet) doc.moveDown(0.3).text(t('sheets.pdf.blankHint'));
  doc.moveDown(0.8);

  const sections = sheet
    ? sheetSections(sheet.fields, (k) => t(k), client?.agencyName, lang)
    : SHEET_SECTIONS.map(({ key, fields }) => ({
        key,
        label: t(`sheets.sections.${key}`),
        fields: fields
          .filter((f) => f !== 'same_as_legal_seat')
          .map((f) => ({
            key: f,
            label: `${t(`sheets.fields.${f}`)}${SHEET_REQUIRED_FIELDS.includes(`${key}.${f}`) ? ' *' : ''}`,
            value: '',
          })),
      }));
  if (sheet?.signatureEmail) {
    sections.push({
      key: 'signature',
      label: t('sheets.fields.signature_email'),
      fields: [{ key: 'signature_email', label: t('sheets.fields.signature_email'), value: sheet.signatureEmail }],
    });
  }

  const labelWidth = 150;
  const rowGap = sheet ? 3 : 9;
  for (const section of sections) {
    ensure(40);
    doc.moveDown(0.4);
    const y = doc.y;
    doc.rect(left, y, width, 16).fill('#e8eef5');
    doc
      .font('Bold')
      .fontSize(10)
      .fillColor(PDF_INK)
      .text(section.label, left + 6, y + 4, { width: width - 12 });
    doc.y = y + 20;
    for (const field of section.fields) {
      doc.font('Body').fontSize(9);
      const valueHeight = field.value
        ? doc.heightOfString(field.value, { width: width - labelWidth - 6 })
        : doc.currentLineHeight();
      ensure(valueHeight + rowGap + 2);
      const rowY = doc.y;
      doc.fillColor('#555').text(field.label, left + 6, rowY, { width: labelWidth - 10 });
      const labelBottom = doc.y;
      if (field.value) {
        doc.fillColor('#111').text(field.value, left + labelWidth, rowY, { width: width - labelWidth - 6 });
      } else if (!sheet) {
        doc
          .moveTo(left + labelWidth, rowY + 10)
          .lineTo(left + width - 6, rowY + 10)
          .lineWidth(0.5)
          .strokeColor('#999')
          .stroke();
      }
      doc.y = Math.max(labelBottom, rowY + valueHeight) + rowGap;
    }
  }

  // Stamp and signature box.
  ensure(90);
  doc.moveDown(1.2);
  const boxY = doc.y;
  const half = (width - 20) / 2;
  doc.lineWidth(0.7).strokeColor('#888');
  doc.rect(left, boxY, half, 70).stroke();
  doc.rect(left + half + 20, boxY, half, 70).stroke();
  doc
    .font('Body')
    .fontSize(8)
    .fillColor('#555')
    .text(t('sheets.pdf.placeAndDate'), left + 6, boxY + 6, { width: half - 12 })
    .text(t('sheets.pdf.signatureBox'), left + half + 26, boxY + 6, { width: half - 12 });
  doc.y = boxY + 80;

  if (!options.doc) {
    onEveryPage(doc, (page, pages, margin) => {
      doc
        .fontSize(7)
        .fillColor('#777')
        .text(t('sheets.pdf.page', { page, pages }), left, doc.page.height - margin - 6, {
          width,
          align: 'right',
          lineBreak: false,
        });
    });
    doc.end();
  }
  return done;
}
