import {
  BEST_SELLERS_LIMIT,
  BEST_SELLERS_RANKS,
  type BestSellersRank,
  isStaff,
  REVENUE_CATEGORIES,
  type RevenueCategory,
} from '@portal/contracts';
import { useSession } from '../../../lib/session';
import { useSearchUpdate } from '../../../lib/use-search-update';
import type { BestSellersFilter } from '../api/get-best-sellers';
import { DEFAULT_CATEGORY } from './use-revenue-scope';

const CATEGORY_KEYS: readonly string[] = REVENUE_CATEGORIES.map((c) => c.key);
const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const TOP_CHOICES = [10, 20, 50, 100] as const;

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` of a day. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/**
 * The ranking's category, period, order, length and (staff) agency, kept in the address so a link
 * opens the same ranking. The period is a year, or whole months once both ends are chosen.
 */
export function useBestSellersParams() {
  const session = useSession();
  const staff = session ? isStaff(session.user.userType) : false;
  const [params, change] = useSearchUpdate();
  const named = params.get('category') ?? '';
  const category = (CATEGORY_KEYS.includes(named) ? named : DEFAULT_CATEGORY) as RevenueCategory;
  const byNamed = params.get('by') ?? '';
  const by = ((BEST_SELLERS_RANKS as readonly string[]).includes(byNamed) ? byNamed : 'amount') as BestSellersRank;
  const limit = TOP_CHOICES.find((n) => n === positive(params.get('limit'))) ?? BEST_SELLERS_LIMIT.default;
  const now = new Date();
  const year = positive(params.get('year')) ?? now.getFullYear();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const months = MONTH.test(from) && MONTH.test(to);
  // Months given the wrong way round are read as the period they name.
  const [first, last] = months && from > to ? [to, from] : [from, to];
  // An agent naming another agency gets "not found" from the server, as on the revenue screen.
  const agency = positive(params.get('agency'));

  const filter: BestSellersFilter = {
    ...(months ? { from: first, to: last } : { year }),
    category,
    by,
    limit,
    agent: agency,
  };
  return {
    staff,
    filter,
    category,
    by,
    limit,
    year,
    months,
    from: months ? first : `${now.getFullYear()}-01`,
    to: months ? last : monthOf(now),
    agency,
    setCategory: (value: RevenueCategory) => change({ category: value === DEFAULT_CATEGORY ? undefined : value }),
    setBy: (value: BestSellersRank) => change({ by: value === 'amount' ? undefined : value }),
    setLimit: (value: number) => change({ limit: value === BEST_SELLERS_LIMIT.default ? undefined : value }),
    setYear: (value: number) => change({ year: value, from: undefined, to: undefined }),
    setMonths: (f: string, t: string) => change({ from: f, to: t, year: undefined }),
    setAgency: (value: number | undefined) => change({ agency: value }),
  };
}

export type BestSellersParams = ReturnType<typeof useBestSellersParams>;
