import type { ClientRow, clientListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';

export type AgencyClientsFilter = QueryOf<typeof clientListQuerySchema, 'agent' | 'page' | 'pageSize'>;

/** The clients of one agency, paged (agencies/clients?agent={id}). */
export const getAgencyClients = (filter: AgencyClientsFilter, signal?: AbortSignal) =>
  api<TableList<ClientRow>>('agencies/clients', { query: filter, signal });

export const agencyClientsQueryOptions = (filter: AgencyClientsFilter, language: string) =>
  queryOptions({
    queryKey: ['agencies', 'clients', filter, language],
    queryFn: ({ signal }) => getAgencyClients(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['clients', 'sheets'] },
  });

export function useAgencyClients(filter: AgencyClientsFilter | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...agencyClientsQueryOptions(filter ?? { agent: 0, page: 1, pageSize: 20 }, i18n.resolvedLanguage ?? i18n.language),
    enabled: filter !== null,
  });
}
