import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * The ERP's invoices as their sales lines make them (one invoice number, its lines), kept in
 * step with `sales_lines` by its triggers (migration 0015) whatever writes the lines, so a list
 * of 125,000 invoices pages an index instead of grouping a million lines. No foreign keys, as
 * `sales_daily` (derived from lines whose keys were checked).
 */
export const invoices = pgTable(
  'invoices',
  {
    number: text('number').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: integer('client_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    lines: integer('lines').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    /**
     * The ERP document's due date and payment day (`invoice_documents`), null without a document,
     * copied by triggers on both tables (migration 0023) so the payment filters read one table.
     */
    dueOn: date('due_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    index('invoices_day_idx').on(sql`${t.day} desc`, sql`${t.number} desc`),
    index('invoices_agency_day_idx').on(t.agencyId, sql`${t.day} desc`, sql`${t.number} desc`),
    index('invoices_client_day_idx').on(t.clientId, sql`${t.day} desc`, sql`${t.number} desc`),
    // The due and overdue filters: the unpaid invoices newest first, the due date in the index so
    // the capped count reads the index alone. Paid ones are most of them: the day indexes serve.
    index('invoices_unpaid_day_idx')
      .on(sql`${t.day} desc`, sql`${t.number} desc`, t.dueOn)
      .where(sql`paid_on is null and due_on is not null`),
    index('invoices_agency_unpaid_day_idx')
      .on(t.agencyId, sql`${t.day} desc`, sql`${t.number} desc`, t.dueOn)
      .where(sql`paid_on is null and due_on is not null`),
  ],
);

/**
 * The ERP's document of each invoice number (issue 11), written only by the `invoices` import (and
 * the seeds): invoice or credit note, taxable amount, VAT and total, due date and the day it was
 * paid. The list joins it to `invoices` by number; a number without its document yet has no
 * payment status. The checks repeat the import's rules, so no writer can break them.
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    number: text('number').primaryKey(),
    /** `invoice` or `credit_note` (INVOICE_DOCUMENT_TYPES). */
    documentType: text('document_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    taxable: numeric('taxable', { precision: 16, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 16, scale: 2 }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** Null while unpaid: then due, or overdue once `due_on` has passed. */
    paidOn: date('paid_on', { mode: 'string' }),
    /** The import that last wrote the row. */
    importId: integer('import_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's due and overdue filters: the unpaid documents by due date, a range either side of
    // today. Paid ones are most of them: that filter walks the invoices' own day indexes.
    index('invoice_documents_unpaid_idx').on(t.dueOn, t.number).where(sql`paid_on is null`),
    check('invoice_documents_type_check', sql`${t.documentType} in ('invoice', 'credit_note')`),
    check('invoice_documents_total_check', sql`${t.total} = ${t.taxable} + ${t.vat}`),
    check(
      'invoice_documents_sign_check',
      sql`(${t.documentType} = 'invoice' and ${t.taxable} >= 0 and ${t.vat} >= 0 and ${t.total} >= 0)
        or (${t.documentType} = 'credit_note' and ${t.taxable} <= 0 and ${t.vat} <= 0 and ${t.total} <= 0)`,
    ),
    check('invoice_documents_due_check', sql`${t.dueOn} >= ${t.day}`),
    check('invoice_documents_paid_check', sql`${t.paidOn} >= ${t.day}`),
  ],
);

/**
 * Rows of a running invoices import, checked and resolved, waiting to be written to
 * `invoice_documents` in one transaction at the end; emptied by then. Unique per import and
 * number, so a number twice in one file is caught as it is staged.
 */
export const importInvoiceRows = pgTable(
  'import_invoice_rows',
  {
    importId: integer('import_id').notNull(),
    row: integer('row').notNull(),
    number: text('number').notNull(),
    documentType: text('document_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: integer('client_id').notNull(),
    taxable: numeric('taxable', { precision: 16, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 16, scale: 2 }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [primaryKey({ name: 'import_invoice_rows_pkey', columns: [t.importId, t.number] })],
);
