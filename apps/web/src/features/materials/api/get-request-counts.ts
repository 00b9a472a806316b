import type { MaterialDashboard } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** GET dashboard/materials: agents' material requests by state (staff every agency's, an agent the own). */
export const getRequestCounts = (signal?: AbortSignal) => api<MaterialDashboard>('dashboard/materials', { signal });

export const dashboardMaterialsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['dashboard', 'materials', language],
    queryFn: ({ signal }) => getRequestCounts(signal),
    meta: { shows: ['materials'] },
  });

export function useRequestCounts() {
  const { i18n } = useTranslation();
  return useQuery(dashboardMaterialsQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
