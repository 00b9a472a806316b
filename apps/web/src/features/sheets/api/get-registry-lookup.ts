import type { RegistryLookupEntry, RegistryLookupType } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** One of the registry's reference lists (payment terms, banks…), labelled in the interface language. */
export const getRegistryLookup = (type: RegistryLookupType, signal?: AbortSignal) =>
  api<RegistryLookupEntry[]>(`arrex/anagrafica/${type}`, { signal });

export const registryLookupQueryOptions = (type: RegistryLookupType, language: string) =>
  queryOptions({
    queryKey: ['sheets', 'registry-lookup', type, language],
    queryFn: ({ signal }) => getRegistryLookup(type, signal),
    // Reference data: it does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { shows: [] },
  });

export function useRegistryLookup(type: RegistryLookupType) {
  const { i18n } = useTranslation();
  return useQuery(registryLookupQueryOptions(type, i18n.resolvedLanguage ?? i18n.language));
}
