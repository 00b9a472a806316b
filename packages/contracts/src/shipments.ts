import { z } from 'zod';
import { listQuerySchema } from './lists';
import { idSchema, integerSchema, optionalString, requiredString } from './validation';

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

export const PARCELS_MAX = 99;

/** Where a preparation goes: the client's address (the default) or another place typed in. */
export const shippingPlaceSchema = z.object({
  recipient: requiredString(200),
  address: requiredString(200),
  postal_code: requiredString(20),
  city: requiredString(100),
  province: optionalString(2),
  country: requiredString(2),
});
export type ShippingPlace = z.infer<typeof shippingPlaceSchema>;

/** `invio/session`: prepare a shipment from accepted requests of one client. */
export const preparationInputSchema = z.object({
  requests: z.array(idSchema).min(1, 'validation.required').max(500, 'validation.tooLong'),
  place: shippingPlaceSchema.optional(),
});

/** `PUT invio/session/{id}`: the requests a preparation holds. */
export const preparationRequestsSchema = z.object({
  requests: z.array(idSchema).min(1, 'validation.required').max(500, 'validation.tooLong'),
});

/** `invio/group-shipping`: several preparations of one client become one shipment. */
export const groupShippingSchema = z.object({
  orders_id: z.array(idSchema).min(2, 'shipments.validation.groupTwo').max(50, 'validation.tooLong'),
});

/** The move to a state, with what that state needs (parcels and waybill to confirm). */
export const shipmentStatusInputSchema = z.object({
  parcels: integerSchema(1, PARCELS_MAX).optional(),
  waybill: optionalString(60),
});

export const shipmentNotesSchema = z.object({ notes: optionalString(2000).default('') });
export const internalNoteSchema = z.object({ note: optionalString(2000).default('') });

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

export const toSendQuerySchema = listQuerySchema.extend({
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

export const shipmentListQuerySchema = listQuerySchema.extend({
  agency: idSchema.optional(),
  client: idSchema.optional(),
  status: z.enum(SHIPMENT_STATUSES).optional(),
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
