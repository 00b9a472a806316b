import { z } from 'zod';
import { APPLIANCE_LIMITS } from './appliances';
import { optionalTextCell, textCell, wholeCell } from './import-cells';

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
