import {
  CATEGORY_FILTERS,
  type CategoryCode,
  type CategoryFilter,
  type CategoryFlags,
  codesOfFilter,
  REVENUE_CATEGORY_KEYS,
} from '@portal/contracts';
import type { Sums } from './repository';

const cents = (n: number) => Math.round(n * 100) / 100;

/** The categories a filter names, or every revenue category when it names none. */
export const selectedCategories = (named: readonly CategoryFilter[] | undefined): CategoryFilter[] =>
  named?.length ? [...named] : [...REVENUE_CATEGORY_KEYS];

/** The codes of some filter categories, each once (worktops and its just-in-time part share PJ). */
export const codesOfAll = (categories: readonly CategoryFilter[]): CategoryCode[] => [
  ...new Set(categories.flatMap((c) => codesOfFilter(c))),
];

/** The sums of some codes, from sums per code. */
export function sumsOfCodes(byCode: Map<string, Sums>, codes: readonly CategoryCode[]): Sums {
  const sum = { previous: 0, progressive: 0, current: 0 };
  for (const code of codes) {
    const s = byCode.get(code);
    if (!s) continue;
    sum.previous += s.previous;
    sum.progressive += s.progressive;
    sum.current += s.current;
  }
  return sum;
}

/**
 * Revenue in a category in the years compared: one of its sums (previous year, progressive,
 * current year) is not 0 to the cent, as the database's `<> 0` on the exact sums says.
 */
export const hasRevenue = (s: Sums) => cents(s.previous) !== 0 || cents(s.progressive) !== 0 || cents(s.current) !== 0;

/** A flag per filter category (spec §7: "filter flags"): whether the sums per code have revenue in it. */
export function categoryFlags(byCode: Map<string, Sums>): CategoryFlags {
  return Object.fromEntries(
    CATEGORY_FILTERS.map((c) => [c, hasRevenue(sumsOfCodes(byCode, codesOfFilter(c)))]),
  ) as CategoryFlags;
}
