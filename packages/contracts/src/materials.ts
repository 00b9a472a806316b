import { z } from 'zod';
import { LIMITS } from './limits';
import { listQuerySchema } from './lists';
import { SHIPMENT_STATUSES } from './shipments';
import { dateSchema, idSchema, integerSchema, optionalString, requiredString } from './validation';

/**
 * Support materials (PRODUCT.md §4): catalogues, samples, displays and price lists the
 * manufacturer sends to its agents' clients, their stock, and the agents' requests for them.
 */

/** The most a single request or load may move: a whole pallet of catalogues, never more. */
export const MATERIAL_QUANTITY_MAX = 100_000;

/** Every quantity a user types: a whole number of pieces, at least one (never `true`, `"2e1"` or `[20]`). */
export const materialQuantitySchema = integerSchema(1, MATERIAL_QUANTITY_MAX, 'validation.quantity');

/** A request's life: pending until staff decide; partial accepts part and closes the rest. */
export const MATERIAL_REQUEST_STATUSES = ['pending', 'accepted', 'partial', 'rejected'] as const;
export type MaterialRequestStatus = (typeof MATERIAL_REQUEST_STATUSES)[number];

/** A text in each of the four languages; Italian is required (the manufacturer's own). */
export const localizedTextSchema = (max: number) =>
  z.strictObject({
    it: requiredString(max),
    en: optionalString(max),
    fr: optionalString(max),
    es: optionalString(max),
  });
export type LocalizedText = { it: string; en?: string; fr?: string; es?: string };

/** Euros with cents; stored as numeric(12,2), so rounded to the cent. */
const moneySchema = z
  .number({ error: 'validation.invalidNumber' })
  .min(0, 'validation.invalidNumber')
  .max(9_999_999, 'validation.invalidNumber')
  .transform((n) => Math.round(n * 100) / 100);

/**
 * What staff type to create or change a material (spec §3 "Product" and its features). This and
 * every other body of the materials and shipments routes is strict: a field the route does not
 * take is refused (400, naming it) rather than dropped without a word.
 */
export const materialInputSchema = z.strictObject({
  product_code: requiredString(40),
  family_id: idSchema,
  barcode: optionalString(40),
  names: localizedTextSchema(200),
  /** Notes are optional in every language, Italian too (the detail answers '' for a missing one). */
  notes: z
    .strictObject({
      it: optionalString(2000),
      en: optionalString(2000),
      fr: optionalString(2000),
      es: optionalString(2000),
    })
    .optional(),
  first_edition: dateSchema.optional(),
  pack_quantity: integerSchema(1, MATERIAL_QUANTITY_MAX).optional(),
  cost: moneySchema.optional(),
  price: moneySchema.optional(),
  manager: optionalString(100),
  packaging: optionalString(100),
  visible: z.boolean().default(true),
  favourite: z.boolean().default(false),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;

/** Flags changed one at a time from the table (spec §4: archive, restore, show, favourite). */
export const materialFlagsSchema = z
  .strictObject({ visible: z.boolean(), favourite: z.boolean(), archived: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'validation.required' });

/** The stock counters of spec §3, derived from loads, requests and shipments. */
export const materialCountersSchema = z.object({
  realised: z.number().int(),
  printed: z.number().int(),
  delivered: z.number().int(),
  committed: z.number().int(),
  /** Still to deliver: what requests can still be accepted for. */
  available: z.number().int(),
});
export type MaterialCounters = z.infer<typeof materialCountersSchema>;

export const materialRowSchema = materialCountersSchema.extend({
  id: z.number().int(),
  product_code: z.string(),
  name: z.string(),
  family_id: z.number().int(),
  family: z.string(),
  barcode: z.string().nullable(),
  /** The picture as uploaded, for the detail view; null without one. */
  image_url: z.string().nullable(),
  /** Its small square copy, for tables and cards. */
  thumb_url: z.string().nullable(),
  pack_quantity: z.number().int().nullable(),
  visible: z.boolean(),
  favourite: z.boolean(),
  archived: z.boolean(),
  pending_requests: z.number().int(),
  updated_at: z.string(),
});
export type MaterialRow = z.infer<typeof materialRowSchema>;

export const materialListQuerySchema = listQuerySchema.extend({
  family: idSchema.optional(),
  status: z.enum(['active', 'archived']).default('active'),
  favourite: z.enum(['true', 'false']).optional(),
});

export const materialLoadSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product_code: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type MaterialLoad = z.infer<typeof materialLoadSchema>;

export const materialDetailSchema = materialRowSchema.extend({
  names: z.object({ it: z.string(), en: z.string(), fr: z.string(), es: z.string() }),
  notes: z.object({ it: z.string(), en: z.string(), fr: z.string(), es: z.string() }),
  first_edition: z.string().nullable(),
  cost: z.number().nullable(),
  price: z.number().nullable(),
  manager: z.string().nullable(),
  packaging: z.string().nullable(),
  /** Spec §3 features: id (1 name, 2 first edition, 3 notes, 4 per pack, 11 cost, 12 price). */
  features: z.array(
    z.object({ id: z.number().int(), name: z.string(), value: z.string(), id_lang: z.string(), type: z.string() }),
  ),
  loads: z.array(materialLoadSchema),
});
export type MaterialDetail = z.infer<typeof materialDetailSchema>;

export const materialFamilySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type MaterialFamily = z.infer<typeof materialFamilySchema>;

/** A load (carico) adds stock; `product_code` is the print run's or supplier's code. */
export const materialLoadInputSchema = z.strictObject({
  quantity: materialQuantitySchema,
  product_code: optionalString(40),
});

/** Spec §3 "Delivery request": an agent asks for a material for one client. */
export const deliveryRequestSchema = z.strictObject({
  product_id: idSchema,
  product_code: requiredString(40),
  quantity: materialQuantitySchema,
});

/** Spec §3 "Mass request": one material request per line, for many clients at once. */
export const massRequestSchema = z.strictObject({
  requests: z
    .array(z.strictObject({ client_id: idSchema, product_id: idSchema, quantity: materialQuantitySchema }))
    .min(1, 'validation.required')
    .max(500, 'validation.tooLong'),
  request_massiva: z.boolean().default(true),
  description: optionalString(500),
});

/** `invio/save-request-massiva`: a mass request, the lines always kept together as one batch. */
export const saveRequestMassivaSchema = massRequestSchema.omit({ request_massiva: true });

/**
 * Staff decide a pending request (spec §7 `richieste-agenti/{id}`). `quantity` is the requested
 * quantity staff saw: an agent may change it meanwhile, and a decision on a request changed since
 * is refused (409) rather than acting on pieces staff never saw. A field a decision does not take
 * is refused too (an `accepted_quantity` sent with a plain accept was dropped: all was accepted).
 */
export const requestDecisionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('accepted'), quantity: materialQuantitySchema }),
  z.strictObject({
    status: z.literal('partial'),
    quantity: materialQuantitySchema,
    accepted_quantity: materialQuantitySchema,
  }),
  z.strictObject({
    status: z.literal('rejected'),
    quantity: materialQuantitySchema,
    reason: requiredString(LIMITS.rejectReasonMax),
  }),
]);
export type RequestDecision = z.infer<typeof requestDecisionSchema>;

export const requestQuantitySchema = z.strictObject({ quantity: materialQuantitySchema });

export const materialRequestRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(MATERIAL_REQUEST_STATUSES),
  status_label: z.string(),
  material_id: z.number().int(),
  product_code: z.string(),
  material: z.string(),
  client_id: z.number().int(),
  client: z.string(),
  agency_id: z.number().int(),
  agency: z.string(),
  requested_by: z.string().nullable(),
  quantity: z.number().int(),
  accepted_quantity: z.number().int().nullable(),
  /** The material's free stock, which a partial acceptance is weighed against. */
  available: z.number().int(),
  /**
   * This request's own pieces still to deliver: none once rejected or shipped, the pieces asked
   * while pending, the pieces accepted until their shipment leaves.
   */
  to_deliver: z.number().int(),
  reason: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The shipment that carries the accepted pieces (from its preparation on); null before. */
  shipment: z
    .object({
      id: z.number().int(),
      number: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
      status_label: z.string(),
      waybill: z.string().nullable(),
      shipped_at: z.string().nullable(),
    })
    .nullable(),
  /** Pieces that left with a shipped shipment: the accepted quantity once shipped, else 0. */
  shipped_quantity: z.number().int(),
});
export type MaterialRequestRow = z.infer<typeof materialRequestRowSchema>;

/** Newest first, always: no `sort` or `order` is offered (one taken and ignored misleads a caller). */
export const materialRequestListQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  agency: idSchema.optional(),
  client: idSchema.optional(),
  status: z.enum(MATERIAL_REQUEST_STATUSES).optional(),
});

/** What an agent sees when choosing materials for one client (`agencies/materiali/{client}`). */
export const clientMaterialRowSchema = z.object({
  id: z.number().int(),
  product_code: z.string(),
  name: z.string(),
  family_id: z.number().int(),
  family: z.string(),
  image_url: z.string().nullable(),
  thumb_url: z.string().nullable(),
  pack_quantity: z.number().int().nullable(),
  favourite: z.boolean(),
  available: z.number().int(),
  /** This client's requests for it still pending. */
  pending_for_client: z.number().int(),
});
export type ClientMaterialRow = z.infer<typeof clientMaterialRowSchema>;

export const clientMaterialListQuerySchema = listQuerySchema.extend({ family: idSchema.optional() });

export const requestCreatedSchema = z.object({ ids: z.array(z.number().int()), message: z.string() });

/** `materiali/print`: the chosen families (categories) and materials, or every active one. */
export const materialPrintSchema = z.strictObject({
  categories_id: z.array(idSchema).max(100, 'validation.tooLong').default([]),
  materials_id: z.array(idSchema).max(5000, 'validation.tooLong').default([]),
});

/** `dashboard/materials`: requests by state (capped like lists) and, for staff, the materials running out. */
export const materialDashboardSchema = z.object({
  requests: z.array(
    z.object({
      status: z.enum(MATERIAL_REQUEST_STATUSES),
      label: z.string(),
      count: z.number().int(),
      capped: z.boolean(),
    }),
  ),
  low_stock: z.array(
    z.object({ id: z.number().int(), product_code: z.string(), name: z.string(), available: z.number().int() }),
  ),
});
export type MaterialDashboard = z.infer<typeof materialDashboardSchema>;

/** A material is running out when fewer than this many pieces are still to deliver. */
export const MATERIAL_LOW_STOCK = 20;

// ---------------------------------------------------------------------------------------------
// `arrex/materiali/{page}/{agency}`: the materials an agency asked for and what reached it.

export const userMaterialListQuerySchema = listQuerySchema.pick({ pageSize: true, q: true }).extend({
  client: idSchema.optional(),
  family: idSchema.optional(),
  /** true: only materials with pieces delivered; false: only those with none delivered yet. */
  delivered: z.enum(['true', 'false']).optional(),
});

export const userMaterialRowSchema = z.object({
  material_id: z.number().int(),
  product_code: z.string(),
  name: z.string(),
  family_id: z.number().int(),
  family: z.string(),
  image_url: z.string().nullable(),
  /** Pieces asked for, in every request of the agency (or client). */
  requested: z.number().int(),
  /** Pieces accepted (whole or part). */
  accepted: z.number().int(),
  /** Pieces of requests still waiting for a decision. */
  pending: z.number().int(),
  /** Accepted pieces not shipped yet. */
  to_ship: z.number().int(),
  /** Pieces in shipments that left. */
  delivered: z.number().int(),
  last_shipped_at: z.string().nullable(),
});
export type UserMaterialRow = z.infer<typeof userMaterialRowSchema>;
