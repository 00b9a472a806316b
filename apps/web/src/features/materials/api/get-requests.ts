import type { MaterialRequestRow, materialRequestListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type RequestsFilter = QueryOf<typeof materialRequestListQuerySchema, 'page' | 'pageSize'>;

/** GET v2.0 materiali/request-agencies/{page}: staff see every agency's, an agent their own, newest first. */
export const getRequests = ({ page, ...query }: RequestsFilter, signal?: AbortSignal) =>
  api<TableList<MaterialRequestRow>>(`materiali/request-agencies/${page}`, { version: 'v2.0', query, signal });

export const requestsQueryOptions = (filter: RequestsFilter, language: string) =>
  queryOptions({
    queryKey: ['materials', 'requests', filter, language],
    queryFn: ({ signal }) => getRequests(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['materials'] },
  });

export function useRequests(filter: RequestsFilter) {
  const { i18n } = useTranslation();
  return useQuery(requestsQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
