import { z } from 'zod';
import { listQuerySchema, tableHeaderSchema, tableListSchema } from './lists';
import { categoriesQuerySchema, categoryFilterSchema, revenueCategorySchema } from './sales-categories';
import { salesNamedSchema as named, revenueFiguresSchema, salesYearSchema } from './sales-revenue';

// The two years before (spec §7 "Sales": sales/prev-2-years[/{agency}[/client/{id}]]).

/** Query of sales/prev-2-years[…]: the year they come before (default this one). */
export const prevYearsQuerySchema = z.object({ year: salesYearSchema.optional() });

/**
 * One revenue category over the two years: their sums (in full, oldest first, as `years` lists
 * them), the delta (the later − the earlier) and the delta in percent of the earlier (null when
 * it is 0). Amounts in euros, rounded to the cent.
 */
export const prevYearsRowSchema = z.object({
  category: revenueCategorySchema,
  name: z.string(),
  amounts: z.array(z.number()),
  delta: z.number(),
  delta_percent: z.number().nullable(),
});
export type PrevYearsRow = z.infer<typeof prevYearsRowSchema>;

export const prevYearsSchema = z.object({
  title: z.string(),
  table_headers: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The two years, oldest first: in 2026, 2024 and 2025. */
  years: z.array(z.number().int()),
  rows: z.array(prevYearsRowSchema),
  scope: z.object({ agency: named.optional(), client: named.optional() }),
});
export type PrevYears = z.infer<typeof prevYearsSchema>;

// Delta, own clients and client progress (spec §7 "Other data requests named…": delta (agent),
// own clients, client progress (id, filters)).

/** Query of sales/delta/agent/{a}: the year (default this one). */
export const deltaQuerySchema = z.object({ year: salesYearSchema.optional() });

/** One revenue category of an agency: its figures (current year, progressive, delta, budget) and name. */
export const deltaRowSchema = revenueFiguresSchema.extend({ category: revenueCategorySchema, name: z.string() });
export type DeltaRow = z.infer<typeof deltaRowSchema>;

/**
 * GET sales/delta/agent/{a}: every revenue category of the agency and the total (every code;
 * its budget is the expo one, expo being every category).
 */
export const agencyDeltaSchema = z.object({
  table_headers: z.array(tableHeaderSchema),
  rows: z.array(deltaRowSchema),
  total: revenueFiguresSchema,
  year: z.number().int(),
  until: z.string(),
  scope: z.object({ agency: named.optional(), client: named.optional() }),
});
export type AgencyDelta = z.infer<typeof agencyDeltaSchema>;

/**
 * Query of sales/own-clients/agent/{a}: the list's paging, search (name or code) and order, the
 * year and the categories (none: every revenue category) a client must have revenue in.
 */
export const ownClientsQuerySchema = listQuerySchema.extend({
  year: salesYearSchema.optional(),
  categories: categoriesQuerySchema.optional(),
});
export type OwnClientsQuery = z.infer<typeof ownClientsQuerySchema>;

/** Whether a client has revenue in a category in the years compared: one of its sums there is not 0. */
export const categoryFlagsSchema = z.record(categoryFilterSchema, z.boolean());
export type CategoryFlags = z.infer<typeof categoryFlagsSchema>;

/**
 * A client of the agency with revenue in the selected categories: its figures over them (their
 * codes counted once) and a flag per filter category.
 */
export const ownClientRowSchema = revenueFiguresSchema
  .pick({ previous_year: true, progressive: true, current_year: true, delta: true, delta_percent: true })
  .extend({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    province: z.string().nullable(),
    flags: categoryFlagsSchema,
  });
export type OwnClientRow = z.infer<typeof ownClientRowSchema>;

export const ownClientsSchema = tableListSchema(ownClientRowSchema).extend({
  year: z.number().int(),
  until: z.string(),
  /** The categories the rows were chosen by (every revenue category when the query named none). */
  categories: z.array(categoryFilterSchema),
  scope: z.object({ agency: named.optional(), client: named.optional() }),
});
export type OwnClients = z.infer<typeof ownClientsSchema>;

/** Query of sales/progress/client/{id}: the year (default this one) and the categories (none: every revenue category). */
export const clientProgressQuerySchema = z.object({
  year: salesYearSchema.optional(),
  categories: categoriesQuerySchema.optional(),
});

/**
 * Month `month` of the year, cumulative from January: the current year so far (null after the
 * month it is counted to) and the same months of the previous year, in full.
 */
export const progressMonthSchema = z.object({
  month: z.number().int(),
  current: z.number().nullable(),
  previous: z.number(),
});
export type ProgressMonth = z.infer<typeof progressMonthSchema>;

const progressFiguresSchema = revenueFiguresSchema.pick({
  previous_year: true,
  progressive: true,
  current_year: true,
  delta: true,
  delta_percent: true,
});

/**
 * GET sales/progress/client/{id}: the client's month-by-month progress per selected category it
 * has revenue in, and of those categories together (their codes counted once). A client with
 * no revenue in any of them answers no series and no months.
 */
export const clientProgressSchema = z.object({
  year: z.number().int(),
  until: z.string(),
  categories: z.array(categoryFilterSchema),
  series: z.array(
    z.object({
      category: categoryFilterSchema,
      name: z.string(),
      months: z.array(progressMonthSchema),
      totals: progressFiguresSchema,
    }),
  ),
  months: z.array(progressMonthSchema),
  totals: progressFiguresSchema,
  scope: z.object({ agency: named.optional(), client: named.optional() }),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;
