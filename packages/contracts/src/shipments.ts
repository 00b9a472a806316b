import { z } from 'zod';
import { listQuerySchema } from './lists';
import { idSchema, integerSchema, optionalString, requiredString, textSchema } from './validation';

/**
 * Preparations and shipments (PRODUCT.md §4): accepted material requests wait in "To be sent";
 * a preparation groups them for one recipient and shipping place as a shipment, which moves
 * To be sent → To be confirmed → Ready → Shipped (and back from Ready to To be confirmed).
 */
export const SHIPMENT_STATUSES = ['to_send', 'to_confirm', 'ready', 'shipped'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The moves a shipment may make; anything else is refused (409). */
export const SHIPMENT_TRANSITIONS: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  to_send: ['to_confirm'],
  to_confirm: ['ready'],
  ready: ['to_confirm', 'shipped'],
  shipped: [],
};

/** A shipment's number as every list, label and packing list shows it (SP0000123). */
export const shipmentNumber = (id: number) => `SP${String(id).padStart(7, '0')}`;

export const PARCELS_MAX = 99;

/** Where a preparation goes: the client's address (the default) or another place typed in. */
export const shippingPlaceSchema = z.strictObject({
  recipient: requiredString(200),
  address: requiredString(200),
  postal_code: requiredString(20),
  city: requiredString(100),
  province: optionalString(2),
  country: requiredString(2),
});
export type ShippingPlace = z.infer<typeof shippingPlaceSchema>;

/**
 * `invio/session`: prepare a shipment from accepted requests of one client. The bodies of this
 * domain are strict, as those of materials: a field a route does not take is refused, not dropped.
 */
export const preparationInputSchema = z.strictObject({
  requests: z.array(idSchema).min(1, 'validation.required').max(500, 'validation.tooLong'),
  place: shippingPlaceSchema.optional(),
});

/** `PUT invio/session/{id}`: the requests a preparation holds. */
export const preparationRequestsSchema = z.strictObject({
  requests: z.array(idSchema).min(1, 'validation.required').max(500, 'validation.tooLong'),
});

/** `invio/group-shipping`: several preparations of one client become one shipment. */
export const groupShippingSchema = z.strictObject({
  orders_id: z.array(idSchema).min(2, 'shipments.validation.groupTwo').max(50, 'validation.tooLong'),
});

/**
 * A shipment's parcels, one label each: 0 (or more than PARCELS_MAX) is refused with its own
 * message, by the API and by the forms that ask them.
 */
export const parcelsSchema = integerSchema(1, PARCELS_MAX, 'shipments.validation.parcels');

/** A waybill names something: "-" or "—" typed to fill the field is refused. Empty means none yet. */
export const waybillSchema = optionalString(60).refine(
  (value) => !value || /[\p{L}\p{N}]/u.test(value),
  'shipments.validation.waybill',
);

/**
 * The move to a state, with what that state needs (parcels and waybill to confirm). Shipping a
 * shipment that has no waybill is refused unless `without_waybill` says it leaves without one.
 */
export const shipmentStatusInputSchema = z.strictObject({
  parcels: parcelsSchema.optional(),
  waybill: waybillSchema,
  without_waybill: z.boolean().optional(),
});

/** `PUT spedizioni/details/{id}`: parcels and waybill corrected by staff until the shipment leaves. */
export const shipmentParcelsSchema = z.strictObject({
  parcels: parcelsSchema,
  waybill: waybillSchema.default(''),
});

/**
 * The code a parcel's barcode carries: the shipment number, the parcel's number and how many
 * there are (SP0000123-02/03), so a depot's scanner tells parcels apart and sees one missing.
 */
export const parcelCode = (id: number, n: number, total: number) =>
  `${shipmentNumber(id)}-${String(n).padStart(2, '0')}/${String(total).padStart(2, '0')}`;

/**
 * The catalogue key for a counted text (`shipments.count.parcels` → `…parcels_one` or
 * `…parcels_other`), as i18next picks it in the web app, for the texts the API writes.
 */
export const countKey = (lang: string, key: string, count: number) =>
  `${key}_${new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other'}`;

export const shipmentNotesSchema = z.strictObject({ notes: optionalString(2000).default('') });
export const internalNoteSchema = z.strictObject({ note: optionalString(2000).default('') });

export const toSendRowSchema = z.object({
  id: z.number().int(),
  material_id: z.number().int(),
  product_code: z.string(),
  material: z.string(),
  client_id: z.number().int(),
  client: z.string(),
  agency_id: z.number().int(),
  agency: z.string(),
  quantity: z.number().int(),
  decided_at: z.string().nullable(),
});
export type ToSendRow = z.infer<typeof toSendRowSchema>;

/** Most recently decided first, always: no `sort` or `order` is offered. `q`: the material or the client. */
export const toSendQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  agency: idSchema.optional(),
  client: idSchema.optional(),
});

export const shipmentRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  status_label: z.string(),
  agency_id: z.number().int(),
  agency: z.string(),
  client_id: z.number().int(),
  client: z.string(),
  recipient: z.string(),
  city: z.string(),
  parcels: z.number().int().nullable(),
  waybill: z.string().nullable(),
  pieces: z.number().int(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

/**
 * Newest first, always: no `sort` or `order` is offered. `q`: the number, the client, the recipient,
 * the city or the waybill.
 */
export const shipmentListQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  agency: idSchema.optional(),
  client: idSchema.optional(),
  status: z.enum(SHIPMENT_STATUSES).optional(),
  /** false: only those not shipped yet (the Shipments screen); true: only shipped ones (the archive). */
  shipped: z.enum(['true', 'false']).optional(),
  recipient: optionalString(100),
});

export const shipmentDetailSchema = shipmentRowSchema.extend({
  place: shippingPlaceSchema,
  notes: z.string().nullable(),
  /** Only staff see it; null for an agent. */
  internal_note: z.string().nullable(),
  next: z.array(z.enum(SHIPMENT_STATUSES)),
  lines: z.array(
    z.object({
      request_id: z.number().int(),
      product_code: z.string(),
      material: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The preparation screen's lookups (`invio/get-agencies`, `invio/get-clients/{agency}`,
// `invio/shipping-to`, `invio/get-order-by`) and the preparations list (`invii/{page}`).

/** An agency, or a client, with accepted requests waiting for a preparation. */
export const waitingAgencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Accepted requests not yet in a preparation. */
  waiting: z.number().int(),
});
export type WaitingAgency = z.infer<typeof waitingAgencySchema>;

export const waitingClientSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  city: z.string().nullable(),
  waiting: z.number().int(),
});
export type WaitingClient = z.infer<typeof waitingClientSchema>;

/** `invio/get-clients/{agency}`: the first LIMITS.clientOptions by name, those containing `q`. */
export const waitingClientsQuerySchema = z.object({
  q: textSchema().trim().max(100, 'validation.tooLong').optional(),
});

/** Where a preparation can go: the client's own address, or a place one of its shipments went to. */
export const SHIPPING_DESTINATION_KINDS = ['client', 'previous'] as const;

export const shippingToQuerySchema = z.object({ client: idSchema });

export const shippingDestinationSchema = z.object({
  kind: z.enum(SHIPPING_DESTINATION_KINDS),
  label: z.string(),
  place: z.object({
    recipient: z.string(),
    address: z.string(),
    postal_code: z.string(),
    city: z.string(),
    province: z.string().nullable(),
    country: z.string(),
  }),
  /** False when a field a label needs is empty: the place must be completed before preparing. */
  complete: z.boolean(),
});
export type ShippingDestination = z.infer<typeof shippingDestinationSchema>;

/** The orders of the preparations list; every one walks an index of `shipments` or a small set. */
export const PREPARATION_ORDERS = ['newest', 'oldest', 'client', 'agency'] as const;
export type PreparationOrder = (typeof PREPARATION_ORDERS)[number];

export const orderByOptionSchema = z.object({ key: z.enum(PREPARATION_ORDERS), label: z.string() });

/** `invii/{page}`: the preparations (shipments still to be sent), rows as `spedizioni/{page}`. */
export const preparationListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true }).extend({
  agency: idSchema.optional(),
  client: idSchema.optional(),
  'order-by': z.enum(PREPARATION_ORDERS).default('newest'),
});

/** `invio/session/{id}?output=`: without it the JSON detail, else the packing list as a file. */
export const PREPARATION_OUTPUTS = ['pdf', 'xlsx'] as const;
export const preparationOutputQuerySchema = z.object({ output: z.enum(PREPARATION_OUTPUTS).optional() });

/** `invio/session/{id}`: the shipment with its requests, and the client's requests that could join it. */
export const preparationDetailSchema = shipmentDetailSchema.extend({
  /** Requests may still be added, removed or the preparation deleted (to be sent or to be confirmed). */
  changeable: z.boolean(),
  /** The same client's accepted requests still waiting to be sent (first LIMITS.pageSizeMax). */
  waiting: z.array(toSendRowSchema),
});
export type PreparationDetail = z.infer<typeof preparationDetailSchema>;
