import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies, clients } from './clients';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone'),
    userType: smallint('user_type').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id),
    clientId: integer('client_id').references(() => clients.id),
    language: text('language').notNull().default('it'),
    /** Null until the user sets a password from the activation link. */
    passwordHash: text('password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_agency_idx').on(t.agencyId),
  ],
);

/** Opaque access tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use links e-mailed to a user: password reset and account activation. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['reset', 'activate'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash)],
);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    kind: text('kind', { enum: ['it_reseller', 'foreign_reseller', 'press'] }).notNull(),
    language: text('language').notNull(),
    /** Every field of the registration form, as submitted. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    privacyAccepted: boolean('privacy_accepted').notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  // The registrations list, newest first, whole or by status.
  (t) => [
    index('registration_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('registration_requests_created_idx').on(t.createdAt, t.id),
  ],
);
