import type { ImportDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** GET admin/imports/{id}: the progress while it runs, then the counts and the first rejected rows. */
export const getImport = (id: number, signal?: AbortSignal) => api<ImportDetail>(`admin/imports/${id}`, { signal });

export const importQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['admin', 'imports', 'detail', id, language],
    queryFn: ({ signal }) => getImport(id, signal),
    // Polled while the import runs, for the progress bar.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 700 : false),
    meta: { shows: ['imports'] },
  });

export function useImport(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...importQueryOptions(id ?? 0, i18n.resolvedLanguage ?? i18n.language),
    enabled: id !== null,
  });
}
