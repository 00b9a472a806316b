import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';
import type { PdfBody, SignDocument } from './kinds';
import { sheetPdfBody } from './sheet-kind';

export type SignedPdfInput = {
  document: SignDocument;
  /** What is printed before the signature; a client sheet's when left out. */
  body?: PdfBody;
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
  const body = input.body ?? sheetPdfBody(document as Parameters<typeof sheetPdfBody>[0]);
  const lang: Language = document.language;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `signing.pdf.${key}`, params);
  const { doc: pdf, done } = await openPdf({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    compress: options.compress ?? true,
    lang,
    info: {
      Title: body.infoTitle,
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

  // What is signed.
  pdf.font('Bold').fontSize(18).text(body.title);
  pdf.font('Body').fontSize(11).text(body.subtitle);
  for (const block of body.blocks) {
    heading(block.heading, block.size);
    for (const [label, value] of block.rows) row(label, value);
  }
  for (const text of body.texts) {
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
  for (const [label, value] of body.auditRows) row(label, value);
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
    .text(translate(lang, body.words.hashNote, { file: DOCUMENT_ATTACHMENT }));
  heading(t('events'), 12);
  pdf.fontSize(9);
  // What was accepted is the kind's to say; the other events read the same for every kind.
  const eventLabel = (event: string) =>
    translate(lang, event === 'accepted' ? body.words.acceptedEvent : `signing.events.${event}`);
  for (const event of input.events) {
    pdf.font('Bold').text(`${utc(event.createdAt)}  ${eventLabel(event.event)}`, {
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
        `${body.footer} - SHA-256 ${input.documentSha256.slice(0, 16)}… - ${t('page', { page, pages })}`,
        pdf.page.margins.left,
        pdf.page.height - 35,
        { width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right, align: 'center', lineBreak: false },
      );
  });
  pdf.end();
  return done;
}
