import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { clients } from './clients';

/**
 * A client's access to the manufacturer's quotation and ordering software (software-pr-or):
 * one row per client once an account exists there.
 */
export const clientSoftwareAccess = pgTable(
  'client_software_access',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    enabled: boolean('enabled').notNull().default(false),
    enabledSince: timestamp('enabled_since', { withTimezone: true }),
    username: text('username'),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_software_access_client_key').on(t.clientId)],
);

/**
 * A generated file (client list print) reachable for a short time through a random link; only
 * the token's hash is stored, so the link works on any API instance and cannot be guessed.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('export_links_token_key').on(t.tokenHash), index('export_links_expires_idx').on(t.expiresAt)],
);
