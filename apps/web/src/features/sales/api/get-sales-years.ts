import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import './kind';
import { type SalesScope, scopedPath } from './scope';

/** GET sales/years[/agent/{a}[/client/{c}]]: the years with sales in the scope. */
export const getSalesYears = (scope: SalesScope, signal?: AbortSignal) =>
  api<number[]>(scopedPath('sales/years', scope), { signal, quiet: MISSING });

export const salesYearsQueryOptions = (scope: SalesScope) =>
  queryOptions({
    queryKey: ['sales', 'years', scope],
    queryFn: ({ signal }) => getSalesYears(scope, signal),
    meta: { shows: ['sales', 'imports'] },
  });

export function useSalesYears(scope: SalesScope) {
  return useQuery(salesYearsQueryOptions(scope));
}
