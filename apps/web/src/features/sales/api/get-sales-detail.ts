import type { RevenueDetail, salesQuerySchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import './kind';
import { type SalesScope, scopedPath } from './scope';

export type SalesDetailFilter = QueryOf<typeof salesQuerySchema, 'year' | 'category'>;

/** GET sales/current/detail[…]: figures per category and the twelve months, current against previous. */
export const getSalesDetail = (scope: SalesScope, filter: SalesDetailFilter, signal?: AbortSignal) =>
  api<RevenueDetail>(scopedPath('sales/current/detail', scope), { query: filter, signal, quiet: MISSING });

export const salesDetailQueryOptions = (scope: SalesScope, filter: SalesDetailFilter) =>
  queryOptions({
    queryKey: ['sales', 'detail', scope, filter],
    queryFn: ({ signal }) => getSalesDetail(scope, filter, signal),
    meta: { shows: ['sales', 'budgets', 'imports'] },
  });

export function useSalesDetail(scope: SalesScope, filter: SalesDetailFilter) {
  return useQuery(salesDetailQueryOptions(scope, filter));
}
