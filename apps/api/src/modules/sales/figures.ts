import {
  type CategoryCode,
  codesOf,
  REVENUE_CATEGORIES,
  type RevenueCategory,
  type RevenueFigures,
} from '@portal/contracts';
import type { Sums } from './repository';

const cents = (n: number) => Math.round(n * 100) / 100;
/** A share in percent with one decimal, or null when there is nothing to compare with. */
const percent = (part: number, whole: number | null) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/** The figures a revenue row shows, from its sums and its budget (PRODUCT.md §4). */
export function figuresOf(s: Sums, budget: number | null = null): RevenueFigures {
  const delta = cents(s.current - s.progressive);
  return {
    previous_year: cents(s.previous),
    progressive: cents(s.progressive),
    current_year: cents(s.current),
    delta,
    delta_percent: percent(delta, s.progressive),
    budget: budget === null ? null : cents(budget),
    budget_percent: budget === null ? null : percent(s.current, budget),
  };
}

const ZERO: Sums = { previous: 0, progressive: 0, current: 0 };

/** The sums of a revenue category: the sums of its ERP codes. */
export function sumsOfCategory(byCode: Map<string, Sums>, category: RevenueCategory): Sums {
  return codesOf(category).reduce<Sums>((acc, code: CategoryCode) => {
    const s = byCode.get(code) ?? ZERO;
    return {
      previous: acc.previous + s.previous,
      progressive: acc.progressive + s.progressive,
      current: acc.current + s.current,
    };
  }, ZERO);
}

export const CATEGORY_KEYS = REVENUE_CATEGORIES.map((c) => c.key);
