import { z } from 'zod';
import { LIMITS } from './limits';

/**
 * Rules of spec §5. Messages are keys of the shared message catalogue
 * (`messages/*.ts`), translated by whichever side shows them.
 */

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INT = 2_147_483_647;

// Without the `u` flag a regular expression sees UTF-16 code units, so it finds unpaired halves.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the database can store: PostgreSQL refuses the NUL character in text, and a lone UTF-16
 * surrogate has no UTF-8 form (in JSON it is refused too).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Every text field starts here (PRODUCT.md §7): NUL bytes and lone surrogates are refused with
 * `validation.invalidText` before any other rule, so no route can pass them to the database.
 */
export const textSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, 'validation.invalidText');

const DECIMAL = /^-?\d+$/;

/**
 * An integer in `[min, max]`, a number or written as text (paths and query strings), then in
 * decimal digits only: `0x1`, `1e0`, `+1`, `1.0` or ` 1` would each name the same row as `1`, and
 * `true` or `[20]` are not numbers at all (coercion made them 1 and 20). `max` is at most what a
 * PostgreSQL `integer` holds, so a huge number is a 400 and never reaches the database.
 */
export const integerSchema = (min: number, max: number, message = 'validation.invalidNumber') =>
  z.preprocess(
    (value) => (typeof value === 'number' || (typeof value === 'string' && DECIMAL.test(value)) ? value : Number.NaN),
    z.coerce
      .number<number | string>({ error: message })
      .int(message)
      .min(min, message)
      .max(Math.min(max, MAX_INT), message),
  );

/** A row id, wherever it comes from (path, query or body): a positive PostgreSQL `integer`. */
export const idSchema = integerSchema(1, MAX_INT);

/**
 * The years a date may have. PostgreSQL's `date` has no year 0 (`0000-01-01` is refused) and
 * `YYYY` cannot write a fifth digit; the portal's days (editions, activations, the ERP's
 * documents) fall well inside these, so a year outside is a typo. `validation.date` says them.
 */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day the calendar has, written `YYYY-MM-DD`, in `DATE_YEARS`: 29 February in leap years only. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Every date field of every route: a format check alone let `2026-02-30` and year 0 through to
 * the database, which refused them with a 500. `format: date` marks the field in the OpenAPI
 * document, where `test/platform/openapi-dates.test.ts` finds every one.
 */
export const dateSchema = textSchema().trim().refine(isCalendarDate, 'validation.date').meta({ format: 'date' });

/** A date a form may leave empty: `''` is kept (the sheet stores its fields as the form holds them). */
export const dateOrEmptySchema = textSchema()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), 'validation.date')
  .meta({ format: 'date' });

/**
 * What shows nothing where a text is read: white space, format characters (zero-width spaces and
 * joiners, the word joiner, a soft hyphen, direction marks, U+FEFF), control characters and the
 * Hangul and Braille fillers. `trim()` keeps most of these.
 */
const INVISIBLE = /^[\s\p{Cf}\p{Cc}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** Text with a character a reader can see (a required field of only invisible characters is empty). */
export const hasVisibleText = (value: string): boolean => !INVISIBLE.test(value);

export const requiredString = (max = 200) =>
  textSchema()
    .trim()
    .min(1, 'validation.required')
    .refine((v) => v === '' || hasVisibleText(v), 'validation.required')
    .max(max, 'validation.tooLong');

export const optionalString = (max = 200) => textSchema().trim().max(max, 'validation.tooLong').optional();

export const emailSchema = textSchema()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email({ error: 'validation.invalidEmail' }));

const SPECIAL = /[^A-Za-z0-9]/;
/** 8 to 20 characters with a digit, an upper-case, a lower-case and a special character. */
export const passwordSchema = textSchema()
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

export const provinceSchema = textSchema()
  .trim()
  .toUpperCase()
  .length(LIMITS.provinceLength, 'validation.provinceLength');

export const customerCodeSchema = textSchema()
  .trim()
  .length(LIMITS.customerCodeLength, 'validation.customerCodeLength');

export const numericString = textSchema().trim().regex(/^\d+$/, 'validation.numericOnly');

export const italianPostalCodeSchema = textSchema()
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

export const italianVatSchema = textSchema().trim().refine(isItalianVatNumber, 'validation.vatNumber');

/** Privacy consent must be given (spec §5): the only accepted value is true. */
export const consentSchema = z.literal(true, { error: 'validation.privacyRequired' });
