import { SHEET_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** The name as lists sort it: a plain column, so a page of ids is an index-only walk. */
    nameSort: text('name_sort').notNull().generatedAlwaysAs(sql`lower(company_name)`),
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
    /**
     * Where the map shows the client: its municipality, else its province's or country's centroid,
     * from the shipped gazetteer (modules/geo), set by the clients module whenever the address is
     * written; null until then or when even the country is unknown.
     */
    lat: real('lat'),
    lng: real('lng'),
    magazine: text('magazine'),
    status: text('status', { enum: ['prospect', 'active', 'deletion_requested', 'deleted'] })
      .notNull()
      .default('prospect'),
    deletionReason: text('deletion_reason'),
    deletionRequestedBy: integer('deletion_requested_by'),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The latest sheet version, kept in step by a trigger on `sheets` inside the writing
     * transaction (migration 0004), so lists never join every client to its sheets.
     */
    sheetId: integer('sheet_id'),
    sheetVersion: smallint('sheet_version'),
    sheetStatus: text('sheet_status', { enum: SHEET_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_code_key').on(t.code),
    index('clients_agency_idx').on(t.agencyId),
    // The list pattern: one index per filter a list offers, ending in its default order
    // (name, id), so a page (even a deep one) is an index-only walk, not a sort of every row.
    index('clients_list_name_idx').on(t.nameSort, t.id).where(sql`kind = 'retailer' and status <> 'deleted'`),
    index('clients_list_agency_name_idx')
      .on(t.agencyId, t.nameSort, t.id)
      .where(sql`kind = 'retailer' and status <> 'deleted'`),
    index('clients_list_sheet_status_name_idx')
      .on(t.sheetStatus, t.nameSort, t.id)
      .where(sql`kind = 'retailer' and status <> 'deleted'`),
    index('clients_list_agency_sheet_status_name_idx')
      .on(t.agencyId, t.sheetStatus, t.nameSort, t.id)
      .where(sql`kind = 'retailer' and status <> 'deleted'`),
    index('clients_list_status_name_idx').on(t.status, t.nameSort, t.id).where(sql`kind = 'retailer'`),
    // Header search, names starting with the text: byte order, so LIKE 'abc%' is a range.
    index('clients_name_prefix_idx')
      .on(sql`(${t.nameSort} collate "C")`, t.id)
      .where(sql`kind = 'retailer' and status <> 'deleted'`),
    // The same for an agent: only their agency's names, in order.
    index('clients_agency_name_prefix_idx')
      .on(t.agencyId, sql`(${t.nameSort} collate "C")`, t.id)
      .where(sql`kind = 'retailer' and status <> 'deleted'`),
    index('clients_list_updated_idx').on(t.updatedAt, t.id).where(sql`kind = 'retailer' and status <> 'deleted'`),
    // The map (modules/clients/map.ts): the network's or one agency's placed clients as an
    // index-only walk; and the few clients still to be placed, found without a scan.
    index('clients_map_idx')
      .on(t.agencyId, t.id, t.lat, t.lng)
      .where(sql`kind = 'retailer' and status <> 'deleted' and lat is not null`),
    index('clients_unplaced_idx').on(t.id).where(sql`lat is null`),
    // Header search (generic/search): one trigram index over the searchable text.
    index('clients_search_trgm_idx').using('gin', sql`${clientSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Retailer clients counted per agency (0: none), latest sheet state ('none': no sheet) and
 * client state. Kept in step by statement-level triggers on `clients` (migration 0004), so
 * dashboards, agency counts and list totals read a few rows instead of counting 100,000.
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    agencyId: integer('agency_id').notNull(),
    sheetStatus: text('sheet_status').notNull(),
    clientStatus: text('client_status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.sheetStatus, t.clientStatus] })],
);

/**
 * One row whose `version` grows with every statement that changes what the client map shows of a
 * client (placed or not, name, agency, kind, state; triggers of migration 0054), whatever the
 * writer. The network's map is kept under this version and the sales' (`sales_version`), so a
 * material request, a budget or a sheet saved for a client already on the map keeps it.
 */
export const clientsMapVersion = pgTable(
  'clients_map_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('clients_map_version_one_row', sql`${t.id} = 1`)],
);
