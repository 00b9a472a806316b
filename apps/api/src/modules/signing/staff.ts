import { type Language, USER_TYPE } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { signedPdfFile } from './files';
import { signedPdfFileName } from './notify';
import { reissueLink } from './reissue-link';
import { eventsOfSheet, findSheetForStaff, lockOpenRequestOfSheet } from './repository';

/**
 * The sheet, if this user may act on it: admin and sales any sheet, an agent only their
 * agency's. Another agency's sheet answers exactly like a sheet that does not exist.
 */
async function sheetFor(db: DbOrTx, sheetId: number, user: AuthUser) {
  const sheet = await findSheetForStaff(db, sheetId);
  if (!sheet) throw notFound();
  const staff = user.userType === USER_TYPE.admin || user.userType === USER_TYPE.sales;
  if (!staff && (user.userType !== USER_TYPE.agent || !user.agencyId || sheet.agencyId !== user.agencyId)) {
    throw notFound();
  }
  return sheet;
}

/**
 * GET admin/agencies/reminder/{id}: a new link for the open request, the old one revoked. The
 * link goes to the signer only: staff help by sending it again, never by reading it.
 */
export async function sendReminder(app: FastifyInstance, sheetId: number, user: AuthUser, ip: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const sheet = await sheetFor(tx, sheetId, user);
    // Asked for deletion, the client waits for staff to complete it: no one asks it to sign meanwhile.
    if (sheet.clientStatus === 'deletion_requested') throw new AppError(409, 'signing.errors.clientDeletionPending');
    if (sheet.clientStatus === 'deleted') throw new AppError(409, 'signing.errors.clientDeleted');
    const ctx = await lockOpenRequestOfSheet(tx, sheetId);
    if (ctx?.sheet.status !== 'sent' || ctx.request.expiresAt <= new Date()) {
      throw new AppError(409, 'signing.errors.noOpenRequest');
    }
    await reissueLink(app, tx, ctx, { actorId: user.id, automatic: false, ip });
  });
}

export async function staffSignedPdf(app: FastifyInstance, sheetId: number, user: AuthUser, lang: Language) {
  const sheet = await sheetFor(app.db, sheetId, user);
  if (!sheet.signedPdfKey) throw new AppError(409, 'signing.errors.notSigned');
  return {
    file: await signedPdfFile(app, { id: sheet.id, signedPdfKey: sheet.signedPdfKey }),
    fileName: signedPdfFileName(sheet.companyName, sheet.version, lang),
  };
}

export async function staffSignEvents(app: FastifyInstance, sheetId: number, user: AuthUser, lang: Language) {
  await sheetFor(app.db, sheetId, user);
  const events = await eventsOfSheet(app.db, sheetId);
  return events.map((e) => ({
    id: e.id,
    sign_request_id: e.signRequestId,
    event: e.event,
    label: translate(lang, `signing.events.${e.event}`),
    created_at: e.createdAt.toISOString(),
    ip: e.ip,
    user_agent: e.userAgent,
    data: e.data ?? null,
  }));
}
