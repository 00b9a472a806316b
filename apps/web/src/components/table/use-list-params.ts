import { LIMITS } from '@portal/contracts';
import { useSearchUpdate } from '../../lib/use-search-update';
import type { SortOrder } from './types';

/** The order a list has when the address names none: the server's own, shown as such. */
export type DefaultSort = { sort: string; order: SortOrder };

/** What a list reads from its address: its filters, their defaults and its order when none is named. */
export type ListAddress<F extends string> = {
  filters: readonly F[];
  defaults?: Partial<Record<F, string>>;
  sort?: DefaultSort;
};

/**
 * Paging, order and filters as a list reads them from the address. Pure, so the entry can start
 * the list's request from the address (`FeatureRoute.queries`) with the key the list then uses.
 */
export function listParamsOf<F extends string>(params: URLSearchParams, address: ListAddress<F>) {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || LIMITS.pageSizeDefault;
  const q = params.get('q') ?? '';
  const named = params.get('sort');
  const sort = named ?? address.sort?.sort;
  const order: SortOrder = named ? (params.get('order') === 'desc' ? 'desc' : 'asc') : (address.sort?.order ?? 'asc');
  const filters = Object.fromEntries(
    address.filters.map((k) => [k, params.get(k) ?? address.defaults?.[k] ?? '']),
  ) as Record<F, string>;
  return {
    page,
    pageSize,
    q,
    sort,
    order,
    filters,
    /** What the list's API call takes from the address: paging, search and order. */
    query: { page, pageSize, q: q || undefined, sort, order },
  };
}

/**
 * Paging, sorting and filters of a list kept in the address, so reload and back keep them.
 * Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(
  filterKeys: readonly F[],
  defaults: Partial<Record<F, string>> = {},
  defaultSort?: DefaultSort,
) {
  const [params, change] = useSearchUpdate();
  const read = listParamsOf(params, { filters: filterKeys, defaults, sort: defaultSort });
  const { sort, order } = read;

  const update = (changes: Record<string, string | number | undefined>, resetPage = true) =>
    change(resetPage ? { ...changes, page: undefined } : changes);

  const setPage = (p: number) => update({ page: p }, false);
  const setPageSize = (size: number) => update({ pageSize: size });
  const setSort = (key: string, direction: SortOrder) => update({ sort: key, order: direction });
  return {
    ...read,
    /** What ServerTable takes to show and change paging and order: spread it on the table. */
    table: { sort, order, onSort: setSort, onPageChange: setPage, onPageSizeChange: setPageSize },
    setPage,
    setPageSize,
    setQuery: (value: string) => update({ q: value }),
    setSort,
    setFilter: (key: F, value: string) => update({ [key]: value }),
    /** Several filters in one change of the address (two `setFilter` calls in a row would keep one). */
    setFilters: (changes: Partial<Record<F, string>>) => update(changes),
  };
}
