import { isPriceSearchLongEnough, type PriceSearchResponse, priceSearchText } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** GET appliances/search?q=: the best matches of the price list (the text long enough, see the contracts' rule). */
export const searchPrices = (q: string, signal?: AbortSignal) =>
  api<PriceSearchResponse>('appliances/search', { query: { q }, signal });

export const searchPricesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['appliances', 'search', priceSearchText(q)],
    queryFn: ({ signal }) => searchPrices(priceSearchText(q), signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['appliances', 'imports'] },
  });

/** The search as the user types (the caller debounces): nothing is asked before the text is long enough. */
export function useSearchPrices(q: string) {
  return useQuery({ ...searchPricesQueryOptions(q), enabled: isPriceSearchLongEnough(q) });
}
