import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * Runs `work` while the database refuses the audit rows of `action` (a trigger raising an error):
 * the last step of the transaction that writes one fails, so everything before it rolls back.
 */
export async function withAuditRefused<T>(t: TestApp, action: string, work: () => Promise<T>): Promise<T> {
  await t.database.db.execute(sql`
    create or replace function refuse_audit_for_test() returns trigger language plpgsql as
    $$ begin raise exception 'refused by the test'; end $$`);
  await t.database.db.execute(
    sql.raw(`create trigger refuse_audit_for_test before insert on audit_events for each row
      when (new.action = '${action.replace(/'/g, "''")}') execute function refuse_audit_for_test()`),
  );
  try {
    return await work();
  } finally {
    await t.database.db.execute(sql`drop trigger refuse_audit_for_test on audit_events`);
  }
}
