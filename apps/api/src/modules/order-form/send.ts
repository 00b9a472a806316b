import {
  isLanguage,
  type Language,
  type OrderFormDetail,
  orderFormCompleteSchema,
  orderFormFieldsOf,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../../db/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import { printedDay } from '../../lib/file-names';
import type { MailRequest } from '../../mail/mailer';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { type FileRecord, listFiles, recordFile, type StagedFile, stageFile } from '../files/index';
import { linkUrl, orderLinks } from './links';
import { toOrderDetail } from './mappers';
import { orderPdfName, renderOrderPdf } from './pdf';
import { findOrder, type OrderScope, orderLines } from './repository';
import { orderFormOrders } from './schema';
import { orderFormSettings } from './settings';
import { discardStaged, fieldErrors, OWNER_DOMAIN, ownerOf } from './upload';

/** The PDFs an order's e-mails carry are the module's files too, apart from its attachments. */
export const mailPdfOwner = (orderId: number) => ({ domain: OWNER_DOMAIN, key: `${orderId}-mail` });

/** An order as the PDF and the e-mails show it, in one language; null when the scope may not see it. */
export async function orderDetail(
  db: DbOrTx,
  scope: OrderScope,
  id: number,
  lang: Language,
): Promise<{ detail: OrderFormDetail; files: FileRecord[] } | null> {
  const order = await findOrder(db, scope, id);
  if (!order) return null;
  const [lines, files] = await Promise.all([orderLines(db, order.id), listFiles(db, ownerOf(order.id))]);
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  return { detail: toOrderDetail(t, order, lines, files), files };
}

export type MailPlan = { attached: FileRecord[]; linked: FileRecord[] };

/**
 * Which attachments travel in the e-mail and which as links: in their order, each that still fits
 * beside the order's PDF and those before it within `limit` bytes is attached; the others go as
 * links, so an e-mail is never refused for its size and as much as possible arrives with it.
 */
export function planAttachments(files: readonly FileRecord[], pdfBytes: number, limit: number): MailPlan {
  const plan: MailPlan = { attached: [], linked: [] };
  let room = limit - pdfBytes;
  for (const file of files) {
    if (file.size <= room) {
      plan.attached.push(file);
      room -= file.size;
    } else plan.linked.push(file);
  }
  return plan;
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'it');

/** One e-mail of a sent order, in its reader's language, with the PDF in that language. */
async function orderMail(
  app: FastifyInstance,
  order: OrderFormDetail,
  plan: MailPlan,
  pdf: StagedFile,
  reader: {
    to: string;
    language: Language;
    template: 'order-form-office' | 'order-form-copy';
    name: string;
    sender: string;
  },
): Promise<MailRequest> {
  const lang = reader.language;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const day = (value: string | null) =>
    value ? printedDay(new Date(`${value}T12:00:00Z`), lang) : t('orderForm.mail.notGiven');
  const params: Record<string, string | number> = {
    name: reader.name,
    sender: reader.sender,
    number: order.number,
    client: order.client,
    customerCode: order.customer_code,
    reference: order.reference,
    orderDate: day(order.order_date),
    deliveryDate: day(order.requested_delivery_date),
    lines: order.order_lines.length,
    files: plan.attached.length > 0 ? plan.attached.map((f) => f.name).join(', ') : t('orderForm.mail.noFiles'),
    // The templates declare `links` and the mailer refuses a mail without it; empty, its
    // paragraph is left out.
    links: '',
  };
  if (plan.linked.length > 0) {
    const secret = await orderLinks.secret(app);
    const expiresAt = new Date(Date.now() + orderFormSettings(app.config.env).linkTtlMs);
    const links = plan.linked
      .map(
        (f) =>
          `${f.name}: ${linkUrl(app.config.publicUrl, lang, orderLinks.token(secret, { fileId: f.id, expiresAt }))}`,
      )
      .join(' · ');
    // `links` is the template's secret, masked in the copy staff read.
    params.links = t('orderForm.mail.links', { date: printedDay(expiresAt, lang), links });
  }
  const attachments = [pdf, ...plan.attached].map((f) => ({
    filename: f.name,
    key: f.storageKey,
    contentType: f.type,
  }));
  return {
    to: reader.to,
    template: reader.template,
    language: lang,
    params,
    attachments,
  };
}

export type SendAnswer = { id: number; number: string; state: 'sent' };

/** The order left as it was: "Error in order submission"; sending again works. */
const submissionFailed = (cause: unknown) => Object.assign(new AppError(503, 'orderForm.errors.sendFailed'), { cause });

/**
 * `POST order-form/email/{id}`: a complete draft goes to the order office (`ORDER_OFFICE_EMAIL`,
 * in `ORDER_OFFICE_LANGUAGE`) with its PDF and attachments, and a copy to the sender in theirs.
 * The state change to sent and both e-mails are one transaction (the outbox): an order is sent
 * once, and sending a sent order again answers the same without another e-mail. When the e-mails
 * cannot be queued nothing changes but the order's `send_error`: it stays a draft, and the
 * answer is "Error in order submission".
 */
export async function sendOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  scope: OrderScope,
  id: number,
): Promise<SendAnswer> {
  const office = orderFormSettings(app.config.env).officeLanguage;
  const senderLanguage = languageOf(user.language);
  // The order's last change as read before its detail: sent only if still so (see below).
  const [read] = await queryRows<{ stamp: string }>(
    app.db,
    sql`select updated_at::text as stamp from order_form_orders where id = ${id}`,
  );
  const found = read ? await orderDetail(app.db, scope, id, office) : null;
  if (!found) throw notFound();
  const { detail, files } = found;
  if (detail.state === 'sent') return { id, number: detail.number, state: 'sent' };
  const complete = orderFormCompleteSchema.safeParse(orderFormFieldsOf(detail));
  if (!complete.success) throw fieldErrors(complete.error.issues);

  const senderName = [user.name, user.surname].filter(Boolean).join(' ') || user.username;
  let staged: StagedFile[] = [];
  try {
    const readers = [
      {
        to: orderFormSettings(app.config.env).officeEmail,
        language: office,
        template: 'order-form-office' as const,
        name: translate(office, 'orderForm.mail.officeName'),
        sender: senderName,
      },
      {
        to: user.email,
        language: senderLanguage,
        template: 'order-form-copy' as const,
        name: senderName,
        sender: senderName,
      },
    ];
    // The PDF shows the order as the office receives it: sent, now.
    const shown: OrderFormDetail = { ...detail, state: 'sent', sent_at: new Date().toISOString(), editable: false };
    const languages = [...new Set(readers.map((r) => r.language))];
    staged = await Promise.all(
      languages.map(async (lang) =>
        stageFile(app, {
          owner: mailPdfOwner(id),
          name: orderPdfName(shown, lang),
          data: await renderOrderPdf(shown, lang),
          createdBy: user.id,
        }),
      ),
    );
    const pdfOf = (lang: Language) => staged[languages.indexOf(lang)] as StagedFile;
    const plan = planAttachments(
      files,
      Math.max(...staged.map((f) => f.size)),
      orderFormSettings(app.config.env).mailAttachmentsBytes,
    );
    const mails = await Promise.all(readers.map((r) => orderMail(app, detail, plan, pdfOf(r.language), r)));
    const sent = await app.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(orderFormOrders)
        .set({ state: 'sent', sentAt: sql`now()`, sendError: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(orderFormOrders.id, id),
            eq(orderFormOrders.state, 'draft'),
            sql`${orderFormOrders.updatedAt} = ${read?.stamp}::timestamptz`,
          ),
        )
        .returning({ id: orderFormOrders.id });
      if (!moved) {
        // Sent meanwhile by another request: that one's e-mails are the only ones. Deleted: it
        // is missing. Changed since it was read: the e-mails would show it as it was.
        const [now] = await queryRows<{ state: string }>(
          tx,
          sql`select state from order_form_orders where id = ${id} for update`,
        );
        if (!now) throw notFound();
        if (now.state === 'sent') return false;
        throw conflict();
      }
      for (const file of staged) await recordFile(tx, file);
      for (const mail of mails) await app.mailer.enqueue(tx, mail);
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'order-form.send',
        entity: 'order-form',
        entityId: id,
        data: { attached: plan.attached.length, linked: plan.linked.length },
        ip: request.ip,
      });
      return true;
    });
    if (!sent) await discardStaged(app, staged);
    return { id, number: detail.number, state: 'sent' };
  } catch (error) {
    await discardStaged(app, staged);
    if (error instanceof AppError && error.status < 500) throw error;
    request.log.error({ err: error, orderId: id }, 'order not sent');
    await app.db
      .update(orderFormOrders)
      .set({ sendError: request.t('orderForm.errors.sendFailed') })
      .where(and(eq(orderFormOrders.id, id), eq(orderFormOrders.state, 'draft')))
      .catch(() => undefined);
    throw submissionFailed(error);
  }
}
