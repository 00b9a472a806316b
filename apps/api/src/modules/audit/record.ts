import type { DbOrTx } from '../../db/index';
import { auditEvents } from '../../db/schema/index';

export type AuditEntry = {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  data?: Record<string, unknown>;
  ip?: string | null;
};

/** Records who did what; call it inside the transaction of the change itself. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditEvents).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    data: entry.data,
    ip: entry.ip ?? null,
  });
}
