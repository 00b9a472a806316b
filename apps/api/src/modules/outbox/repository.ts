import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { outbox } from '../../db/schema/index';
import { cappedCountOf } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import { sortOrder } from '../../lib/sort';

/**
 * A list row carries the subject, not the bodies (a few kilobytes each): the masked copy keeps
 * only its subject, and the bodies are empty. The detail reads the whole row.
 */
const LIST_COLUMNS = {
  ...getTableColumns(outbox),
  text: sql<string>`''`,
  html: sql<string>`''`,
  masked: sql<{ subject: string; text: string; html: string } | null>`case when ${outbox.masked} is null then null
    else jsonb_build_object('subject', ${outbox.masked}->>'subject', 'text', '', 'html', '') end`,
};

/** The subject this reader sees: searching or sorting by it must not tell a masked secret apart. */
const subjectSeen = (masked: boolean) =>
  masked ? sql`coalesce(${outbox.masked}->>'subject', ${outbox.subject})` : sql`${outbox.subject}`;

export async function listOutbox(
  db: DbOrTx,
  f: {
    status?: 'pending' | 'sent' | 'failed';
    q?: string;
    sort?: string;
    order?: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
  { masked }: { masked: boolean },
) {
  const like = f.q ? containsPattern(f.q) : undefined;
  const subject = subjectSeen(masked);
  const where = and(
    f.status ? eq(outbox.status, f.status) : undefined,
    like ? sql`(${outbox.to} ilike ${like} or ${subject} ilike ${like})` : undefined,
  );
  const sortable = {
    created_at: outbox.createdAt,
    to: outbox.to,
    subject,
    status: outbox.status,
    attempts: outbox.attempts,
    sent_at: outbox.sentAt,
  };
  const [rows, total] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(outbox)
      .where(where)
      .orderBy(...sortOrder(sortable, f.sort, f.order ?? 'asc', sql`${outbox.id} desc`))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    cappedCountOf(db, outbox, where),
  ]);
  return { rows, total: total.total, capped: total.capped };
}

export async function findOutbox(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ?? null;
}

/** Puts a failed message back in the queue now; a queued or sent one is left alone. */
export async function retryOutbox(db: DbOrTx, id: number) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return row ?? null;
}

/**
 * Queues a copy of a sent message, so the first delivery stays on record. The copy has a Message-ID
 * of its own: a mail client drops a message whose Message-ID it already holds.
 */
export async function queueCopyOfSent(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sent')))
    .limit(1);
  if (!row) return null;
  const [copy] = await db
    .insert(outbox)
    .values({
      to: row.to,
      cc: row.cc,
      subject: row.subject,
      text: row.text,
      html: row.html,
      masked: row.masked,
      template: row.template,
      language: row.language,
      messageId: row.messageId.replace(/^<[^@>]*/, `<${randomUUID()}`),
      attachments: row.attachments,
    })
    .returning({ id: outbox.id });
  return copy ?? null;
}
