import { type Language, SHEET_SIGN_WORDS } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { eq } from 'drizzle-orm';
import { signRequests } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { buildDocument, clientFields, type SheetDocument, sheetSections } from './document';
import { signedPdfOwner } from './files';
import type { PdfBody, SignKind, SignSubject } from './kinds';
import { mailDate, notifyAgents, signedPdfFileName } from './notify';
import { eventsOfRequests, type SignContext, setSheetStatus, sheetContextOf } from './repository';

/** The sheet's PDF body as the signer read it: client, every filled section, the texts. */
export function sheetPdfBody(document: SheetDocument): PdfBody {
  const lang: Language = document.language;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `signing.pdf.${key}`, params);
  const c = document.client;
  const version = t('version', { version: document.sheet.version });
  const clientRows: [string, string][] = [[t('client'), c.company_name]];
  if (c.code) clientRows.push([t('code'), c.code]);
  if (c.vat_number) clientRows.push([t('vatNumber'), c.vat_number]);
  if (c.tax_code) clientRows.push([t('taxCode'), c.tax_code]);
  const place = [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  clientRows.push([t('address'), [c.address, place, c.country].filter(Boolean).join(', ')]);
  if (document.agency) clientRows.push([t('agency'), document.agency.name]);
  // As the form reads: its sections and labels in its order; a field left empty is not printed.
  const sections = sheetSections(document.sheet.fields, lang, document.agency?.name)
    .map((section) => ({ section, filled: section.fields.filter((field) => field.value !== '') }))
    .filter(({ filled }) => filled.length > 0)
    .map(({ section, filled }) => ({
      heading: section.label,
      size: 12,
      rows: filled.map((field): [string, string] => [field.label, field.value]),
    }));
  return {
    infoTitle: `${t('title')} - ${c.company_name} - ${version}`,
    title: t('title'),
    subtitle: `${c.company_name} - ${version}`,
    footer: c.company_name,
    blocks: [{ heading: t('client'), size: 13, rows: clientRows }, ...sections],
    texts: [document.texts.privacy, document.texts.conditions],
    auditRows: [
      [t('sheetId'), `${document.sheet.id} - ${version}`],
      [t('client'), c.company_name],
    ],
    words: SHEET_SIGN_WORDS,
  };
}

/** A client sheet version as the engine signs it (PRODUCT.md §4). */
function sheetSubject(ctx: SignContext): SignSubject {
  const { sheet, client } = ctx;
  return {
    kind: 'sheet',
    id: sheet.id,
    // Revised or sent again, the sheet left "sent": this link is no longer the one.
    open: sheet.status === 'sent',
    company: client.companyName,
    signedPdfKey: sheet.signedPdfKey,
    pdfOwner: signedPdfOwner(sheet.id),
    pdfFileName: (language) => signedPdfFileName(client.companyName, sheet.version, language),
    document: (language) => buildDocument(ctx, language),
    view: (language) => ({
      kind: 'sheet',
      sheet: {
        version: sheet.version,
        client: clientFields(client),
        agency: ctx.agency?.name ?? null,
        sections: sheetSections(sheet.fields, language, ctx.agency?.name),
      },
      adhesion: null,
    }),
    pdfBody: (document) => sheetPdfBody(document as SheetDocument),
    otpTemplate: 'sign-otp',
    events: (db) => eventsOfRequests(db, eq(signRequests.sheetId, sheet.id)),

    async signed(app, tx, request, info) {
      const { signedAt, hash, pdfKey, signerName, language } = info;
      const moved = await setSheetStatus(tx, sheet.id, 'sent', {
        status: 'signed',
        signedAt,
        documentSha256: hash,
        signedPdfKey: pdfKey,
      });
      if (!moved) throw conflict();
      await app.mailer.enqueue(tx, {
        to: request.email,
        template: 'sign-signed-copy',
        language,
        params: {
          name: signerName,
          company: client.companyName,
          version: sheet.version,
          signer: signerName,
          date: mailDate(signedAt, language),
          hash,
        },
        attachments: [
          {
            filename: signedPdfFileName(client.companyName, sheet.version, language),
            key: pdfKey,
            contentType: 'application/pdf',
          },
        ],
      });
      await notifyAgents(
        app,
        tx,
        ctx,
        'sign-signed-agent',
        (lang) => ({ signer: signerName, date: mailDate(signedAt, lang) }),
        pdfKey,
      );
      await recordAudit(tx, {
        actorUserId: null,
        action: 'sheet.signed',
        entity: 'sheet',
        entityId: sheet.id,
        data: { signRequestId: request.id, documentSha256: hash, pdfSha256: info.pdfSha256, signer: signerName },
        ip: info.caller.ip,
      });
    },

    async declined(app, tx, request, reason, caller) {
      if (!(await setSheetStatus(tx, sheet.id, 'sent', { status: 'declined' }))) throw conflict();
      await notifyAgents(app, tx, ctx, 'sign-declined-agent', () => ({ reason }));
      await recordAudit(tx, {
        actorUserId: null,
        action: 'sheet.sign_declined',
        entity: 'sheet',
        entityId: sheet.id,
        data: { signRequestId: request.id, reason },
        ip: caller.ip,
      });
    },

    async expired(app, tx, request) {
      // A sheet already moved on (revision, new sending) keeps its state; only its link dies.
      if (sheet.status === 'sent' && (await setSheetStatus(tx, sheet.id, 'sent', { status: 'expired' }))) {
        await notifyAgents(app, tx, ctx, 'sign-expired-agent', (lang: Language) => ({
          date: mailDate(request.expiresAt, lang),
        }));
        await recordAudit(tx, {
          actorUserId: null,
          action: 'sheet.sign_expired',
          entity: 'sheet',
          entityId: sheet.id,
          data: { signRequestId: request.id },
        });
      }
    },
  };
}

export const sheetKind: SignKind = {
  words: SHEET_SIGN_WORDS,
  async load(db, request) {
    const ctx = await sheetContextOf(db, request);
    return ctx ? sheetSubject(ctx) : null;
  },
};
