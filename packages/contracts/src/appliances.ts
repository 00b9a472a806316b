import { z } from 'zod';
import type { ImportCell } from './import-cells';
import { decimalCell, importCell, optionalDecimalCell, textCell } from './import-cells';

/**
 * Home appliances (spec §3 "Ready-to-deliver product", PRODUCT.md §4): the price list and the
 * ready-for-delivery stock come from the ERP through the imports `appliances` and `ready-stock`.
 */

/** Lengths of an appliance's texts, the same for the import, the database and the screens. */
export const APPLIANCE_LIMITS = {
  code: 40,
  type: 60,
  brand: 60,
  internalCode: 40,
  description: 500,
  warehouse: 100,
  /** List price in euros: below this. */
  price: 1_000_000_000,
  /** Weight in kg: below this. */
  weight: 100_000,
  /** Pieces of one appliance in the ready stock. */
  quantity: 1_000_000,
} as const;

/** The GS1 check digit of the digits before it (weights 3 and 1 from the right). */
export function eanCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** An EAN-8 or EAN-13 of digits only, its last digit the right check digit. */
export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false;
  return eanCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/**
 * An EAN as the ERP writes it: spaces and dashes dropped; a sheet's number lost its leading
 * zeros, so it is padded back to 8 or 13 digits (the check digit then still has to match).
 */
function eanText(v: ImportCell): string {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) {
    const digits = String(v);
    return digits.padStart(digits.length <= 8 ? 8 : 13, '0');
  }
  return typeof v === 'string' ? v.replace(/[\s-]/g, '') : '';
}

const eanCell = importCell.transform((v, ctx) => {
  const ean = eanText(v);
  if (!isValidEan(ean)) {
    ctx.addIssue({ code: 'custom', message: ean === '' ? 'validation.required' : 'imports.validation.ean' });
    return z.NEVER;
  }
  return ean;
});

/**
 * One appliance of the price list as the import reads it: `code` is the natural key (importing
 * it again updates what changed). The list price is in euros with cents (`1.234,50`, `1234.50`).
 */
export const applianceRowSchema = z.object({
  code: textCell(APPLIANCE_LIMITS.code),
  ean: eanCell,
  type: textCell(APPLIANCE_LIMITS.type),
  brand: textCell(APPLIANCE_LIMITS.brand),
  internal_code: textCell(APPLIANCE_LIMITS.internalCode),
  description: textCell(APPLIANCE_LIMITS.description),
  price: decimalCell({
    scale: 2,
    max: APPLIANCE_LIMITS.price,
    key: 'imports.validation.price',
    nonNegative: true,
    exact: true,
  }),
  weight: optionalDecimalCell({
    scale: 2,
    max: APPLIANCE_LIMITS.weight,
    key: 'imports.validation.weight',
    nonNegative: true,
  }),
});
export type ApplianceRow = z.infer<typeof applianceRowSchema>;

/** The columns of the file, in the order the screen lists them; the optional ones may be left out. */
export const APPLIANCE_COLUMNS = Object.keys(applianceRowSchema.shape) as (keyof ApplianceRow)[];
export const APPLIANCE_OPTIONAL_COLUMNS = ['weight'] as const satisfies readonly (keyof ApplianceRow)[];
