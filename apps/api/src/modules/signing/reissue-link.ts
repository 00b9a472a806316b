import type { Language } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { signRequests } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/crypto';
import { recordAudit } from '../audit/index';
import { mailDate } from './notify';
import { insertEvent, type SignContext, updateRequest } from './repository';

/**
 * A reminder re-sends the signing link. Only the token's hash is stored, so the old link
 * cannot be e-mailed again: a new request replaces it (same signer, same expiry, a fresh
 * start of acceptance and code) and the old one is revoked, so its link stops working.
 * `ctx` must be the open request, locked by the caller's transaction.
 */
export async function reissueLink(
  app: FastifyInstance,
  tx: Tx,
  ctx: SignContext,
  by: { actorId: number | null; automatic: boolean; ip?: string | null },
): Promise<{ id: number }> {
  const old = ctx.request;
  const token = randomToken();
  const now = new Date();
  const [created] = await tx
    .insert(signRequests)
    .values({
      sheetId: old.sheetId,
      tokenHash: sha256(token),
      email: old.email,
      language: old.language,
      status: 'open',
      expiresAt: old.expiresAt,
      // Counts the automatic reminders of this sending, which the job caps.
      remindersSent: old.remindersSent + (by.automatic ? 1 : 0),
      lastReminderAt: now,
      createdBy: old.createdBy,
    })
    .returning({ id: signRequests.id });
  if (!created) throw new Error('sign request insert returned nothing');
  await updateRequest(tx, old.id, { status: 'revoked', completedAt: now });
  await insertEvent(tx, {
    signRequestId: old.id,
    event: 'revoked',
    ip: by.ip,
    data: { replaced_by: created.id, reason: 'reminder' },
  });
  await insertEvent(tx, {
    signRequestId: created.id,
    event: 'reminded',
    ip: by.ip,
    data: { automatic: by.automatic, actor_id: by.actorId, replaces: old.id, reminder: old.remindersSent + 1 },
  });
  const link = `${app.config.publicUrl}/sign/${token}`;
  const language = old.language as Language;
  await app.mailer.enqueue(tx, {
    to: old.email,
    template: 'sign-reminder',
    language,
    params: {
      name: ctx.client.companyName,
      company: ctx.client.companyName,
      version: ctx.sheet.version,
      expires: mailDate(old.expiresAt, language),
      link,
    },
  });
  await recordAudit(tx, {
    actorUserId: by.actorId,
    action: by.automatic ? 'sheet.sign_reminded_automatically' : 'sheet.sign_reminded',
    entity: 'sheet',
    entityId: ctx.sheet.id,
    data: { signRequestId: created.id, replaces: old.id },
    ip: by.ip ?? null,
  });
  // The link (its token) goes to the signer's mailbox only, never back to the caller.
  return { id: created.id };
}
