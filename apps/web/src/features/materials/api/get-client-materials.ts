import type { ClientMaterialRow, clientMaterialListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type ClientMaterialsFilter = QueryOf<typeof clientMaterialListQuerySchema, 'page' | 'pageSize'>;

/** GET agencies/materiali/{clientId}: what may be requested for one client, favourites first. */
export const getClientMaterials = (clientId: number, filter: ClientMaterialsFilter, signal?: AbortSignal) =>
  api<TableList<ClientMaterialRow>>(`agencies/materiali/${clientId}`, { query: filter, signal });

export const clientMaterialsQueryOptions = (clientId: number, filter: ClientMaterialsFilter, language: string) =>
  queryOptions({
    queryKey: ['materials', 'for-client', clientId, filter, language],
    queryFn: ({ signal }) => getClientMaterials(clientId, filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['materials'] },
  });

export function useClientMaterials(clientId: number | null, filter: ClientMaterialsFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    ...clientMaterialsQueryOptions(clientId ?? 0, filter, i18n.resolvedLanguage ?? i18n.language),
    enabled: clientId !== null,
  });
}
