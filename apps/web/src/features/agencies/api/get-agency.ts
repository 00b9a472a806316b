import type { AgencyDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** One agency for staff, or the agent's own ("My agency") when no id is given. */
export const getAgency = (id: number | null, signal?: AbortSignal) =>
  api<AgencyDetail>(id ? `admin/agencies/${id}` : 'agencies/my-agency', {
    signal,
    // The screen says "not found" itself.
    quiet: MISSING,
  });

export const agencyQueryOptions = (id: number | null, language: string) =>
  queryOptions({
    queryKey: ['agencies', 'detail', id ?? 'mine', language],
    queryFn: ({ signal }) => getAgency(id, signal),
    meta: { shows: ['agencies', 'clients', 'sheets', 'users'] },
  });

export function useAgency(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery(agencyQueryOptions(id, i18n.resolvedLanguage ?? i18n.language));
}
