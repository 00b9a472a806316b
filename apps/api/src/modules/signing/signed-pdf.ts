import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';
import { type SignDocument, sheetSections } from './document';

export type SignedPdfInput = {
  document: SignDocument;
  /** The exact bytes whose SHA-256 is `documentSha256`; embedded as `document.json`. */
  documentBytes: Buffer;
  documentSha256: string;
  signRequestId: number;
  signer: { name: string; email: string; ip: string | null; userAgent: string | null; signedAt: Date };
  signature: { kind: 'drawn'; png: Buffer } | { kind: 'typed'; text: string };
  events: { event: string; createdAt: Date; ip: string | null; userAgent: string | null }[];
};

export const DOCUMENT_ATTACHMENT = 'document.json';
const utc = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * The signed copy: the sheet as the signer read it (client, every section, the privacy
 * notice and the sales conditions), then the signature, then a final audit page. The
 * canonical document is embedded, so the hash printed on the audit page can be checked from
 * the PDF alone.
 */
export async function renderSignedPdf(input: SignedPdfInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { document, signer } = input;
  const lang: Language = document.language;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `signing.pdf.${key}`, params);
  const { doc: pdf, done } = await openPdf({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    compress: options.compress ?? true,
    lang,
    info: {
      Title: `${t('title')} - ${document.client.company_name} - ${t('version', { version: document.sheet.version })}`,
      Subject: `SHA-256 ${input.documentSha256}`,
      CreationDate: signer.signedAt,
    },
  });

  /** A heading never ends a page: it starts the next one unless a few lines fit under it. */
  const heading = (text: string, size = 13) => {
    const bottom = pdf.page.height - pdf.page.margins.bottom;
    if (pdf.y + size * 2 + 4 * pdf.currentLineHeight(true) > bottom) pdf.addPage();
    pdf.moveDown(0.6).font('Bold').fontSize(size).fillColor(PDF_INK).text(text);
    pdf.moveDown(0.3).fillColor('#000000').font('Body').fontSize(10);
  };
  const row = (label: string, value: string) => {
    pdf.font('Bold').fontSize(10).text(`${label}: `, { continued: true });
    pdf.font('Body').text(value || '-');
  };

  pdf.file(input.documentBytes, {
    name: DOCUMENT_ATTACHMENT,
    type: 'application/json',
    description: `SHA-256 ${input.documentSha256}`,
    creationDate: signer.signedAt,
  });

  // The sheet.
  pdf.font('Bold').fontSize(18).text(t('title'));
  pdf
    .font('Body')
    .fontSize(11)
    .text(`${document.client.company_name} - ${t('version', { version: document.sheet.version })}`);
  heading(t('client'));
  const c = document.client;
  row(t('client'), c.company_name);
  if (c.code) row(t('code'), c.code);
  if (c.vat_number) row(t('vatNumber'), c.vat_number);
  if (c.tax_code) row(t('taxCode'), c.tax_code);
  const place = [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  row(t('address'), [c.address, place, c.country].filter(Boolean).join(', '));
  if (document.agency) row(t('agency'), document.agency.name);
  // As the form reads: its sections and labels in its order; a field left empty is not printed.
  for (const section of sheetSections(document.sheet.fields, lang, document.agency?.name)) {
    const filled = section.fields.filter((field) => field.value !== '');
    if (filled.length === 0) continue;
    heading(section.label, 12);
    for (const field of filled) row(field.label, field.value);
  }
  for (const text of [document.texts.privacy, document.texts.conditions]) {
    heading(`${text.title} (${text.version})`, 11);
    pdf.fontSize(9);
    for (const paragraph of text.body) pdf.text(paragraph, { align: 'justify' }).moveDown(0.4);
    pdf.fontSize(10);
  }

  // The signature.
  heading(t('signatureTitle'));
  row(t('signer'), signer.name);
  row(t('signerEmail'), signer.email);
  row(t('signedAt'), utc(signer.signedAt));
  row(t('method'), t(input.signature.kind));
  pdf.moveDown(0.5);
  if (pdf.y > pdf.page.height - 200) pdf.addPage();
  const top = pdf.y;
  if (input.signature.kind === 'drawn') {
    pdf.image(input.signature.png, pdf.page.margins.left, top, { fit: [260, 110] });
    pdf.y = top + 115;
  } else {
    pdf.font('Signature').fontSize(26).text(input.signature.text, pdf.page.margins.left, top);
    pdf.font('Body').fontSize(10);
  }
  pdf
    .moveTo(pdf.page.margins.left, pdf.y + 4)
    .lineTo(pdf.page.margins.left + 260, pdf.y + 4)
    .stroke();

  // The audit page.
  pdf.addPage();
  pdf.font('Bold').fontSize(16).text(t('auditTitle'));
  pdf.moveDown(0.5).font('Body').fontSize(10);
  row(t('sheetId'), `${document.sheet.id} - ${t('version', { version: document.sheet.version })}`);
  row(t('client'), c.company_name);
  row(t('requestId'), String(input.signRequestId));
  row(t('signer'), signer.name);
  row(t('signerEmail'), signer.email);
  row(t('signedAt'), utc(signer.signedAt));
  row(t('ip'), signer.ip ?? '');
  row(t('userAgent'), signer.userAgent ?? '');
  row(t('method'), t(input.signature.kind));
  row(t('documentSha256'), input.documentSha256);
  pdf
    .moveDown(0.4)
    .fontSize(9)
    .text(t('otpNote'))
    .moveDown(0.2)
    .text(t('hashNote', { file: DOCUMENT_ATTACHMENT }));
  heading(t('events'), 12);
  pdf.fontSize(9);
  for (const event of input.events) {
    pdf.font('Bold').text(`${utc(event.createdAt)}  ${translate(lang, `signing.events.${event.event}`)}`, {
      continued: Boolean(event.ip),
    });
    if (event.ip) pdf.font('Body').text(`  ${t('ip')}: ${event.ip}`);
    if (event.userAgent) pdf.font('Body').fillColor('#444444').text(event.userAgent).fillColor('#000000');
    pdf.moveDown(0.2);
  }

  onEveryPage(pdf, (page, pages) => {
    pdf
      .font('Body')
      .fontSize(8)
      .fillColor('#666666')
      .text(
        `${document.client.company_name} - SHA-256 ${input.documentSha256.slice(0, 16)}… - ${t('page', { page, pages })}`,
        pdf.page.margins.left,
        pdf.page.height - 35,
        { width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right, align: 'center', lineBreak: false },
      );
  });
  pdf.end();
  return done;
}
