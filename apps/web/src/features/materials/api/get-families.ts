import type { MaterialFamily } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** GET materiali/get-families: the families in the interface language, in their own order. */
export const getFamilies = (signal?: AbortSignal) => api<MaterialFamily[]>('materiali/get-families', { signal });

export const familiesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['materials', 'families', language],
    queryFn: ({ signal }) => getFamilies(signal),
    staleTime: 300_000,
    meta: { shows: ['materials'] },
  });

export function useFamilies() {
  const { i18n } = useTranslation();
  return useQuery(familiesQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
