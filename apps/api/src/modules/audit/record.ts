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

/** Each column of an audit line, as an expression over the rows it is written from. */
export type AuditColumns = { actor: SQL; action: SQL; entity: SQL; entityId: SQL; data: SQL; ip: SQL };

/**
 * The audit lines of a set-based change, as a part of its own statement (a data-modifying CTE:
 * `audit as (${recordAuditSql(sql`decided`, {...})})`), so they commit with it and the change
 * stays one round trip: one line per row of `from`, each column given by name.
 */
export function recordAuditSql(from: SQL, columns: AuditColumns): SQL {
  const { actor, action, entity, entityId, data, ip } = columns;
  return sql`insert into ${auditEvents} (${sql.join(COLUMNS, sql`, `)})
    select ${actor}, ${action}, ${entity}, ${entityId}, ${data}, ${ip} from ${from}`;
}
