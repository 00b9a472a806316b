import { z } from 'zod';

/**
 * A postal address as answers carry it, declared once: its fields' names and order, spread into
 * each answer that shows one. Forms keep their own lengths, required fields and Italian rules
 * (a 2-letter province, a 5-digit postal code).
 */

/** A stored address in an answer: every part may be missing but the country (a client, a signer, an invoice). */
export const addressSchema = z.object({
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
});
