import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { agencies, clients } from './clients';

/**
 * The ERP's invoices as their sales lines make them (one invoice number, its lines), kept in
 * step with `sales_lines` by its triggers (migration 0015) whatever writes the lines, so a list
 * of 125,000 invoices pages an index instead of grouping a million lines.
 */
export const invoices = pgTable(
  'invoices',
  {
    number: text('number').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    lines: integer('lines').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    index('invoices_day_idx').on(sql`${t.day} desc`, sql`${t.number} desc`),
    index('invoices_agency_day_idx').on(t.agencyId, sql`${t.day} desc`, sql`${t.number} desc`),
    index('invoices_client_day_idx').on(t.clientId, sql`${t.day} desc`, sql`${t.number} desc`),
  ],
);
