import { z } from 'zod';
import { APPLIANCE_LIMITS } from './appliances';
import { applianceSchema } from './appliances-catalogue';
import { optionalTextCell, textCell, wholeCell } from './import-cells';
import { listQuerySchema } from './lists';
import { dateSchema, idSchema, optionalString, requiredString } from './validation';

/**
 * Ready for delivery (spec §3 "Ready-to-deliver product", §9, PRODUCT.md §4): the appliances of
 * the price list in stock, which the ERP's `ready-stock` import writes, and their reservations.
 */

/**
 * Spec §3 availability of a ready-for-delivery appliance: "only one left" at 1, "only a few
 * left" up to this many, otherwise available. Only the quantity is stored; this is derived.
 */
export const READY_STOCK_FEW_LEFT = 3;

/**
 * One line of the ready-for-delivery stock file, which is the whole stock: an appliance of the
 * price list by its code, the pieces available and where they are.
 */
export const readyStockRowSchema = z.object({
  code: textCell(APPLIANCE_LIMITS.code),
  quantity: wholeCell(0, APPLIANCE_LIMITS.quantity, 'imports.validation.quantity'),
  warehouse: optionalTextCell(APPLIANCE_LIMITS.warehouse),
});
export type ReadyStockRow = z.infer<typeof readyStockRowSchema>;

/** The columns of the stock file, in the order the screen lists them; the optional ones may be left out. */
export const READY_STOCK_COLUMNS = Object.keys(readyStockRowSchema.shape) as (keyof ReadyStockRow)[];
export const READY_STOCK_OPTIONAL_COLUMNS = ['warehouse'] as const satisfies readonly (keyof ReadyStockRow)[];

/**
 * Availability of a ready-for-delivery appliance from the pieces not held by a reservation
 * (the stock file's quantity minus the active reservations): spec §3.
 */
export const READY_AVAILABILITIES = ['one_left', 'few_left', 'available', 'none'] as const;
export type ReadyAvailability = (typeof READY_AVAILABILITIES)[number];

export function readyAvailability(free: number): ReadyAvailability {
  if (free <= 0) return 'none';
  if (free === 1) return 'one_left';
  return free <= READY_STOCK_FEW_LEFT ? 'few_left' : 'available';
}

/**
 * A reservation: requested (it holds its unit at once) → accepted | refused (the unit is free
 * again) ; accepted → collected (self-collection) | delivered (next load) | lapsed (not collected
 * by its collect-by date: the unit is free again). Requested and accepted hold their unit.
 */
export const RESERVATION_STATES = ['requested', 'accepted', 'refused', 'collected', 'delivered', 'lapsed'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
export const ACTIVE_RESERVATION_STATES = ['requested', 'accepted'] as const satisfies readonly ReservationState[];

/** How the buyer takes it: with the manufacturer's next load, or collected at the warehouse. */
export const DELIVERY_MODES = ['next_load', 'self_collection'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * Self-collection: ready this many working days (Monday to Friday, Europe/Rome) after the order,
 * to be collected within the next `COLLECT_WITHIN_DAYS` working days (the last one included).
 */
export const READY_AFTER_DAYS = 2;
export const COLLECT_WITHIN_DAYS = 3;

/** An ISO date (yyyy-mm-dd) plus `days` working days (Saturdays and Sundays skipped). */
export function addWorkingDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** The self-collection dates of an order placed on `orderDate` (Europe/Rome calendar date). */
export function collectionDates(orderDate: string): { ready_on: string; collect_by: string } {
  const ready = addWorkingDays(orderDate, READY_AFTER_DAYS);
  return { ready_on: ready, collect_by: addWorkingDays(ready, COLLECT_WITHIN_DAYS) };
}

/** `GET ready-stock`: the appliances in stock, filtered by type, brand and text (code, EAN, brand, description). */
export const readyStockListQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  type: optionalString(APPLIANCE_LIMITS.type),
  brand: optionalString(APPLIANCE_LIMITS.brand),
});
export type ReadyStockListQuery = z.infer<typeof readyStockListQuerySchema>;

/** An appliance of the price list in stock, with the pieces reservations leave free and their availability. */
export const readyItemSchema = applianceSchema.extend({
  free: z.number().int(),
  availability: z.enum(READY_AVAILABILITIES),
  availability_label: z.string(),
});
export type ReadyItem = z.infer<typeof readyItemSchema>;

/**
 * `POST ready-stock/{applianceId}/reservations`: one unit, for a client (an agent names one of
 * their agency's; a customer reserves for its own company and names none). A delivery date is
 * not taken: the ready stock leaves with the next load or is collected on the dates the server sets.
 */
export const reservationInputSchema = z
  .strictObject({
    client_id: idSchema.optional(),
    delivery_mode: z.enum(DELIVERY_MODES, { error: 'readyStock.validation.deliveryMode' }),
    /** Named so a buyer who asks for a day is told why not: any valid date is refused (spec §9). */
    delivery_date: dateSchema.optional(),
    note: optionalString(500),
  })
  .superRefine((v, ctx) => {
    if (v.delivery_date !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['delivery_date'], message: 'readyStock.validation.deferredDelivery' });
    }
  });
export type ReservationInput = z.infer<typeof reservationInputSchema>;

export const reservationRefuseSchema = z.strictObject({ reason: requiredString(500) });

export const reservationListQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  state: z.enum(RESERVATION_STATES, { error: 'validation.invalidType' }).optional(),
  agency: idSchema.optional(),
  client: idSchema.optional(),
});
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;

export const reservationRowSchema = z.object({
  id: z.number().int(),
  appliance_id: z.number().int(),
  code: z.string(),
  description: z.string(),
  brand: z.string(),
  client_id: z.number().int(),
  client: z.string(),
  agency_id: z.number().int(),
  agency: z.string(),
  ordered_by: z.string(),
  quantity: z.number().int(),
  delivery_mode: z.enum(DELIVERY_MODES),
  delivery_mode_label: z.string(),
  ready_on: z.string().nullable(),
  collect_by: z.string().nullable(),
  state: z.enum(RESERVATION_STATES),
  state_label: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type ReservationRow = z.infer<typeof reservationRowSchema>;
