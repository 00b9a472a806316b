import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every API instance (rate limits, login throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing e-mail. A row is written in the same transaction as its cause; the mail worker
 * delivers it. `message_id` is fixed at insert so a retried delivery carries the same Message-ID.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * The message as staff read it once e-mail is delivered: the template's secret parameters
     * (links with tokens, codes) masked. Null when the template has none (or for a message
     * written before copies were kept: the outbox then masks links and codes by their shape).
     */
    masked: jsonb('masked').$type<{ subject: string; text: string; html: string }>(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    messageId: text('message_id').notNull(),
    /** Files to attach, kept in storage: [{ filename, key, contentType }]. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; key: string; contentType: string }[]>()
      .notNull()
      .default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a crashed worker's claim lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
    // The outbox list, newest first, whole or by status: an index walk at any size.
    index('outbox_status_id_idx').on(t.status, t.id),
  ],
);

/** Who did what, when: every state-changing action of the portal. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId)],
);

/** Named, time-boxed leases so that a periodic job runs on one instance at a time. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The data's version (migrations 0027, 0029): `data_version.version` plus the sum of the marks'
 * counters. It moves on when a transaction that wrote any table the API's answers read commits
 * (`db/data-version.ts` lists the tables left out). Cached answers (`plugins/answer-cache.ts`) are
 * kept under the version they were computed at. `version` holds what the marks of connections that
 * have ended added up to (folded in by `foldDataVersionMarks`).
 */
export const dataVersion = pgTable(
  'data_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('data_version_one_row', sql`${t.id} = 1`)],
);

/**
 * A connection's count of its writing transactions (by backend pid): the first write of a
 * transaction adds one to its own connection's row. No two connections write the same row, so
 * concurrent writers never wait on each other for it, and the count becomes visible exactly when
 * the transaction commits. One row per connection, updated in place.
 */
export const dataVersionMarks = pgTable('data_version_marks', {
  pid: integer('pid').primaryKey(),
  tx: bigint('tx', { mode: 'number' }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
