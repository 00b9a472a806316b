import type { BestSellers, bestSellersQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** A year, or whole months from `from` to `to` (`YYYY-MM`). */
export type BestSellersPeriod = { year: number } | { from: string; to: string };

export type BestSellersFilter = BestSellersPeriod &
  Omit<QueryOf<typeof bestSellersQuerySchema, 'category' | 'by' | 'limit'>, 'year' | 'from' | 'to'>;

/** GET sales/best-sellers: products ranked by revenue or pieces in the caller's scope. */
export const getBestSellers = (filter: BestSellersFilter, signal?: AbortSignal) =>
  api<BestSellers>('sales/best-sellers', { query: filter, signal, quiet: MISSING });

export const bestSellersQueryOptions = (filter: BestSellersFilter, language: string) =>
  queryOptions({
    queryKey: ['sales', 'best-sellers', filter, language],
    queryFn: ({ signal }) => getBestSellers(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['sales', 'imports'] },
  });

export function useBestSellers(filter: BestSellersFilter) {
  const { i18n } = useTranslation();
  return useQuery(bestSellersQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}

/**
 * GET sales/best-sellers/years: the years with sales in the caller's own scope (staff: the network
 * or the agency chosen), which every role reading best sellers may ask.
 */
export function useBestSellersYears(agent: number | undefined) {
  return useQuery({
    queryKey: ['sales', 'best-sellers', 'years', agent ?? null],
    queryFn: ({ signal }) => api<number[]>('sales/best-sellers/years', { query: { agent }, signal, quiet: MISSING }),
    meta: { shows: ['sales', 'imports'] },
  });
}
