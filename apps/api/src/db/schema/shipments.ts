import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies, clients } from './clients';

/**
 * A shipment of support material to one client's place: made by a preparation from accepted
 * requests (which point to it), then confirmed with parcels and waybill, made ready (labels
 * printed) and shipped. Its number for labels and scanners is `SP` + the id on 7 digits.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['to_send', 'to_confirm', 'ready', 'shipped'] })
      .notNull()
      .default('to_send'),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    recipient: text('recipient').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province'),
    country: text('country').notNull(),
    parcels: integer('parcels'),
    waybill: text('waybill'),
    /** Shipping notes: the agent reads them. */
    notes: text('notes'),
    /** Only admin and sales read it. */
    internalNote: text('internal_note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    index('shipments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The shipments not yet shipped (the Shipments screen): a small set, walked newest first.
    index('shipments_active_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status <> 'shipped'`),
    index('shipments_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_agency_created_idx').on(t.agencyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('shipments_parcels_check', sql`parcels is null or parcels between 1 and 99`),
  ],
);
