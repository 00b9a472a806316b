import { isPriceSearchLongEnough, type PriceSearchResponse, priceSearchText } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** GET appliances/search?q=: the best matches of the price list (the text long enough, see the contracts' rule). */
export const searchPrices = (q: string, signal?: AbortSignal) =>
  api<PriceSearchResponse>('appliances/search', { query: { q }, signal });

/** The options of one search, for a text already trimmed and its spaces folded (`priceSearchText`). */
export const searchPricesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['appliances', 'search', text],
    queryFn: ({ signal }) => searchPrices(text, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['appliances', 'imports'] },
  });

/** The search as the user types (the caller debounces): nothing is asked before the text is long enough. */
export function useSearchPrices(q: string) {
  return useQuery({ ...searchPricesQueryOptions(priceSearchText(q)), enabled: isPriceSearchLongEnough(q) });
}
