import { z } from 'zod';
import { revenueCategorySchema } from './sales-categories';
import { salesNamedSchema as named, salesYearSchema } from './sales-revenue';
import { idSchema, integerSchema, textSchema } from './validation';

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
/** sales/best-sellers/years: the years best sellers offer, in the caller's scope (staff: an agency's). */
export const bestSellersYearsQuerySchema = z.object({ agent: idSchema.optional() });

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
