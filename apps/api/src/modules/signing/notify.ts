import type { Language } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { downloadName, printedDate } from '../../lib/file-names';
import type { MailRequest } from '../../mail/mailer';
import { agentRecipients, type SignContext } from './repository';

/** Dates in e-mails, in the reader's language and the manufacturer's time zone. */
export const mailDate = (date: Date, language: Language): string => printedDate(date, language);

/** The signed PDF's file name (lib/file-names), the same for the signer, staff and e-mails. */
export function signedPdfFileName(companyName: string, version: number, language: Language): string {
  return downloadName(language, {
    document: 'sheets.pdf.title',
    subject: companyName,
    version,
    state: 'sheets.status.signed',
    extension: 'pdf',
  });
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
        ? [
            {
              filename: signedPdfFileName(ctx.client.companyName, ctx.sheet.version, agent.language),
              key: attachPdfKey,
              contentType: 'application/pdf',
            },
          ]
        : undefined,
    });
  }
}
