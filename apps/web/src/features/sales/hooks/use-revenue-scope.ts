import {
  CATEGORY_FILTERS,
  type CategoryFilter,
  isStaff,
  LIMITS,
  REVENUE_CATEGORIES,
  type RevenueCategory,
} from '@portal/contracts';
import type { SortOrder } from '../../../components/table/types';
import { useSession } from '../../../lib/session';
import { useSearchUpdate } from '../../../lib/use-search-update';
import type { SalesScope } from '../api/scope';

const CATEGORY_KEYS: readonly string[] = REVENUE_CATEGORIES.map((c) => c.key);
const LINE_CATEGORIES: readonly string[] = CATEGORY_FILTERS;
/** Every code: the category the screen opens with. */
export const DEFAULT_CATEGORY: RevenueCategory = 'expo';
/** The categories the own-clients and progress filters offer: expo is all of them, i.e. none chosen. */
export const FILTER_CATEGORIES = REVENUE_CATEGORIES.filter((c) => c.key !== DEFAULT_CATEGORY).map((c) => c.key);

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A level of the drill-down: a scope, and at a client the category whose lines are open. */
export type RevenueLevel = SalesScope & { lines?: CategoryFilter };

/**
 * The drill-down level (network → agency → client → a category's lines), year, category, page
 * and search, kept in the address: Back goes up a level and a link opens the same view. Staff
 * start at the network; an agent at the own agency's clients.
 */
export function useRevenueScope() {
  const session = useSession();
  const [params, change] = useSearchUpdate();
  const staff = session ? isStaff(session.user.userType) : false;
  const ownAgency = session?.user.agency?.id;
  const agency = staff ? positive(params.get('agency')) : (positive(params.get('agency')) ?? ownAgency);
  const client = agency ? positive(params.get('client')) : undefined;
  const scope: SalesScope = { agency, client };
  const namedLines = params.get('lines') ?? '';
  const lines = client && LINE_CATEGORIES.includes(namedLines) ? (namedLines as CategoryFilter) : undefined;
  const q = params.get('q') ?? '';
  const year = positive(params.get('year')) ?? new Date().getFullYear();
  const named = params.get('category') ?? '';
  const category = (CATEGORY_KEYS.includes(named) ? named : DEFAULT_CATEGORY) as RevenueCategory;
  // The categories a client must have revenue in (own clients, progress): none is every one.
  const categories = FILTER_CATEGORIES.filter((c) => (params.get('categories') ?? '').split(',').includes(c));
  const page = positive(params.get('page')) ?? 1;
  const pageSize = positive(params.get('pageSize')) ?? LIMITS.pageSizeDefault;
  const sort = params.get('sort') ?? undefined;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';

  /** The address of another level, keeping year and category: a link, so it opens in a new tab too. */
  const hrefFor = (to: RevenueLevel) => {
    const next = new URLSearchParams(params);
    for (const key of ['agency', 'client', 'lines', 'q', 'page', 'sort', 'order'] as const) next.delete(key);
    if (to.agency) next.set('agency', String(to.agency));
    if (to.agency && to.client) next.set('client', String(to.client));
    if (to.agency && to.client && to.lines) next.set('lines', to.lines);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return {
    staff,
    ownAgency,
    scope,
    lines,
    q,
    year,
    category,
    categories,
    page,
    pageSize,
    sort,
    order,
    hrefFor,
    setYear: (value: number) => change({ year: value, page: undefined }),
    setCategory: (value: RevenueCategory) =>
      change({ category: value === DEFAULT_CATEGORY ? undefined : value, page: undefined }),
    setCategories: (value: readonly RevenueCategory[]) => change({ categories: value.join(',') }),
    setPage: (value: number) => change({ page: value }),
    setQuery: (value: string) => change({ q: value, page: undefined }),
    setSort: (key: string, direction: SortOrder) => change({ sort: key, order: direction, page: undefined }),
    setPageSize: (value: number) => change({ pageSize: value, page: undefined }),
  };
}

export type RevenueScopeState = ReturnType<typeof useRevenueScope>;
