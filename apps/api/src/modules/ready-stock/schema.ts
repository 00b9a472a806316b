import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { agencies, clients } from '../../db/schema/clients';
import { appliances } from '../appliances/schema';

/**
 * The ready-for-delivery stock: pieces available per appliance, written only by the
 * `ready-stock` import, whose file is the whole stock (appliances left out of it go to 0).
 * Availability ("only one left", "only a few left": READY_STOCK_FEW_LEFT) is derived from the quantity.
 */
export const applianceStock = pgTable(
  'appliance_stock',
  {
    applianceId: integer('appliance_id')
      .primaryKey()
      .references(() => appliances.id),
    quantity: integer('quantity').notNull(),
    warehouse: text('warehouse'),
    importId: integer('import_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What is in stock now: the ready-for-delivery list, and the rows a new file may set to 0.
    index('appliance_stock_ready_idx').on(t.applianceId).where(sql`quantity > 0`),
    check('appliance_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Rows of a running ready-stock import, by appliance. A row rejected for its values but naming
 * a known appliance is staged without a quantity: that appliance keeps the stock it has.
 */
export const importReadyStockRows = pgTable(
  'import_ready_stock_rows',
  {
    importId: integer('import_id').notNull(),
    row: integer('row').notNull(),
    applianceId: integer('appliance_id').notNull(),
    quantity: integer('quantity'),
    warehouse: text('warehouse'),
  },
  (t) => [primaryKey({ name: 'import_ready_stock_rows_pkey', columns: [t.importId, t.applianceId] })],
);

/**
 * Reservations of ready-for-delivery units (spec §3, §9). A requested or accepted one holds its
 * unit: the pieces free are the stock's quantity minus these. Collected or delivered takes the
 * unit off the stock (it left; the ERP's next file agrees); refused and lapsed hold nothing.
 * Self-collection has its two dates, set by the server when it is ordered.
 */
export const readyStockReservations = pgTable(
  'ready_stock_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applianceId: integer('appliance_id')
      .notNull()
      .references(() => appliances.id),
    quantity: integer('quantity').notNull().default(1),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    orderedBy: integer('ordered_by')
      .notNull()
      .references(() => users.id),
    /** next_load | self_collection (DELIVERY_MODES). */
    deliveryMode: text('delivery_mode').notNull(),
    readyOn: date('ready_on', { mode: 'string' }),
    collectBy: date('collect_by', { mode: 'string' }),
    /** RESERVATION_STATES. */
    state: text('state').notNull().default('requested'),
    reason: text('reason'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The units held per appliance: summed on every reservation and every list page.
    index('ready_stock_reservations_active_idx').on(t.applianceId).where(sql`state in ('requested', 'accepted')`),
    index('ready_stock_reservations_created_idx').on(t.createdAt, t.id),
    index('ready_stock_reservations_agency_idx').on(t.agencyId, t.createdAt),
    index('ready_stock_reservations_client_idx').on(t.clientId, t.createdAt),
    // What the lapse job looks for.
    index('ready_stock_reservations_collect_idx')
      .on(t.collectBy)
      .where(sql`state in ('requested', 'accepted') and delivery_mode = 'self_collection'`),
    check('ready_stock_reservations_quantity_check', sql`${t.quantity} > 0`),
    check(
      'ready_stock_reservations_state_check',
      sql`${t.state} in ('requested', 'accepted', 'refused', 'collected', 'delivered', 'lapsed')`,
    ),
    check('ready_stock_reservations_mode_check', sql`${t.deliveryMode} in ('next_load', 'self_collection')`),
    check(
      'ready_stock_reservations_dates_check',
      sql`(${t.deliveryMode} = 'self_collection') = (${t.readyOn} is not null and ${t.collectBy} is not null)`,
    ),
  ],
);
