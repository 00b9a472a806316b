import type { RevenueTable, salesListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';
import { type SalesScope, scopedPath } from './scope';

export type SalesFilter = QueryOf<typeof salesListQuerySchema, 'year' | 'category' | 'page' | 'pageSize'>;

/**
 * GET sales/current[/agent/{a}[/client/{c}]]: the network by agency, an agency's clients or a
 * client's categories, previous year against current, with budget and totals.
 */
export const getSalesCurrent = (scope: SalesScope, filter: SalesFilter, signal?: AbortSignal) =>
  api<RevenueTable>(scopedPath('sales/current', scope), { query: filter, signal, quiet: MISSING });

export const salesCurrentQueryOptions = (scope: SalesScope, filter: SalesFilter, language: string) =>
  queryOptions({
    queryKey: ['sales', 'current', scope, filter, language],
    queryFn: ({ signal }) => getSalesCurrent(scope, filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['sales', 'budgets', 'imports'] },
  });

export function useSalesCurrent(scope: SalesScope, filter: SalesFilter) {
  const { i18n } = useTranslation();
  return useQuery(salesCurrentQueryOptions(scope, filter, i18n.resolvedLanguage ?? i18n.language));
}
