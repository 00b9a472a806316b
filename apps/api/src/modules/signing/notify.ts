import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import type { MailRequest } from '../../mail/mailer';
import { agentRecipients, type SignContext } from './repository';

/** Dates in e-mails, in the reader's language and the manufacturer's time zone. */
export function mailDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(
    date,
  );
}

/** The signed PDF's file name, in the reader's language. */
export function signedPdfFileName(ctx: Pick<SignContext, 'sheet' | 'client'>, language: Language): string {
  const code = (ctx.client.code ?? String(ctx.sheet.id)).replace(/[^A-Za-z0-9-]/g, '');
  return translate(language, 'signing.pdf.fileName', { code, version: ctx.sheet.version });
}

/** Tells the client's agents (or the sheet's creator) about a signing outcome, in their language. */
export async function notifyAgents(
  app: FastifyInstance,
  tx: Tx,
  ctx: SignContext,
  template: MailRequest['template'],
  params: (language: Language) => Record<string, string | number>,
  attachPdfKey?: string,
) {
  for (const agent of await agentRecipients(tx, ctx.client.agencyId, ctx.sheet.createdBy)) {
    await app.mailer.enqueue(tx, {
      to: agent.email,
      template,
      language: agent.language,
      params: {
        name: agent.name,
        company: ctx.client.companyName,
        version: ctx.sheet.version,
        email: ctx.request.email,
        ...params(agent.language),
      },
      attachments: attachPdfKey
        ? [{ filename: signedPdfFileName(ctx, agent.language), key: attachPdfKey, contentType: 'application/pdf' }]
        : undefined,
    });
  }
}
