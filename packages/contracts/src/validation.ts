import { z } from 'zod';
import { LIMITS } from './limits';

/**
 * Rules of spec §5. Messages are keys of the shared message catalogue
 * (`messages/*.ts`), translated by whichever side shows them.
 */
export const requiredString = (max = 200) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const optionalString = (max = 200) => z.string().trim().max(max, 'validation.tooLong').optional();

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email({ error: 'validation.invalidEmail' }));

const SPECIAL = /[^A-Za-z0-9]/;
/** 8 to 20 characters with a digit, an upper-case, a lower-case and a special character. */
export const passwordSchema = z
  .string()
  .min(1, 'validation.required')
  .refine(
    (v) =>
      v.length >= LIMITS.passwordMin &&
      v.length <= LIMITS.passwordMax &&
      /\d/.test(v) &&
      /[A-Z]/.test(v) &&
      /[a-z]/.test(v) &&
      SPECIAL.test(v),
    'validation.passwordPolicy',
  );

export function isValidPassword(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}

export const provinceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .length(LIMITS.provinceLength, 'validation.provinceLength');

export const customerCodeSchema = z.string().trim().length(LIMITS.customerCodeLength, 'validation.customerCodeLength');

export const numericString = z.string().trim().regex(/^\d+$/, 'validation.numericOnly');

export const italianPostalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'validation.postalCode');

/** Italian VAT number (partita IVA): 11 digits, the last a Luhn-style check digit. */
export function isItalianVatNumber(value: string): boolean {
  const v = value.replace(/^IT/i, '').trim();
  if (!/^\d{11}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(v[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(v[10]);
}

export const italianVatSchema = z.string().trim().refine(isItalianVatNumber, 'validation.vatNumber');

/** Privacy consent must be given (spec §5): the only accepted value is true. */
export const consentSchema = z.literal(true, { error: 'validation.privacyRequired' });
