import type { MaterialDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** GET materiali/product/{id} (staff): names and notes in the four languages, features, loads. */
export const getMaterial = (id: number, signal?: AbortSignal) =>
  api<MaterialDetail>(`materiali/product/${id}`, { signal });

export const materialQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['materials', 'detail', id, language],
    queryFn: ({ signal }) => getMaterial(id, signal),
    meta: { shows: ['materials'] },
  });

export function useMaterial(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...materialQueryOptions(id ?? 0, i18n.resolvedLanguage ?? i18n.language), enabled: id !== null });
}
