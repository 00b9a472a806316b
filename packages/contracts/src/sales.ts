import { z } from 'zod';
import {
  isBlankCell as blank,
  dayCell,
  decimalCell,
  type ImportCell,
  parseDay,
  parseDecimal,
  wholeCell,
} from './import-cells';
import { listQuerySchema, tableHeaderSchema, tableListSchema } from './lists';
import { idSchema, integerSchema, textSchema } from './validation';

export { type ImportCell, parseDay, parseDecimal };

/** The ERP's product category codes (spec §9) that sales lines carry. */
export const CATEGORY_CODES = ['NN', 'E2', 'PN', 'PK', 'PJ', 'PL', 'PS', 'PR'] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** Spec §9 revenue categories and the ERP category codes each one groups; expo is every code. */
export const REVENUE_CATEGORIES = [
  { key: 'furniture', codes: ['NN'] },
  { key: 'appliances', codes: ['E2', 'PN', 'PK'] },
  { key: 'worktops', codes: ['PJ', 'PL'] },
  /** The just-in-time worktops (PJ), shown apart from the worktops total. */
  { key: 'worktops_jit', codes: ['PJ'] },
  { key: 'tables_chairs', codes: ['PS'] },
  { key: 'premia', codes: ['PR'] },
  { key: 'expo', codes: [...CATEGORY_CODES] },
] as const;
export type RevenueCategory = (typeof REVENUE_CATEGORIES)[number]['key'];

/** The category codes a revenue category sums. */
export function codesOf(category: RevenueCategory): readonly CategoryCode[] {
  return REVENUE_CATEGORIES.find((c) => c.key === category)?.codes ?? [];
}

const cell = z.custom<ImportCell>(() => true);

/** A required text cell: numbers from a sheet become text (`12345` → `'12345'`). */
const codeCell = (max: number) =>
  cell
    .transform((v) => (blank(v) ? '' : v instanceof Date ? v.toISOString() : String(v).trim()))
    .pipe(textSchema().min(1, 'validation.required').max(max, 'validation.tooLong'));

/**
 * One sales line of the ERP as the import reads it (PRODUCT.md §4): every cell is checked here,
 * on both sides; the codes are then looked up (client, agent, category) by the import.
 * `invoice` + `line` is the natural key: importing the same line again changes nothing.
 */
export const salesLineRowSchema = z.object({
  date: dayCell,
  agent: codeCell(40),
  client: codeCell(20),
  category: codeCell(10).transform((v) => v.toUpperCase()),
  product: codeCell(200),
  quantity: decimalCell({ scale: 3, max: 1e9, key: 'imports.validation.number' }),
  // `12.500` is 12,500 in Italian and 12.5 elsewhere: an amount with more decimals than cents is refused.
  amount: decimalCell({ scale: 2, max: 1e12, key: 'imports.validation.amount', exact: true }),
  invoice: codeCell(40),
  line: wholeCell(1, 1_000_000, 'imports.validation.line'),
});
export type SalesLineRow = z.infer<typeof salesLineRowSchema>;
/** The columns of a sales-lines file, in the order the template lists them. */
export const SALES_LINE_COLUMNS = Object.keys(salesLineRowSchema.shape) as (keyof SalesLineRow)[];

// Revenue and budget (spec §7 "Sales", PRODUCT.md §4): the previous year against the current one.

export const REVENUE_CATEGORY_KEYS = REVENUE_CATEGORIES.map((c) => c.key) as [RevenueCategory, ...RevenueCategory[]];
export const revenueCategorySchema = z.enum(REVENUE_CATEGORY_KEYS, { error: 'sales.validation.category' });

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
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
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

/** POST sales/budget/agent/{a}: one category's budget of a year (staff), 0 to BUDGET_MAX euros, cents at most. */
export const budgetChangeSchema = z.object({
  year: salesYearSchema,
  category: revenueCategorySchema,
  amount: z
    .number({ error: 'sales.validation.amount' })
    .min(0, 'sales.validation.amount')
    .max(BUDGET_MAX, 'sales.validation.amount')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'sales.validation.amount'),
});
export type BudgetChange = z.infer<typeof budgetChangeSchema>;

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

/**
 * What a category filter may name: a spec §9 revenue category (`furniture`, `appliances`…) or
 * one ERP category code (`NN`, `E2`…), each standing for the codes it sums.
 */
export const CATEGORY_FILTERS = [...REVENUE_CATEGORY_KEYS, ...CATEGORY_CODES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export const categoryFilterSchema = z.enum(CATEGORY_FILTERS, { error: 'sales.validation.category' });

/** The ERP codes a filter category sums: a revenue category's, or the one code. */
export function codesOfFilter(filter: CategoryFilter): readonly CategoryCode[] {
  return (CATEGORY_CODES as readonly string[]).includes(filter)
    ? [filter as CategoryCode]
    : codesOf(filter as RevenueCategory);
}

/** The catalogue key of a filter category's name: a code's own (`sales.categories.NN`), else the revenue category's. */
export const categoryLabelKey = (filter: CategoryFilter) =>
  (CATEGORY_CODES as readonly string[]).includes(filter)
    ? `sales.categories.${filter}`
    : `sales.revenueCategories.${filter}`;

/**
 * `categories` of a query: filter categories separated by commas (`furniture,appliances`,
 * `NN,E2`), each once; blank is none (every revenue category). An unknown one is a 400.
 */
export const categoriesQuerySchema = textSchema()
  .max(200, 'validation.tooLong')
  .transform((value, ctx) => {
    const named = [...new Set(value.split(',').map((s) => s.trim()))].filter(Boolean);
    if (!named.every((c) => (CATEGORY_FILTERS as readonly string[]).includes(c))) {
      ctx.addIssue({ code: 'custom', message: 'sales.validation.category' });
      return z.NEVER;
    }
    return named as CategoryFilter[];
  });

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

// A client's sales lines (the drill-down's last level: agency → client → category → lines).

/** What the lines may be ordered by; the default is the newest first. */
export const SALES_LINE_SORTS = ['day', 'invoice', 'product', 'quantity', 'amount'] as const;
export type SalesLineSort = (typeof SALES_LINE_SORTS)[number];

/**
 * Query of sales/lines/agent/{a}/client/{c}: the year (default this one), the category (a
 * revenue category or an ERP code; default expo, every code), the text of a product or an
 * invoice number, and the list's paging and order (an unknown sort is the default one).
 */
export const salesLinesQuerySchema = listQuerySchema.extend({
  year: salesYearSchema.optional(),
  category: categoryFilterSchema.optional(),
});
export type SalesLinesQuery = z.infer<typeof salesLinesQuerySchema>;

/**
 * One line of an ERP invoice: its day, the invoice's number and the line's, the category code
 * and its name, the product, pieces and amount (euros, to the cent).
 */
export const salesLineSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  invoice: z.string(),
  line: z.number().int(),
  category: z.string(),
  category_label: z.string(),
  product: z.string(),
  quantity: z.number(),
  amount: z.number(),
});
export type SalesLine = z.infer<typeof salesLineSchema>;

/**
 * GET sales/lines/agent/{a}/client/{c}: a page of the lines the agency sold the client in the
 * category, over the days the current-year figure counts (January 1 to today, a past year in full).
 */
export const salesLinesSchema = tableListSchema(salesLineSchema).extend({
  year: z.number().int(),
  until: z.string(),
  category: categoryFilterSchema,
  scope: z.object({ agency: named, client: named }),
});
export type SalesLines = z.infer<typeof salesLinesSchema>;

// Best sellers (PRODUCT.md §2, issue 11): products ranked per revenue category and period.

/** A month as `YYYY-MM`, 2000-01 to 2099-12: a best-sellers period is made of whole months. */
export const salesMonthSchema = textSchema()
  .trim()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'sales.validation.month');
/** What the ranking orders by: the revenue or the pieces sold. */
export const BEST_SELLERS_RANKS = ['amount', 'quantity'] as const;
export type BestSellersRank = (typeof BEST_SELLERS_RANKS)[number];
/** How many products a ranking answers: 50 unless asked, 100 at most. */
export const BEST_SELLERS_LIMIT = { default: 50, max: 100 } as const;

/**
 * GET sales/best-sellers: the category (default expo), the period as a `year` (default this one)
 * or as `from` and `to` months (both, not with a year), `agent` (staff: one agency; an agent may
 * name only their own), the order and how many.
 */
export const bestSellersQuerySchema = z
  .object({
    category: revenueCategorySchema.optional(),
    year: salesYearSchema.optional(),
    from: salesMonthSchema.optional(),
    to: salesMonthSchema.optional(),
    agent: idSchema.optional(),
    by: z.enum(BEST_SELLERS_RANKS, { error: 'sales.validation.rankBy' }).default('amount'),
    limit: integerSchema(1, BEST_SELLERS_LIMIT.max).default(BEST_SELLERS_LIMIT.default),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.year !== undefined && (q.from !== undefined || q.to !== undefined)) issue('year', 'sales.validation.period');
    else if (q.from !== undefined && q.to === undefined) issue('to', 'validation.required');
    else if (q.to !== undefined && q.from === undefined) issue('from', 'validation.required');
    else if (q.from !== undefined && q.to !== undefined && q.from > q.to) issue('to', 'sales.validation.monthOrder');
  });
export type BestSellersQuery = z.infer<typeof bestSellersQuerySchema>;

/** A ranked product: its ERP category code, what it sold in the period and its share of the whole. */
export const bestSellerRowSchema = z.object({
  rank: z.number().int(),
  product: z.string(),
  category: z.string(),
  category_label: z.string(),
  quantity: z.number(),
  amount: z.number(),
  /** Percent of the period's amount (or pieces, when ranked by them), one decimal; null when it is 0. */
  share: z.number().nullable(),
});
export type BestSellerRow = z.infer<typeof bestSellerRowSchema>;

export const bestSellersSchema = z.object({
  table_headers: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(bestSellerRowSchema),
  category: revenueCategorySchema,
  by: z.enum(BEST_SELLERS_RANKS),
  /** The period as answered: first and last month, `YYYY-MM`. */
  from: z.string(),
  to: z.string(),
  /** The products sold in the period (the rows are the first `limit` of them) and their sums. */
  products: z.number().int(),
  totals: z.object({ quantity: z.number(), amount: z.number() }),
  scope: z.object({ agency: named.optional(), client: named.optional() }),
});
export type BestSellers = z.infer<typeof bestSellersSchema>;
