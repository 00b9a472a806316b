import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An agency: the external sales agents' company. Agents (userType 2) belong to one. */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    province: text('province'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agencies_code_key').on(t.code)],
);

/** The text the header search matches; queries must use this very expression to hit the index. */
export const clientSearchText = (t: {
  companyName: AnyPgColumn;
  code: AnyPgColumn;
  city: AnyPgColumn;
  vatNumber: AnyPgColumn;
}) =>
  sql`lower(${t.companyName} || ' ' || coalesce(${t.code}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.vatNumber}, ''))`;

/**
 * A client company: a retailer an agency sells to, or a press outlet. Customer users
 * (userType 3) belong to one. The client sheet and its versions hang off this row.
 */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id').references(() => agencies.id),
    /** The manufacturer's 6-character customer code, once assigned. */
    code: text('code'),
    kind: text('kind', { enum: ['retailer', 'press'] })
      .notNull()
      .default('retailer'),
    companyName: text('company_name').notNull(),
    vatNumber: text('vat_number'),
    taxCode: text('tax_code'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    fax: text('fax'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    magazine: text('magazine'),
    status: text('status', { enum: ['prospect', 'active', 'deletion_requested', 'deleted'] })
      .notNull()
      .default('prospect'),
    deletionReason: text('deletion_reason'),
    deletionRequestedBy: integer('deletion_requested_by'),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_code_key').on(t.code),
    index('clients_agency_idx').on(t.agencyId),
    index('clients_company_name_idx').on(sql`lower(${t.companyName})`),
    // Header search (generic/search): one trigram index over the searchable text.
    index('clients_search_trgm_idx').using('gin', sql`${clientSearchText(t)} gin_trgm_ops`),
  ],
);
