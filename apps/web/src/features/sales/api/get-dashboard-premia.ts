import type { DashboardPremia } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** GET dashboard/premia: the premia category (PR) this year against the progressive, with budget. */
export const getPremia = (signal?: AbortSignal) => api<DashboardPremia>('dashboard/premia', { signal });

export const dashboardPremiaQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['dashboard', 'premia', language],
    queryFn: ({ signal }) => getPremia(signal),
    meta: { shows: ['sales', 'budgets', 'imports'] },
  });

export function usePremia() {
  const { i18n } = useTranslation();
  return useQuery(dashboardPremiaQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
