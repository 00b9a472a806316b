import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';

/**
 * The stored files' records (`modules/files`): one row per file whose bytes are in the store, under
 * `storage_key`. A row is inserted in its owner's transaction once the bytes are whole, so a
 * record always has its bytes; bytes without a record are listed in `file_uploads` until the
 * sweeper removes them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** The module that owns the file (`materials`) and its own key for what the file belongs to (a material's id). */
    ownerDomain: text('owner_domain').notNull(),
    ownerKey: text('owner_key').notNull(),
    /** A file made from another (a picture's table copy): removed with it. */
    variantOf: uuid('variant_of').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    variant: text('variant'),
    /** The name a download is saved under. */
    name: text('name').notNull(),
    /** The media type read from the file's first bytes. */
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes, computed as they were written: the downloads' ETag. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order files were recorded in: the files of one transaction share its `created_at`
     * (now() is the transaction's start), and an id is random.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (t) => [
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    index('files_owner_idx').on(t.ownerDomain, t.ownerKey),
    uniqueIndex('files_variant_key').on(t.variantOf, t.variant).where(sql`${t.variantOf} is not null`),
  ],
);

/**
 * Bytes in the store that no record may name: an upload under way or whose record was rolled
 * back, a file whose record was deleted. Written outside the owner's transaction before the bytes
 * are; the sweeper removes the bytes of a row older than its grace time that no record names.
 */
export const fileUploads = pgTable('file_uploads', {
  storageKey: text('storage_key').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
