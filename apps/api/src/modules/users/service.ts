import type { Db } from '../../db/index';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { revokeUserSessions } from '../auth/index';
import { setDisabled } from './repository';

/**
 * Disables or enables an account. Disabling ends every session of the user at once; an admin
 * cannot disable their own account (and so lock everyone out).
 */
export async function setUserDisabled(db: Db, actor: { id: number; ip: string }, userId: number, disabled: boolean) {
  if (userId === actor.id && disabled) throw new AppError(400, 'users.errors.cannotDisableSelf');
  await db.transaction(async (tx) => {
    if (!(await setDisabled(tx, userId, disabled))) throw notFound();
    if (disabled) await revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: disabled ? 'user.disabled' : 'user.enabled',
      entity: 'user',
      entityId: userId,
      ip: actor.ip,
    });
  });
}
