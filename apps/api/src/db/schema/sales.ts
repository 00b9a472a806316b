import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies, clients } from './clients';

/**
 * One line of an ERP invoice (PRODUCT.md §4), written only by the sales-lines import. The
 * invoice number and line are the natural key: importing the same line again changes nothing.
 * The agent is the agency the ERP credits the sale to, which must be the client's agency (the
 * import rejects another): a client moved to another agency takes its lines along
 * (modules/sales/agency-move.ts), so an agency's sales are always its clients' sales.
 */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceLine: integer('invoice_line').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** ERP category code (CATEGORY_CODES): NN, E2, PN, PK, PJ, PL, PS, PR. */
    category: text('category').notNull(),
    product: text('product').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The import that last wrote the line. */
    importId: integer('import_id'),
  },
  (t) => [
    uniqueIndex('sales_lines_invoice_key').on(t.invoiceNumber, t.invoiceLine),
    index('sales_lines_client_day_idx').on(t.clientId, t.day),
    index('sales_lines_agency_day_idx').on(t.agencyId, t.day),
    // Best sellers (modules/sales/best-sellers.ts) sum products over a category and a period: the
    // network's year is then an index-only walk of its categories' days, never the heap.
    index('sales_lines_category_day_idx').on(t.category, t.day, t.product, t.quantity, t.amount),
  ],
);

/**
 * Sales per agency, client, category and day, kept by the import in the transaction that writes
 * the lines, so revenue screens sum a few rows per client and year instead of the raw lines
 * ("previous year up to the same day" is a range of `day`). `lines` counts the lines behind a row.
 *
 * Like the other tables derived from the lines (`sales_monthly`, `sales_agency_daily`, `invoices`),
 * it has no foreign keys: its client and agency ids come only from `sales_lines` rows, whose own keys
 * were checked. A second check of each derived row cost about a fifth of a 1,000,000-line import.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    clientId: integer('client_id').notNull(),
    category: text('category').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    agencyId: integer('agency_id').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sales_daily_pkey', columns: [t.clientId, t.category, t.day, t.agencyId] }),
    // Both carry what a revenue sum reads (client and amount), so an agency's two years are an
    // index-only walk instead of thousands of scattered heap pages.
    index('sales_daily_agency_day_idx').on(t.agencyId, t.day, t.category, t.clientId, t.amount),
    index('sales_daily_day_idx').on(t.day, t.category, t.agencyId, t.amount),
  ],
);

/**
 * Sales per agency, category and month, kept in step with `sales_daily` by its triggers
 * (migration 0013) whatever writes it, so the network's revenue sums a few thousand months
 * instead of a million days; the days of a month not yet complete come from `sales_daily`.
 */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    agencyId: integer('agency_id').notNull(),
    category: text('category').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [primaryKey({ name: 'sales_monthly_pkey', columns: [t.agencyId, t.category, t.month] })],
);

/**
 * Sales per agency, category and day, kept in step with `sales_daily` by the same triggers as
 * `sales_monthly`. The network's and an agency's revenue read from it the days of the two months
 * their periods end in (a few hundred rows a month, where `sales_daily` has one per client).
 */
export const salesAgencyDaily = pgTable(
  'sales_agency_daily',
  {
    agencyId: integer('agency_id').notNull(),
    category: text('category').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sales_agency_daily_pkey', columns: [t.agencyId, t.day, t.category] }),
    index('sales_agency_daily_day_idx').on(t.day, t.category, t.agencyId, t.amount),
  ],
);

/**
 * Every import (who, when, which file, counts). At most one runs at a time: the partial unique
 * index lets a second `running` row fail (409), on PGlite and PostgreSQL alike.
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Where it came from: the upload screen or the command line. */
    source: text('source', { enum: ['upload', 'cli'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    phase: text('phase', { enum: ['reading', 'applying', 'done'] })
      .notNull()
      .default('reading'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on with the progress: a running import not heard of for long is a crashed one. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    read: integer('read').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Why a failed import failed: a catalogue key and its parameters. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** The file's header as written, which names the rejected rows' values in the report. */
    header: jsonb('header').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('imports_one_running_key').on(t.status).where(sql`status = 'running'`),
    index('imports_started_idx').on(t.startedAt, t.id),
  ],
);

/**
 * The rejected rows of an import (up to IMPORT_MAX_REPORTED), as catalogue keys, so the report
 * reads in the language of whoever downloads it.
 */
export const importRejections = pgTable(
  'import_rejections',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    column: text('column').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>(),
  },
  (t) => [index('import_rejections_import_idx').on(t.importId, t.row)],
);

/**
 * The values of an import's rejected rows as the file had them (cells in the file's column
 * order), for the report: kept for the first IMPORT_MAX_REJECTED_VALUES rejected rows only, each
 * row's text cut at IMPORT_REJECTED_ROW_CHARS.
 */
export const importRejectedRows = pgTable(
  'import_rejected_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    cells: jsonb('cells').$type<(string | number | boolean | null)[]>().notNull(),
  },
  (t) => [primaryKey({ name: 'import_rejected_rows_pkey', columns: [t.importId, t.row] })],
);

/**
 * Rows of a running sales import, checked and resolved, waiting to be written to `sales_lines`
 * in one transaction at the end; emptied by then. Unique per import and natural key, so a line
 * twice in one file is caught as it is staged.
 */
export const importSalesRows = pgTable(
  'import_sales_rows',
  {
    importId: integer('import_id').notNull(),
    row: integer('row').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceLine: integer('invoice_line').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    agencyId: integer('agency_id').notNull(),
    clientId: integer('client_id').notNull(),
    category: text('category').notNull(),
    product: text('product').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ name: 'import_sales_rows_pkey', columns: [t.importId, t.invoiceNumber, t.invoiceLine] })],
);

/**
 * What staff expect an agency to sell per revenue category (REVENUE_CATEGORIES key) and year,
 * in euros; the revenue screens show it against the actual figures. Written by the sales module only.
 */
export const salesBudgets = pgTable(
  'sales_budgets',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    year: integer('year').notNull(),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sales_budgets_pkey', columns: [t.agencyId, t.year, t.category] })],
);

/**
 * One row whose `version` grows with every statement that writes `sales_daily` (its triggers,
 * migration 0025), whatever the writer: answers computed from the sales, such as the client map's
 * revenue per client, are kept under the version they were computed at and recomputed once it moves.
 */
export const salesVersion = pgTable(
  'sales_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('sales_version_one_row', sql`${t.id} = 1`)],
);
