import type { MaterialRow, materialListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type MaterialsFilter = QueryOf<typeof materialListQuerySchema, 'status' | 'page' | 'pageSize'>;

/** GET materiali/products/{page} (staff): the catalogue with its counters, or the archive. */
export const getMaterials = ({ page, ...query }: MaterialsFilter, signal?: AbortSignal) =>
  api<TableList<MaterialRow>>(`materiali/products/${page}`, { query, signal });

export const materialsQueryOptions = (filter: MaterialsFilter, language: string) =>
  queryOptions({
    queryKey: ['materials', 'list', filter, language],
    queryFn: ({ signal }) => getMaterials(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['materials'] },
  });

export function useMaterials(filter: MaterialsFilter) {
  const { i18n } = useTranslation();
  return useQuery(materialsQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
