import type { MaterialRequestRow, MaterialRequestStatus } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type RequestsFilter = {
  page: number;
  pageSize: number;
  q?: string;
  agency?: number;
  client?: number;
  status?: MaterialRequestStatus;
};

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
