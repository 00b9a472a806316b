import type { Appliance, applianceListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type AppliancesFilter = QueryOf<typeof applianceListQuerySchema, 'page' | 'pageSize'>;

/** GET appliances: the catalogue, by type, brand, price and text. */
export const getAppliances = (filter: AppliancesFilter, signal?: AbortSignal) =>
  api<TableList<Appliance>>('appliances', { query: filter, signal });

export const appliancesQueryOptions = (filter: AppliancesFilter, language: string) =>
  queryOptions({
    queryKey: ['appliances', 'list', filter, language],
    queryFn: ({ signal }) => getAppliances(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['appliances', 'imports'] },
  });

export function useAppliances(filter: AppliancesFilter) {
  const { i18n } = useTranslation();
  return useQuery(appliancesQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
