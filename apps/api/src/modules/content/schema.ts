import type { AdhesionField } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { clients } from '../../db/schema/clients';
import { files } from '../files/schema';

/**
 * News, communications, trends and promotions (spec §2, PRODUCT.md §4): one row per item, shown
 * to the audiences its flags name (staff see every item) from `publish_on` until the day before
 * `withdraw_on`. Its texts, read markers and files are the tables below.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** CONTENT_KINDS. */
    kind: text('kind').notNull(),
    publishOn: date('publish_on', { mode: 'string' }).notNull(),
    /** The first day the item is no longer shown; null: shown until deleted. */
    withdrawOn: date('withdraw_on', { mode: 'string' }),
    forAgents: boolean('for_agents').notNull().default(true),
    forCustomers: boolean('for_customers').notNull().default(true),
    forPress: boolean('for_press').notNull().default(true),
    /** Every language's title and summary, lower case and without accents: what the list's search matches. */
    searchText: text('search_text').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A list page is a walk of one of these, newest first: staff every item of a kind, a reader
    // the items of the kind for their audience (the dates are checked on the rows walked).
    index('content_items_kind_idx').on(t.kind, t.publishOn.desc(), t.id.desc()),
    index('content_items_agents_idx').on(t.kind, t.publishOn.desc(), t.id.desc()).where(sql`for_agents`),
    index('content_items_customers_idx').on(t.kind, t.publishOn.desc(), t.id.desc()).where(sql`for_customers`),
    index('content_items_press_idx').on(t.kind, t.publishOn.desc(), t.id.desc()).where(sql`for_press`),
    index('content_items_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('content_items_kind_check', sql`${t.kind} in ('news', 'communication', 'trend', 'promotion')`),
    check('content_items_dates_check', sql`${t.withdrawOn} is null or ${t.withdrawOn} > ${t.publishOn}`),
  ],
);

/** An item's text in one language (Italian always; English, French and Spanish when written). Body: sanitized HTML. */
export const contentTexts = pgTable(
  'content_texts',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_texts_pkey', columns: [t.itemId, t.language] }),
    check('content_texts_language_check', sql`${t.language} in ('it', 'en', 'fr', 'es')`),
  ],
);

/** Who read which item: the unread mark is the absence of a row. */
export const contentReads = pgTable(
  'content_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'content_reads_pkey', columns: [t.userId, t.itemId] }),
    // Deleting an item removes its markers.
    index('content_reads_item_idx').on(t.itemId),
  ],
);

/** An item's images and attachments: records of the files module (owner `content`, the item's id). */
export const contentFiles = pgTable(
  'content_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** CONTENT_FILE_ROLES. */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_files_item_idx').on(t.itemId, t.createdAt),
    check('content_files_role_check', sql`${t.role} in ('image', 'attachment')`),
  ],
);

/**
 * A promotion's adhesion form (issue 31 point 2): its fields (ADHESION_FIELD_TYPES), the
 * conditions the customer accepts per language (Italian required) and the days it takes
 * adhesions, from `opens_on` until the day before `closes_on`.
 */
export const promotionForms = pgTable('promotion_forms', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<AdhesionField[]>().notNull(),
  conditions: jsonb('conditions').$type<Record<string, string>>().notNull(),
  opensOn: date('opens_on', { mode: 'string' }).notNull(),
  closesOn: date('closes_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's adhesion to a promotion: the answers, then signed through the signing engine
 * (a sign request names it). One per client and promotion, unless declined. Signed, the
 * database refuses to change or delete it (migration `promotion_adhesions`).
 */
export const promotionAdhesions = pgTable(
  'promotion_adhesions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['to_sign', 'signed', 'declined'] })
      .notNull()
      .default('to_sign'),
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    documentSha256: text('document_sha256'),
    signedPdfKey: text('signed_pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_adhesions_one_key').on(t.itemId, t.clientId).where(sql`status <> 'declined'`),
    index('promotion_adhesions_item_idx').on(t.itemId, t.createdAt),
    check('promotion_adhesions_status_check', sql`${t.status} in ('to_sign', 'signed', 'declined')`),
  ],
);
