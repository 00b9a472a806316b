import type { ClientRow } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';

export type ClientsFilter = {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  agent?: number;
  status?: string;
  location?: string;
};

/** GET agencies/clients: staff see every agency's clients, an agent their own agency's. */
export const getClients = (filter: ClientsFilter, signal?: AbortSignal) =>
  api<TableList<ClientRow>>('agencies/clients', { query: filter, signal });

export const clientsQueryOptions = (filter: ClientsFilter, language: string) =>
  queryOptions({
    queryKey: ['clients', 'list', filter, language],
    queryFn: ({ signal }) => getClients(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['clients', 'sheets'] },
  });

export function useClients(filter: ClientsFilter) {
  const { i18n } = useTranslation();
  return useQuery(clientsQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
