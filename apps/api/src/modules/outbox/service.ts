import type { Db } from '../../db/index';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/record';
import { findOutbox, retryOutbox } from './repository';

/** Puts an undelivered message back in the queue; a sent one is a 409, an unknown one a 404. */
export async function retryMessage(db: Db, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    if (!(await retryOutbox(tx, id))) throw (await findOutbox(tx, id)) ? conflict() : notFound();
    await recordAudit(tx, { actorUserId: actorId, action: 'outbox.retried', entity: 'outbox', entityId: id });
  });
}
