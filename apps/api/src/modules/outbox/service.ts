import { USER_TYPE } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import { conflict, notFound } from '../../lib/errors';
import { maskByShape, type RenderedMail } from '../../mail/render';
import { mailTemplates } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { findOutbox, queueCopyOfSent, retryOutbox } from './repository';

/**
 * Send again: a failed message goes back in the queue, a sent one is queued again as a copy (the
 * recipient lost it, or it went to spam). A queued one is a 409, since it goes out by itself (and
 * the worker may be sending it now); an unknown one a 404. Answers the id of the queued message.
 */
export async function retryMessage(db: Db, actorId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const queued = (await retryOutbox(tx, id)) ?? (await queueCopyOfSent(tx, id));
    if (!queued) throw (await findOutbox(tx, id)) ? conflict() : notFound();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'outbox.retried',
      entity: 'outbox',
      entityId: id,
      ...(queued.id === id ? {} : { data: { copy: queued.id } }),
    });
    return queued.id;
  });
}

type Stored = { template: string; subject: string; text: string; html: string; masked: RenderedMail | null };

/**
 * How one reader sees the outbox. Links with tokens and one-time codes belong to the recipient
 * (PRODUCT.md §7): once e-mail is delivered by SMTP nobody reads them here, and helping a user
 * means sending again (retry, a reminder, the user asking again). Without SMTP (the demo) the
 * messages never leave, so admin, who manages users, reads them whole; sales never does.
 * The templates are the modules' (`mail/templates.ts`), found by the id each row stores.
 */
export async function outboxReader(app: FastifyInstance, user: AuthUser) {
  const secretsVisible = !app.mailer.configured && user.userType === USER_TYPE.admin;
  const templates = await mailTemplates();
  return {
    smtp: app.mailer.configured,
    secretsVisible,
    /** Subject, text and HTML as this reader may see them, and whether something was masked. */
    show(row: Stored): RenderedMail & { masked: boolean } {
      const whole = { subject: row.subject, text: row.text, html: row.html };
      const secrets = templates.get(row.template)?.secretParams;
      if (secretsVisible || secrets?.length === 0) return { ...whole, masked: false };
      return { ...(row.masked ?? maskByShape(whole)), masked: true };
    },
    /** What the message is, in the reader's language; the stored id for a template no module declares. */
    label(template: string, t: (key: string) => string): string {
      const found = templates.get(template);
      return found ? t(`${found.key}.label`) : template;
    },
  };
}
