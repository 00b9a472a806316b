import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { files } from '../files/schema';

/**
 * The Download area's folders (issue 31 point 3): a tree (`parent_id`, null at the top), a name
 * per language (Italian required; a reader sees theirs, else English, else Italian) and who it is
 * for (`audience`: agents, customers, press; staff see all). A reader sees a folder only when it
 * and every folder above it are for their audience.
 */
export const downloadFolders = pgTable(
  'download_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => downloadFolders.id, { onDelete: 'cascade' }),
    nameIt: text('name_it').notNull(),
    nameEn: text('name_en'),
    nameFr: text('name_fr'),
    nameEs: text('name_es'),
    audience: text('audience').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('download_folders_parent_idx').on(t.parentId, t.nameIt),
    check(
      'download_folders_audience_check',
      sql`cardinality(${t.audience}) > 0 and ${t.audience} <@ array['agents', 'customers', 'press']::text[]`,
    ),
    check('download_folders_parent_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/**
 * The files of a folder: a record of the files module (its bytes, name, type, size, checksum), a
 * title, and an audience of its own or (null) its folder's.
 */
export const downloadFiles = pgTable(
  'download_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id),
    folderId: integer('folder_id')
      .notNull()
      .references(() => downloadFolders.id),
    title: text('title').notNull(),
    audience: text('audience').array(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('download_files_folder_idx').on(t.folderId, t.title),
    index('download_files_created_idx').on(t.createdAt),
    check(
      'download_files_audience_check',
      sql`${t.audience} is null or (cardinality(${t.audience}) > 0 and ${t.audience} <@ array['agents', 'customers', 'press']::text[])`,
    ),
  ],
);
