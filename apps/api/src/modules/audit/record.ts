import { type SQL, sql } from 'drizzle-orm';
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

const COLUMNS = [
  auditEvents.actorUserId,
  auditEvents.action,
  auditEvents.entity,
  auditEvents.entityId,
  auditEvents.data,
  auditEvents.ip,
].map((column) => sql.identifier(column.name));

/**
 * The audit lines of a set-based change, as a part of its own statement (a data-modifying CTE:
 * `audit as (${recordAuditSql(...)})`), so they commit with it and the change stays one round trip.
 * `rows` selects, in this order, the actor's id, the action, the entity, its id as text, the data
 * (jsonb) and the ip.
 */
export function recordAuditSql(rows: SQL): SQL {
  return sql`insert into ${auditEvents} (${sql.join(COLUMNS, sql`, `)}) ${rows}`;
}
