import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The file store on PostgreSQL (`lib/storage/postgres.ts`): every instance on the database sees the
 * same files. A file is written in one transaction, chunk by chunk, under a row whose `key` stays
 * null until the last chunk is in; then it takes the key from the file it replaces. A reader finds
 * the row by key and reads its chunks by the row's id, so a file replaced meanwhile is never mixed
 * with the new one.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the whole file, as an ETag would be. */
    sha256: text('sha256'),
    chunkBytes: integer('chunk_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listing by prefix (`materials/12/`) is a range of the keys in byte order.
  (t) => [index('stored_files_key_prefix_idx').on(sql`(${t.key} collate "C")`)],
);

/** About a megabyte each: one row is what a read or a write holds in memory at a time. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.n] })],
);
