import { ORDER_FORM_STATES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { agencies, clients } from '../../db/schema/clients';

/**
 * The order form's orders (spec §3): one per order, for a client, a draft until sent to the order
 * office. Its attachments are files of the files module (owner `order-form`, key the order's id),
 * counted here with its lines so the list reads one row per order.
 */
export const orderFormOrders = pgTable(
  'order_form_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The number people read: year and the year's sequence (`2026-000123`), from `order_form_numbers`. */
    number: text('number').notNull(),
    state: text('state', { enum: ORDER_FORM_STATES }).notNull().default('draft'),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** The client's agency when the order was last saved: agents see their agency's orders by it. */
    agencyId: integer('agency_id').references(() => agencies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The `Idempotency-Key` of the request that created it: the same key from the same user is this order. */
    idempotencyKey: uuid('idempotency_key'),
    /** The `Idempotency-Key` of the last change applied: the same change repeated is not applied again. */
    updateKey: uuid('update_key'),
    customerCode: text('customer_code').notNull().default(''),
    province: text('province').notNull().default(''),
    model: text('model').notNull().default(''),
    finish: text('finish').notNull().default(''),
    handle: text('handle').notNull().default(''),
    top: text('top').notNull().default(''),
    carcass: text('carcass').notNull().default(''),
    plinth: text('plinth').notNull().default(''),
    feet: text('feet').notNull().default(''),
    reference: text('reference').notNull().default(''),
    orderDate: date('order_date', { mode: 'string' }),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    payment: text('payment').notNull().default(''),
    /** When the privacy notice was accepted; null while it is not. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    lineCount: smallint('line_count').notNull().default(0),
    attachmentCount: smallint('attachment_count').notNull().default(0),
    /** The last failure to send it to the order office; cleared once sent. */
    sendError: text('send_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_form_orders_number_key').on(t.number),
    uniqueIndex('order_form_orders_idempotency_key')
      .on(t.createdBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The list, newest first, for staff, an agency and a client; and by state.
    index('order_form_orders_created_idx').on(t.createdAt, t.id),
    index('order_form_orders_agency_created_idx').on(t.agencyId, t.createdAt, t.id),
    index('order_form_orders_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('order_form_orders_state_created_idx').on(t.state, t.createdAt, t.id),
    index('order_form_orders_order_date_idx').on(t.orderDate, t.id),
    // Search by the start of the reference or the customer code: a range of these byte-ordered indexes.
    index('order_form_orders_reference_prefix_idx').on(sql`(lower(${t.reference}) collate "C")`, t.id),
    index('order_form_orders_customer_code_prefix_idx').on(sql`(lower(${t.customerCode}) collate "C")`, t.id),
    // And of the number: one arm of the search's OR without an index made it a scan of every order.
    index('order_form_orders_number_prefix_idx').on(sql`(${t.number} collate "C")`, t.id),
    check('order_form_orders_sent_check', sql`(${t.state} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/** An order's lines (quantity and description), in the order typed. */
export const orderFormLines = pgTable(
  'order_form_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orderFormOrders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Null in a draft still being typed; a sent order has every quantity. */
    quantity: integer('quantity'),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/**
 * The orders by agency (0: a client without one) and state, kept by the database (migration 0052:
 * statement-level triggers on `order_form_orders`, whatever writes it): the list's total for
 * staff and agents, all or by state, is a sum of these rows instead of a count of the orders.
 */
export const orderFormCounts = pgTable(
  'order_form_counts',
  {
    agencyId: integer('agency_id').notNull(),
    state: text('state', { enum: ORDER_FORM_STATES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'order_form_counts_pkey', columns: [t.agencyId, t.state] })],
);

/** The last sequence number given in each year (`order_form_orders.number`). */
export const orderFormNumbers = pgTable('order_form_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
