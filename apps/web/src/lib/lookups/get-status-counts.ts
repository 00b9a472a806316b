import type { SheetStatusCounts } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useTranslation } from '../use-translation';

/** Clients by sheet state in the user's scope (`dashboard/status-schede`): the registry's state tabs and the dashboard. */
export const getStatusCounts = (signal?: AbortSignal) => api<SheetStatusCounts>('dashboard/status-schede', { signal });

export const statusCountsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['sheets', 'status-counts', language],
    queryFn: ({ signal }) => getStatusCounts(signal),
    meta: { shows: ['clients', 'sheets'] },
  });

export function useStatusCounts() {
  const { i18n } = useTranslation();
  return useQuery(statusCountsQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
