/**
 * Who did what (`audit_events`): the only writer of that table. A change records its lines in
 * its own transaction, one at a time (`recordAudit`) or, for a set-based statement, as a part of
 * it (`recordAuditSql`). It serves no route.
 */
export { type AuditColumns, type AuditEntry, recordAudit, recordAuditSql } from './record';
