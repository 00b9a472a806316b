import { z } from 'zod';
import { textSchema } from './validation';

/** Sales: the ERP's category codes, the spec's revenue categories and the filters naming either. */

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

export const REVENUE_CATEGORY_KEYS = REVENUE_CATEGORIES.map((c) => c.key) as [RevenueCategory, ...RevenueCategory[]];
export const revenueCategorySchema = z.enum(REVENUE_CATEGORY_KEYS, { error: 'sales.validation.category' });

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
