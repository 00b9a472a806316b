import { z } from 'zod';
import { revenueCategorySchema, revenueFiguresSchema } from './sales';

// The dashboard's revenue (spec §7 "Dashboard": dashboard/ and dashboard/premia), in the
// caller's scope (PRODUCT.md §2): staff the network, an agent the own agency, a customer its
// own purchases. Figures as the revenue screens answer them (sales.ts `revenueFiguresSchema`).

const named = z.object({ id: z.number().int(), name: z.string() });
/** Whose sales the figures sum: no agency nor client is the whole network. */
export const dashboardScopeSchema = z.object({ agency: named.optional(), client: named.optional() });

/**
 * One revenue category's figures, with its name in the request's language, and where the year
 * ends at the current pace (`projection`: this year so far over the share of the year gone, the
 * progressive's day-of-year rule) with that end's share of the budget.
 */
export const dashboardCategorySchema = revenueFiguresSchema.extend({
  category: revenueCategorySchema,
  name: z.string(),
  projection: z.number(),
  projection_budget_percent: z.number().nullable(),
});
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>;

/** GET dashboard/: every spec §9 revenue category, this year against the progressive, with budget. */
export const dashboardRevenueSchema = z.object({
  year: z.number().int(),
  /** The day the current year is counted to; the progressive stops a year earlier. */
  until: z.string(),
  categories: z.array(dashboardCategorySchema),
  scope: dashboardScopeSchema,
});
export type DashboardRevenue = z.infer<typeof dashboardRevenueSchema>;

/** GET dashboard/premia: the premia category (PR) alone. */
export const dashboardPremiaSchema = dashboardCategorySchema.extend({
  year: z.number().int(),
  until: z.string(),
  scope: dashboardScopeSchema,
});
export type DashboardPremia = z.infer<typeof dashboardPremiaSchema>;

/**
 * A count tile (`dashboard/<path>` of registrations, shipments, reservations, the outbox, orders,
 * invoices): each figure by its key, counted as the list it links to counts with the same filter
 * (capped like the lists: past the cap `count` is the cap and `capped` is set).
 */
export const dashboardCountSchema = z.object({
  key: z.string(),
  count: z.number().int(),
  capped: z.boolean(),
});
export type DashboardCount = z.infer<typeof dashboardCountSchema>;
export const dashboardCountsSchema = z.object({ counts: z.array(dashboardCountSchema) });
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
