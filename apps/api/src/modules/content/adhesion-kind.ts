import { ADHESION_SIGN_WORDS, type AdhesionField, type Language, labelIn } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { signRequests } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { downloadName, printedDate } from '../../lib/file-names';
import { recordAudit } from '../audit/index';
import { eventsOfRequests, type PdfBody, type SignDocument, type SignKind, type SignSubject } from '../signing/index';
import { adhesionPrivacy } from './adhesion-privacy';
import { promotionAdhesions } from './schema';
import { romeToday } from './service';

/** An adhesion with its client, its promotion's form and titles: what signing it needs. */
export type AdhesionSource = {
  id: number;
  item_id: number;
  status: string;
  values: Record<string, string | boolean>;
  signed_pdf_key: string | null;
  client_id: number;
  company_name: string;
  client_code: string | null;
  vat_number: string | null;
  fields: AdhesionField[] | null;
  conditions: Record<string, string> | null;
  form_version: string | null;
  open_today: boolean;
  titles: Record<string, string>;
};

/** The adhesion by id, with whether its promotion takes adhesions today (shown to customers, form open). */
export async function adhesionSource(db: DbOrTx, id: number, today = romeToday()) {
  const [row] = await queryRows<AdhesionSource>(
    db,
    sql`select a.id, a.item_id, a.status, a.values, a.signed_pdf_key, c.id as client_id, c.company_name,
          c.code as client_code, c.vat_number, f.fields, f.conditions,
          to_char(f.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') as form_version,
          coalesce(i.for_customers and i.publish_on <= ${today}::date
            and (i.withdraw_on is null or i.withdraw_on > ${today}::date)
            and f.opens_on <= ${today}::date and (f.closes_on is null or f.closes_on > ${today}::date), false) as open_today,
          coalesce((select jsonb_object_agg(t.language, t.title) from content_texts t where t.item_id = i.id), '{}'::jsonb)
            as titles
        from promotion_adhesions a join clients c on c.id = a.client_id join content_items i on i.id = a.item_id
        left join promotion_forms f on f.item_id = a.item_id
        where a.id = ${id}`,
  );
  return row;
}

/** An answer as read: a choice's option label, a checkbox yes or no, else the text. */
export function answerText(field: AdhesionField, value: string | boolean | undefined, language: Language): string {
  if (field.type === 'checkbox')
    return translate(language, value === true ? 'content.adhesion.yes' : 'content.adhesion.no');
  if (field.type === 'choice') {
    const option = (field.options ?? []).find((o) => o.key === value);
    return option ? labelIn(option.labels, language) : '';
  }
  return typeof value === 'string' ? value : '';
}

/** The answers in the form's order, with the form's labels in a language. */
export const answersOf = (source: AdhesionSource, language: Language) =>
  (source.fields ?? []).map((field) => ({
    key: field.key,
    label: labelIn(field.labels, language),
    value: answerText(field, source.values[field.key], language),
  }));

export const titleIn = (source: Pick<AdhesionSource, 'titles'>, language: Language) =>
  labelIn(source.titles as Partial<Record<Language, string>>, language);

/** The adhesion's signed PDF name, the same for the customer, staff and the e-mail. */
export const adhesionPdfName = (company: string, language: Language) =>
  downloadName(language, {
    document: 'content.adhesion.pdfTitle',
    subject: company,
    state: 'content.adhesion.state.signed',
    extension: 'pdf',
  });

export type AdhesionDocument = SignDocument & {
  format: 'portal.promotion-adhesion/1';
  promotion: { id: number; title: string };
  adhesion: { id: number; answers: { key: string; label: string; value: string }[] };
  client: { id: number; company_name: string; code: string | null; vat_number: string | null };
};

/**
 * The signed document of an adhesion (canonical JSON, see signing/document.ts): the promotion,
 * the client, every answer with its label as read, the adhesion's privacy notice and the promotion's
 * conditions in the signer's language (their version: when the form was last saved).
 */
export function adhesionDocument(source: AdhesionSource, language: Language): AdhesionDocument {
  const conditions = source.conditions ?? {};
  const text = labelIn(conditions as Partial<Record<Language, string>>, language);
  return {
    format: 'portal.promotion-adhesion/1',
    language,
    promotion: { id: source.item_id, title: titleIn(source, language) },
    adhesion: { id: source.id, answers: answersOf(source, language) },
    client: {
      id: source.client_id,
      company_name: source.company_name,
      code: source.client_code,
      vat_number: source.vat_number,
    },
    texts: {
      privacy: adhesionPrivacy(language),
      conditions: {
        title: translate(language, 'content.adhesion.conditionsTitle'),
        version: source.form_version ?? '',
        body: text
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      },
    },
  };
}

export function pdfBodyOf(document: AdhesionDocument): PdfBody {
  const lang = document.language;
  const t = (key: string) => translate(lang, key);
  const c = document.client;
  const clientRows: [string, string][] = [[t('signing.pdf.client'), c.company_name]];
  if (c.code) clientRows.push([t('signing.pdf.code'), c.code]);
  if (c.vat_number) clientRows.push([t('signing.pdf.vatNumber'), c.vat_number]);
  return {
    infoTitle: `${t('content.adhesion.pdfTitle')} - ${document.promotion.title} - ${c.company_name}`,
    title: t('content.adhesion.pdfTitle'),
    subtitle: `${document.promotion.title} - ${c.company_name}`,
    footer: c.company_name,
    blocks: [
      { heading: t('signing.pdf.client'), size: 13, rows: clientRows },
      {
        heading: t('content.adhesion.answers'),
        size: 12,
        rows: document.adhesion.answers.map((a): [string, string] => [a.label, a.value]),
      },
    ],
    texts: [document.texts.privacy, document.texts.conditions],
    auditRows: [
      [t('content.adhesion.auditAdhesion'), `${document.adhesion.id} - ${document.promotion.title}`],
      [t('signing.pdf.client'), c.company_name],
    ],
    words: ADHESION_SIGN_WORDS,
  };
}

function adhesionSubject(source: AdhesionSource): SignSubject {
  return {
    kind: 'adhesion',
    id: source.id,
    // Withdrawn, closed, or no longer waiting: the link stops working.
    open: source.status === 'to_sign' && source.open_today && source.fields !== null,
    company: source.company_name,
    signedPdfKey: source.signed_pdf_key,
    pdfOwner: { domain: 'content', key: `adhesion-${source.id}` },
    pdfFileName: (language) => adhesionPdfName(source.company_name, language),
    document: (language) => adhesionDocument(source, language),
    view: (language) => ({
      kind: 'adhesion',
      sheet: null,
      adhesion: {
        promotion: titleIn(source, language),
        company_name: source.company_name,
        sections: [
          {
            key: 'answers',
            label: translate(language, 'content.adhesion.answers'),
            fields: answersOf(source, language),
          },
        ],
      },
    }),
    pdfBody: (document) => pdfBodyOf(document as AdhesionDocument),
    otpTemplate: 'adhesion-otp',
    events: (db) => eventsOfRequests(db, eq(signRequests.adhesionId, source.id)),

    async signed(app, tx, request, info) {
      const moved = await tx
        .update(promotionAdhesions)
        .set({
          status: 'signed',
          signerName: info.signerName,
          signedAt: info.signedAt,
          documentSha256: info.hash,
          signedPdfKey: info.pdfKey,
        })
        .where(and(eq(promotionAdhesions.id, source.id), eq(promotionAdhesions.status, 'to_sign')))
        .returning({ id: promotionAdhesions.id });
      if (moved.length !== 1) throw conflict();
      const language = info.language;
      await app.mailer.enqueue(tx, {
        to: request.email,
        template: 'adhesion-signed-copy',
        language,
        params: {
          name: info.signerName,
          company: source.company_name,
          promotion: titleIn(source, language),
          date: printedDate(info.signedAt, language),
          hash: info.hash,
        },
        attachments: [
          {
            filename: adhesionPdfName(source.company_name, language),
            key: info.pdfKey,
            contentType: 'application/pdf',
          },
        ],
      });
      await recordAudit(tx, {
        actorUserId: request.createdBy,
        action: 'content.adhesion_signed',
        entity: 'content',
        entityId: source.item_id,
        data: { adhesion: source.id, signRequestId: request.id, documentSha256: info.hash, pdfSha256: info.pdfSha256 },
        ip: info.caller.ip,
      });
    },

    async declined(_app, tx, request, reason, caller) {
      await tx
        .update(promotionAdhesions)
        .set({ status: 'declined' })
        .where(and(eq(promotionAdhesions.id, source.id), eq(promotionAdhesions.status, 'to_sign')));
      await recordAudit(tx, {
        actorUserId: request.createdBy,
        action: 'content.adhesion_declined',
        entity: 'content',
        entityId: source.item_id,
        data: { adhesion: source.id, signRequestId: request.id, reason },
        ip: caller.ip,
      });
    },

    // The adhesion waits: the customer asks a new link from the promotion.
    async expired() {},
  };
}

/** Adhesions as the signing engine signs them (registered by the content module). */
export const adhesionKind: SignKind = {
  words: ADHESION_SIGN_WORDS,
  async load(db, request) {
    if (request.adhesionId === null) return null;
    const source = await adhesionSource(db, request.adhesionId);
    return source ? adhesionSubject(source) : null;
  },
};
