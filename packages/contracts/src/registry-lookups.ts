import { z } from 'zod';

/**
 * Registry lookups (spec §7 `GET arrex/anagrafica/{type}[/{id}]`): the reference lists the client
 * sheet's fields pick from, labelled in the request's language. Signed-in staff and agents only;
 * the public lists of the registration form stay under `generic/`.
 */
export const REGISTRY_LOOKUP_TYPES = ['payment-terms', 'banks', 'countries', 'provinces'] as const;
export type RegistryLookupType = (typeof REGISTRY_LOOKUP_TYPES)[number];

/**
 * The manufacturer's standard payment terms (the sheet's `terms.payment_terms`): ids here, labels
 * in the catalogue under `registryLookups.paymentTerms.<id>`. A sheet may still carry a term
 * agreed outside this list.
 */
export const PAYMENT_TERMS = [
  'RD',
  'BBANT',
  'BB30',
  'BB30FM',
  'BB60',
  'BB60FM',
  'RB30FM',
  'RB60FM',
  'RB90FM',
  'RB6090FM',
  'RB306090',
  'CONTR',
] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

export const registryLookupTypeSchema = z.enum(REGISTRY_LOOKUP_TYPES, { error: 'registryLookups.errors.unknownType' });

/** An entry's id: a short code (`IT`, `MI`, `RB60FM`, an ABI `03069`), matched in any case. */
export const registryLookupIdSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(10, 'validation.tooLong')
  .regex(/^[A-Za-z0-9-]+$/, 'validation.invalidType')
  .transform((id) => id.toUpperCase());

export const registryLookupParamsSchema = z.object({ type: registryLookupTypeSchema });
export const registryLookupEntryParamsSchema = z.object({ type: registryLookupTypeSchema, id: registryLookupIdSchema });

export const registryLookupEntrySchema = z.object({ id: z.string(), label: z.string() });
export type RegistryLookupEntry = z.infer<typeof registryLookupEntrySchema>;

export const registryLookupListSchema = z.array(registryLookupEntrySchema);
