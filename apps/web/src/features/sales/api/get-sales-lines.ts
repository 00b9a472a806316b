import type { SalesLines, salesLinesQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type SalesLinesFilter = QueryOf<typeof salesLinesQuerySchema, 'year' | 'category' | 'page' | 'pageSize'>;

/**
 * GET sales/lines/agent/{a}/client/{c}: the lines behind a client's figure in a category and
 * year, paged, newest first unless sorted.
 */
export const getSalesLines = (
  place: { agency: number; client: number },
  filter: SalesLinesFilter,
  signal?: AbortSignal,
) =>
  api<SalesLines>(`sales/lines/agent/${place.agency}/client/${place.client}`, {
    query: filter,
    signal,
    quiet: MISSING,
  });

export const salesLinesQueryOptions = (
  place: { agency: number; client: number },
  filter: SalesLinesFilter,
  language: string,
) =>
  queryOptions({
    queryKey: ['sales', 'lines', place, filter, language],
    queryFn: ({ signal }) => getSalesLines(place, filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['sales', 'imports'] },
  });

export function useSalesLines(place: { agency: number; client: number }, filter: SalesLinesFilter) {
  const { i18n } = useTranslation();
  return useQuery(salesLinesQueryOptions(place, filter, i18n.resolvedLanguage ?? i18n.language));
}
