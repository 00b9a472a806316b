import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies, clients } from './clients';
import { shipments } from './shipments';

/** A text in the four languages; `it` is always there. */
export type Localized = { it: string; en?: string; fr?: string; es?: string };

/** Families group materials (catalogues, samples, displays, price lists). */
export const materialFamilies = pgTable(
  'material_families',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('material_families_code_key').on(t.code)],
);

/**
 * A support material and its stock. The counters are never typed: the materials service moves
 * them in the same transaction as the load, request or shipment that causes the change, and
 * the checks make a state that breaks the stock arithmetic impossible to commit.
 * Still to deliver (available) = realised − committed − delivered.
 */
export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productCode: text('product_code').notNull(),
    familyId: integer('family_id')
      .notNull()
      .references(() => materialFamilies.id),
    barcode: text('barcode'),
    names: jsonb('names').$type<Localized>().notNull(),
    notes: jsonb('notes').$type<Partial<Localized>>().notNull().default({}),
    firstEdition: date('first_edition', { mode: 'string' }),
    packQuantity: integer('pack_quantity'),
    cost: numeric('cost', { precision: 12, scale: 2 }),
    price: numeric('price', { precision: 12, scale: 2 }),
    manager: text('manager'),
    packaging: text('packaging'),
    imageKey: text('image_key'),
    visible: boolean('visible').notNull().default(true),
    favourite: boolean('favourite').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Pieces loaded into stock (sum of loads). */
    realised: integer('realised').notNull().default(0),
    /** Accepted for a request and not shipped yet. */
    committed: integer('committed').notNull().default(0),
    /** Of the committed, already in a shipment being prepared (labels printed). */
    printed: integer('printed').notNull().default(0),
    /** Shipped to clients. */
    delivered: integer('delivered').notNull().default(0),
    /** Requests still waiting for a decision: a counter, so the list needs no per-row count. */
    pendingRequests: integer('pending_requests').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materials_product_code_key').on(t.productCode),
    // The active list walks this in code order; the archive has its own.
    index('materials_active_code_idx').on(t.productCode, t.id).where(sql`archived_at is null`),
    index('materials_archived_code_idx').on(t.productCode, t.id).where(sql`archived_at is not null`),
    index('materials_family_code_idx').on(t.familyId, t.productCode, t.id).where(sql`archived_at is null`),
    check(
      'materials_stock_check',
      sql`realised >= 0 and committed >= 0 and delivered >= 0 and printed >= 0 and pending_requests >= 0
        and printed <= committed and committed + delivered <= realised`,
    ),
  ],
);

/** A load (carico): stock entering the warehouse. */
export const materialLoads = pgTable(
  'material_loads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    productCode: text('product_code'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_loads_material_idx').on(t.materialId, t.id),
    check('material_loads_quantity_check', sql`quantity > 0`),
  ],
);

/** A mass request: the lines one agent sent together, for many clients. */
export const materialRequestBatches = pgTable('material_request_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  description: text('description'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agent's request of a material for a client. `accepted_quantity` is set by the decision:
 * the whole request, part of it (the rest is closed, not left open) or nothing.
 */
export const materialRequests = pgTable(
  'material_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    requestedBy: integer('requested_by').references(() => users.id),
    batchId: integer('batch_id').references(() => materialRequestBatches.id),
    quantity: integer('quantity').notNull(),
    acceptedQuantity: integer('accepted_quantity'),
    status: text('status', { enum: ['pending', 'accepted', 'partial', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** The shipment that carries the accepted pieces, once a preparation took the request. */
    shipmentId: integer('shipment_id').references(() => shipments.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists: newest first, for everyone, per agency, per state, per client.
    index('material_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('material_requests_agency_created_idx').on(
      t.agencyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('material_requests_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('material_requests_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A material's requests (its recount, whether it is in use), and a client's pending ones.
    index('material_requests_material_status_idx').on(t.materialId, t.status),
    index('material_requests_shipment_idx').on(t.shipmentId),
    // "To be sent": accepted, not yet in a preparation, most recently decided first.
    index('material_requests_to_send_idx')
      .on(t.decidedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`shipment_id is null and status in ('accepted', 'partial')`),
    check(
      'material_requests_quantity_check',
      sql`quantity > 0 and (accepted_quantity is null or (accepted_quantity > 0 and accepted_quantity <= quantity))`,
    ),
    check(
      'material_requests_decision_check',
      sql`(status = 'pending' and accepted_quantity is null) or (status = 'rejected' and accepted_quantity is null)
        or (status = 'accepted' and accepted_quantity = quantity) or (status = 'partial' and accepted_quantity < quantity)`,
    ),
  ],
);
