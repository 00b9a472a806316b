import type { Location } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useTranslation } from '../use-translation';

/** Country names come localized from the server; the list never changes while the app runs. */
export const getCountries = (signal?: AbortSignal) => api<Location[]>('generic/get-location', { signal });

export const countriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['lookups', 'countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { shows: [] },
  });

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
