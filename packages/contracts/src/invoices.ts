import { z } from 'zod';
import { listQuerySchema } from './lists';
import { salesYearSchema } from './sales';
import { idSchema, textSchema } from './validation';

/**
 * Invoices (PRODUCT.md §2, issue 11): the ERP's invoices as their imported sales lines make them
 * (one invoice number, its lines). Staff see all, an agent those of their agency's clients, a
 * customer its own.
 */

/** An invoice number as the ERP writes it (`FT2026-000123-03`). */
export const invoiceNumberSchema = textSchema().trim().min(1, 'validation.required').max(40, 'validation.tooLong');

export const invoiceListQuerySchema = listQuerySchema.extend({
  /** An agency (staff). */
  agent: idSchema.optional(),
  client: idSchema.optional(),
  year: salesYearSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** A row of the list: newest first by default. Amounts in euros. */
export const invoiceRowSchema = z.object({
  number: z.string(),
  day: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  client_code: z.string().nullable(),
  agency_id: z.number().int(),
  agency: z.string(),
  lines: z.number().int(),
  amount: z.number(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceParamsSchema = z.object({ number: invoiceNumberSchema });

export const invoiceLineSchema = z.object({
  line: z.number().int(),
  /** The ERP category code (NN, E2…) and its name in the request's language. */
  category: z.string(),
  category_label: z.string(),
  product: z.string(),
  quantity: z.number(),
  amount: z.number(),
});

/** GET invoices/{number}: the invoice with its client, agency and lines. */
export const invoiceDetailSchema = z.object({
  number: z.string(),
  day: z.string(),
  amount: z.number(),
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    vat_number: z.string().nullable(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    country: z.string(),
  }),
  agency: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
