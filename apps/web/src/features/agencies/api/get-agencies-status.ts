import type { AgencyStatusRow } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** GET admin/status-agencies: each agency with its clients counted by sheet state. */
export const getAgenciesStatus = (signal?: AbortSignal) =>
  api<TableList<AgencyStatusRow>>('admin/status-agencies', { signal });

export const agenciesStatusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['agencies', 'status', language],
    queryFn: ({ signal }) => getAgenciesStatus(signal),
    meta: { shows: ['agencies', 'clients', 'sheets'] },
  });

export function useAgenciesStatus() {
  const { i18n } = useTranslation();
  return useQuery(agenciesStatusQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
