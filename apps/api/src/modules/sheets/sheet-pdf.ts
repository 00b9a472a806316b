import { type Language, SHEET_REQUIRED_FIELDS, SHEET_SECTIONS, sheetSections } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDay } from '../../lib/file-names';
import { registerFonts } from '../../lib/pdf-fonts';

export type SheetPdfSheet = {
  version: number;
  status: string;
  fields: Record<string, unknown>;
  signatureEmail: string | null;
};
export type SheetPdfClient = { companyName: string; code: string | null; agencyName: string | null };

const INK = '#1c3d5a';

/** Streams a pdfkit document into one Buffer. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

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
  // Loaded on first use: importing pdfkit costs a start about 70 ms.
  const { default: PDFDocument } = await import('pdfkit');
  const doc =
    options.doc ??
    new PDFDocument({
      size: 'A4',
      margin: 48,
      bufferPages: true,
      compress: options.compress ?? true,
      info: { Title: `${t(sheet ? 'sheets.pdf.title' : 'sheets.pdf.blankTitle')} ${client?.companyName ?? ''}`.trim() },
    });
  registerFonts(doc);
  const done = options.doc ? Promise.resolve(Buffer.alloc(0)) : collectPdf(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc
    .font('Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(t(sheet ? 'sheets.pdf.title' : 'sheets.pdf.blankTitle'), left, doc.page.margins.top);
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
      .fillColor(INK)
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
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      // Writing inside the bottom margin must not start a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .fontSize(7)
        .fillColor('#777')
        .text(t('sheets.pdf.page', { page: i + 1, pages: range.count }), left, doc.page.height - margin - 6, {
          width,
          align: 'right',
          lineBreak: false,
        });
      doc.page.margins.bottom = margin;
    }
    doc.end();
  }
  return done;
}
