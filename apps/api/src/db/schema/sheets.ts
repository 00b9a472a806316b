import { SHEET_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { promotionAdhesions } from '../../modules/content/schema';
import { users } from './accounts';
import { clients } from './clients';

/** Sheet states and their transitions are defined once, in the contracts (sheets.ts). */

/** One version of a client's registry sheet (scheda cliente). A signed version never changes. */
export const sheets = pgTable(
  'sheets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    version: smallint('version').notNull(),
    status: text('status', { enum: SHEET_STATUSES }).notNull().default('draft'),
    /** The sheet's sections (spec §2), validated by the contracts' sheet schema. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    signatureEmail: text('signature_email'),
    isEdited: boolean('is_edited').notNull().default(false),
    revisionNote: text('revision_note'),
    createdBy: integer('created_by').references(() => users.id),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the exact document the signer saw, and the signed PDF in storage. */
    documentSha256: text('document_sha256'),
    signedPdfKey: text('signed_pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sheets_client_version_key').on(t.clientId, t.version), index('sheets_status_idx').on(t.status)],
);

/** A personal signing link e-mailed to the signer; only the token's hash is stored. */
export const signRequests = pgTable(
  'sign_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What is signed: a sheet version, or a promotion adhesion (`adhesion_id`); exactly one is set. */
    sheetId: integer('sheet_id').references(() => sheets.id),
    adhesionId: integer('adhesion_id').references((): AnyPgColumn => promotionAdhesions.id),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull().default('it'),
    status: text('status', { enum: ['open', 'signed', 'declined', 'expired', 'revoked'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpAttempts: smallint('otp_attempts').notNull().default(0),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }),
    remindersSent: smallint('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signatureKind: text('signature_kind', { enum: ['drawn', 'typed'] }),
    /** Typed name, or the drawn signature as a PNG data URL. */
    signatureData: text('signature_data'),
    declineReason: text('decline_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_requests_token_key').on(t.tokenHash),
    index('sign_requests_sheet_idx').on(t.sheetId),
    index('sign_requests_adhesion_idx').on(t.adhesionId),
    check('sign_requests_subject_check', sql`num_nonnulls(${t.sheetId}, ${t.adhesionId}) = 1`),
    index('sign_requests_open_idx').on(t.status, t.expiresAt).where(sql`status = 'open'`),
  ],
);

/** Every event of a signing, for the audit page of the signed PDF. */
export const signEvents = pgTable(
  'sign_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    signRequestId: integer('sign_request_id')
      .notNull()
      .references(() => signRequests.id),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_events_request_idx').on(t.signRequestId)],
);
