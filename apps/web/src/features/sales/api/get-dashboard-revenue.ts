import type { DashboardRevenue } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** GET dashboard/: this year's revenue per category against the progressive, with budget. */
export const getRevenue = (signal?: AbortSignal) => api<DashboardRevenue>('dashboard', { signal });

export const dashboardRevenueQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['dashboard', 'revenue', language],
    queryFn: ({ signal }) => getRevenue(signal),
    meta: { shows: ['sales', 'budgets', 'imports'] },
  });

export function useRevenue() {
  const { i18n } = useTranslation();
  return useQuery(dashboardRevenueQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
