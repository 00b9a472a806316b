import { z } from 'zod';
import { optionalString, requiredString, textSchema } from './validation';

/**
 * A postal address, declared once: as answers carry it (`addressSchema`, its fields' names and
 * order, spread into each answer that shows one) and as forms take it (`addressInputSchema`, one
 * builder whose parameters are each form's lengths and required parts). The Italian rules (a
 * 2-letter province, a 5-digit postal code) are the form's, checked over the whole of it.
 */

/** A stored address in an answer: every part may be missing but the country (a client, a signer, an invoice). */
export const addressSchema = z.object({
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
});

const COUNTRY = /^[A-Z]{2}$/;

/** How a form takes the country (ISO 3166 alpha-2). */
const COUNTRY_INPUT = {
  /** Required, two capitals as sent (the registration's list sends them so). */
  exact: requiredString(2).regex(COUNTRY, 'validation.country'),
  /** Required, uppercased, then two letters (a complete sheet). */
  upper: requiredString(2)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(COUNTRY, 'validation.country')),
  /** May be missing, uppercased; checked when the sheet is complete (a draft, a sheet's other addresses). */
  draft: optionalString(2).transform((v) => v?.toUpperCase()),
};

/** A form's lengths and required parts for an address (each form's columns and rules). */
export type AddressInputRules<Required extends boolean, Country extends keyof typeof COUNTRY_INPUT> = {
  /** Street, city and postal code required, or each may be missing (a draft, an address given only if different). */
  required: Required;
  /** The postal code's longest. */
  postalCode: number;
  /** The province's longest (uppercased first) and the message past it. */
  province: { max: number; message: 'validation.provinceLength' | 'validation.tooLong' };
  country: Country;
};

type Part<Required extends boolean> = Required extends true
  ? ReturnType<typeof requiredString>
  : ReturnType<typeof optionalString>;

const part = <Required extends boolean>(required: Required, max: number) =>
  (required ? requiredString(max) : optionalString(max)) as Part<Required>;

/**
 * An address as a form takes it: street (200), city (100), postal code, province and country,
 * with the form's lengths and required parts (the registration, a sheet's draft and complete
 * addresses). The messages are the shared `validation.*` ones.
 */
export function addressInputSchema<Required extends boolean, Country extends keyof typeof COUNTRY_INPUT>(
  rules: AddressInputRules<Required, Country>,
) {
  return z.object({
    address: part(rules.required, 200),
    city: part(rules.required, 100),
    postal_code: part(rules.required, rules.postalCode),
    province: textSchema().trim().toUpperCase().max(rules.province.max, rules.province.message).optional(),
    country: COUNTRY_INPUT[rules.country] as (typeof COUNTRY_INPUT)[Country],
  });
}
