import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
