import { z } from 'zod';
import { addressSchema } from './address';
import { LIMITS } from './limits';
import { listQuerySchema } from './lists';
import { revenueCategorySchema } from './sales';
import { CLIENT_STATUSES, SHEET_STATUSES, sheetStatusSchema } from './sheets';
import { idSchema, textSchema } from './validation';

/** Clients of the agencies (PRODUCT.md §2-§3): lists, card, search, deletion, print. */

export const clientStatusSchema = z.enum(CLIENT_STATUSES);

/** Spec §3 filters: page, agent (the agency), client, status; plus search and location. */
export const clientListQuerySchema = listQuerySchema.extend({
  agent: idSchema.optional(),
  client: idSchema.optional(),
  /** A sheet state, a client state, or `none` for clients without a sheet. */
  status: z.enum([...SHEET_STATUSES, ...CLIENT_STATUSES, 'none']).optional(),
  /** A province code (2 letters) or, for foreign clients, a country code. */
  location: textSchema().trim().max(10).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientRowSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  company_name: z.string(),
  vat_number: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  agency_id: z.number().int().nullable(),
  agency: z.string().nullable(),
  sheet_id: z.number().int().nullable(),
  sheet_version: z.number().int().nullable(),
  sheet_status: sheetStatusSchema.nullable(),
  sheet_status_label: z.string(),
  client_status: clientStatusSchema,
  client_status_label: z.string(),
  updated_at: z.string(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

/** Spec §3 "client card extras". Revenue comes from the sales lines; 0 until there are any. */
export const clientCardSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  company_name: z.string(),
  card_status: sheetStatusSchema.nullable(),
  card_status_label: z.string(),
  client_status: clientStatusSchema,
  client_status_label: z.string(),
  revenue: z.object({
    previous_year: z.number().int(),
    previous_year_amount: z.number(),
    current_year: z.number().int(),
    current_year_amount: z.number(),
  }),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  ...addressSchema.shape,
  /** The country's name in the request's language ("IT" is "Italia", "Italy", "Italie"). */
  country_label: z.string(),
  fax: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  agency: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  sheet: z.object({ id: z.number().int(), version: z.number().int(), status: sheetStatusSchema }).nullable(),
  deletion: z
    .object({ reason: z.string().nullable(), requested_at: z.string().nullable(), requested_by: z.string().nullable() })
    .nullable(),
});
export type ClientCard = z.infer<typeof clientCardSchema>;

/** GET agencies/get-clients: a light list for pickers. */
export const clientOptionSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  company_name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  agency_id: z.number().int().nullable(),
});
/**
 * GET agencies/get-clients: the first LIMITS.clientOptions clients by name of the agency (`agent`)
 * or the whole scope, those whose name, code, city or VAT number contain `q`; `client`, the one
 * already chosen, comes first whatever `q` says, so a picker can show its name.
 */
export const getClientsQuerySchema = z.object({
  agent: idSchema.optional(),
  q: textSchema().trim().max(100, 'validation.tooLong').optional(),
  client: idSchema.optional(),
});

/** GET agencies/is-client/{id}: whether the company is an active client of the user's scope. */
export const isClientResponseSchema = z.object({
  id: z.number().int(),
  is_client: z.boolean(),
  client_status: clientStatusSchema,
  sheet_status: sheetStatusSchema.nullable(),
});

/** GET generic/search?q= (header search, at least LIMITS.clientSearchMin characters). */
export const clientSearchQuerySchema = z.object({ q: textSchema().trim().max(100).default('') });
export const clientSearchResultSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  code: z.string().nullable(),
  agency: z.string().nullable(),
});
export const clientSearchResponseSchema = z.object({ results: z.array(clientSearchResultSchema) });
export type ClientSearchResult = z.infer<typeof clientSearchResultSchema>;

/** DELETE admin/client-delete/{id}, agent/client-delete/{id}. */
export const clientDeleteRequestSchema = z.object({
  reason: textSchema().trim().max(LIMITS.deletionReasonMax, 'validation.tooLong').optional(),
});
export const clientDeleteResponseSchema = z.object({ message: z.string(), client_status: clientStatusSchema });

const idOrIds = z.union([idSchema, z.array(idSchema).max(10_000)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** POST {admin/agencies|agencies}/clients/print: the link comes back in args.response.message. */
export const clientPrintRequestSchema = z.object({
  output: z.enum(['pdf', 'xlsx'], { error: 'validation.invalidType' }),
  agencies_id: idOrIds.optional(),
  clients_id: idOrIds.optional(),
  status: z.enum([...SHEET_STATUSES, ...CLIENT_STATUSES, 'none']).optional(),
});
export type ClientPrintRequest = z.input<typeof clientPrintRequestSchema>;
export const clientPrintResponseSchema = z.object({
  message: z.string(),
  filename: z.string(),
  expires_at: z.string(),
});

/** GET software-pr-or/detail/agent/{a}/client/{c}: access to the quotation/ordering software. */
export const softwareAccessSchema = z.object({
  client_id: z.number().int(),
  agency_id: z.number().int().nullable(),
  enabled: z.boolean(),
  since: z.string().nullable(),
  username: z.string().nullable(),
  last_access_at: z.string().nullable(),
});

/**
 * GET agencies/clients/map: the placed clients of the user's scope, filtered by agency (`agent`,
 * staff) and by the revenue category the trend sums (default expo, every category).
 */
export const clientMapQuerySchema = z.object({
  agent: idSchema.optional(),
  category: revenueCategorySchema.optional(),
});
export type ClientMapQuery = z.infer<typeof clientMapQuerySchema>;

/**
 * The map's data, by columns so 20,000 clients stay small: the n-th client is `id[n]` at
 * `lat[n]`, `lng[n]`, with its revenue of the current year up to `until` and of the progressive
 * (the previous year up to the same day) in whole euros, 0 without sales. Names and addresses
 * come from the client card when one is opened.
 */
export const clientMapSchema = z.object({
  year: z.number().int(),
  until: z.string(),
  id: z.array(z.number().int()),
  /** Each client's company name: its marker's name on hover, on focus and for screen readers. */
  name: z.array(z.string()),
  lat: z.array(z.number()),
  lng: z.array(z.number()),
  current: z.array(z.number()),
  progressive: z.array(z.number()),
});
export type ClientMap = z.infer<typeof clientMapSchema>;
