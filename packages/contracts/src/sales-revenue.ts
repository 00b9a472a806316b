import { z } from 'zod';
import { listQuerySchema } from './lists';
import { revenueCategorySchema } from './sales-categories';
import { integerSchema } from './validation';

// Revenue and budget (spec §7 "Sales", PRODUCT.md §4): the previous year against the current one.

/** The years a revenue screen may ask for. */
export const SALES_YEAR_MIN = 2000;
export const SALES_YEAR_MAX = 2099;
export const salesYearSchema = integerSchema(SALES_YEAR_MIN, SALES_YEAR_MAX);
/** The largest budget of one agency, category and year, in euros. */
export const BUDGET_MAX = 999_999_999.99;

/** Query of sales/current[…] and its detail: the year (default this one) and the revenue category (default expo). */
export const salesQuerySchema = z.object({
  year: salesYearSchema.optional(),
  category: revenueCategorySchema.optional(),
});
export const salesListQuerySchema = listQuerySchema.extend(salesQuerySchema.shape);

/**
 * The figures of one row: the previous year in full, the progressive (the previous year up to
 * the same day), the current year up to today, the delta (current − progressive, and in percent
 * of the progressive: null when it is 0), the budget where one is set and the current year as a
 * percent of it. Amounts in euros, rounded to the cent.
 */
export const revenueFiguresSchema = z.object({
  previous_year: z.number(),
  progressive: z.number(),
  current_year: z.number(),
  delta: z.number(),
  delta_percent: z.number().nullable(),
  budget: z.number().nullable(),
  budget_percent: z.number().nullable(),
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

/** A row of a revenue table: an agency (network), a client (agency) or a revenue category (client). */
export const revenueRowSchema = revenueFiguresSchema.extend({
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  province: z.string().nullable(),
  /**
   * The row this one is a part of ("of which"), not summed into the total: a client's
   * just-in-time worktops (PJ) are part of its worktops and backsplashes (PJ + PL).
   */
  part_of: revenueCategorySchema.nullable().optional(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

/** A named scope (an agency, a client) of a sales answer. */
export const salesNamedSchema = z.object({ id: z.number().int(), name: z.string() });
const named = salesNamedSchema;
export const revenueTableSchema = z.object({
  table_headers: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(revenueRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: revenueFiguresSchema,
  year: z.number().int(),
  category: revenueCategorySchema,
  /** The day the current year is counted to, and the progressive's day a year earlier. */
  until: z.string(),
  /** The total row's name: what it sums (`Total: Expo (all)`, `Total: Furniture`). */
  total_label: z.string(),
  /**
   * Whether the portal holds sales of the previous year at all: false before its first recorded
   * sale, when the previous year and the progressive are not 0 € of sales but nothing to compare with.
   */
  previous_recorded: z.boolean(),
  /** The first day with a sale recorded in the portal, null without any. */
  records_from: z.string().nullable(),
  scope: z.object({ agency: named.optional(), client: named.optional() }),
});
export type RevenueTable = z.infer<typeof revenueTableSchema>;

export const revenueMonthSchema = z.object({
  month: z.number().int(),
  current: z.number(),
  previous: z.number(),
  /** A twelfth of the year's budget, when one is set. */
  budget: z.number().nullable(),
});
export const revenueDetailSchema = z.object({
  year: z.number().int(),
  category: revenueCategorySchema,
  categories: z.array(revenueFiguresSchema.extend({ category: revenueCategorySchema })),
  months: z.array(revenueMonthSchema),
});
export type RevenueDetail = z.infer<typeof revenueDetailSchema>;

export const budgetQuerySchema = z.object({ year: salesYearSchema.optional() });
export const budgetRowSchema = z.object({ category: revenueCategorySchema, amount: z.number().nullable() });
export const agencyBudgetSchema = z.object({
  year: z.number().int(),
  agency: named,
  budgets: z.array(budgetRowSchema),
});
export type AgencyBudget = z.infer<typeof agencyBudgetSchema>;

/**
 * The categories whose budgets make the total (expo, every code): each code in exactly one of
 * them. The just-in-time worktops are part of the worktops, with a budget of their own within it.
 */
export const BUDGET_PARTS = ['furniture', 'appliances', 'worktops', 'tables_chairs', 'premia'] as const;

/** POST sales/budget/agent/{a}: one category's budget of a year (staff), 0 to BUDGET_MAX euros, cents at most. */
export const budgetChangeSchema = z.object({
  year: salesYearSchema,
  // The total (expo, every category) is the sum of the categories' budgets: it is not typed.
  category: revenueCategorySchema.refine((c) => c !== 'expo', 'sales.validation.expoIsSum'),
  amount: z
    .number({ error: 'sales.validation.amount' })
    .min(0, 'sales.validation.amount')
    .max(BUDGET_MAX, 'sales.validation.amount')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'sales.validation.amount'),
});
export type BudgetChange = z.infer<typeof budgetChangeSchema>;
