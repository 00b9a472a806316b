import type { ReadyItem, readyStockListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type ReadyFilter = QueryOf<typeof readyStockListQuerySchema, 'page' | 'pageSize'>;

/** GET ready-stock: the appliances in stock with their availability. */
export const getReadyStock = (filter: ReadyFilter, signal?: AbortSignal) =>
  api<TableList<ReadyItem>>('ready-stock', { query: filter, signal });

export function useReadyStock(filter: ReadyFilter) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['readyStock', 'list', filter, i18n.resolvedLanguage ?? i18n.language],
      queryFn: ({ signal }) => getReadyStock(filter, signal),
      placeholderData: keepPreviousData,
      meta: { shows: ['readyStock', 'imports'] },
    }),
  );
}

/** GET ready-stock/facets: the types and brands in stock. */
export function useReadyFacets() {
  return useQuery(
    queryOptions({
      queryKey: ['readyStock', 'facets'],
      queryFn: ({ signal }) => api<{ types: string[]; brands: string[] }>('ready-stock/facets', { signal }),
      meta: { shows: ['readyStock', 'imports'] },
    }),
  );
}
