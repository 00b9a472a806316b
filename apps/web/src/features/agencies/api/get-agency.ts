import type { AgencyDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, MISSING } from '../../../lib/api-client';

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
