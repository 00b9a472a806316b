import type { Language } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { agencies, clients, sheets, signEvents, signRequests, users } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/crypto';
import { printedDay } from '../../lib/file-names';
import { revokeOpenRequests } from './revoke-open-requests';

export type CreateSignRequest = { sheetId: number; email: string; language: Language; actorId: number | null };

/**
 * Opens a signing link for a sheet version and e-mails it, inside the caller's transaction:
 * 256 random bits of token, only its SHA-256 stored, valid for SIGN_LINK_TTL_DAYS. Any earlier
 * open request of the sheet is revoked, so only the newest link works. The caller moves the
 * sheet to `sent`.
 */
export async function createSignRequest(
  app: FastifyInstance,
  tx: DbOrTx,
  { sheetId, email, language, actorId }: CreateSignRequest,
): Promise<{ id: number }> {
  const [context] = await tx
    .select({ version: sheets.version, company: clients.companyName, agency: agencies.name })
    .from(sheets)
    .innerJoin(clients, eq(clients.id, sheets.clientId))
    .leftJoin(agencies, eq(agencies.id, clients.agencyId))
    .where(eq(sheets.id, sheetId))
    .limit(1);
  if (!context) throw new Error(`sheet ${sheetId} not found`);

  await revokeOpenRequests(tx, { sheetId }, { reason: 'resent', by: actorId });
  const { id, token, expiresAt } = await openSignRequest(app, tx, { sheetId }, { email, language, actorId });

  const [sender] = actorId
    ? await tx.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, actorId)).limit(1)
    : [];
  const link = `${app.config.publicUrl}/sign/${token}`;
  await app.mailer.enqueue(tx, {
    to: email,
    template: 'sheet-signature-request',
    language,
    params: {
      name: context.company,
      company: context.company,
      version: context.version,
      agency: context.agency ?? app.config.mailFrom.replace(/\s*<.*>$/, ''),
      sender: sender ? `${sender.name} ${sender.surname}` : (context.agency ?? ''),
      expires: printedDay(expiresAt, language),
      link,
    },
  });
  // The link (its token) goes to the signer's mailbox only, never back to the caller.
  return { id };
}

/**
 * A new open request for what it signs (`sheetId` or `adhesionId`), with its `sent` event, valid
 * for SIGN_LINK_TTL_DAYS: 256 random bits of token, only its SHA-256 stored. The caller revokes
 * earlier requests and decides where the token goes (the signer's mailbox, or the signed-in
 * signer themselves).
 */
export async function openSignRequest(
  app: FastifyInstance,
  tx: DbOrTx,
  subject: { sheetId: number } | { adhesionId: number },
  { email, language, actorId }: { email: string; language: Language; actorId: number | null },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + app.config.signLinkTtlDays * 86_400_000);
  const [request] = await tx
    .insert(signRequests)
    .values({ ...subject, tokenHash: sha256(token), email, language, expiresAt, createdBy: actorId })
    .returning({ id: signRequests.id });
  if (!request) throw new Error('sign request insert returned nothing');
  await tx.insert(signEvents).values({ signRequestId: request.id, event: 'sent', data: { email, by: actorId } });
  return { id: request.id, token, expiresAt };
}
