import type { ClientRow } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import { staffSession } from './scope';

export type RegistryFilter = {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  agent?: number;
  client?: number;
  status?: string;
};

/** Staff read the registry of every agency; an agent the clients of their own agency. */
export const getRegistry = (filter: RegistryFilter, signal?: AbortSignal) =>
  api<TableList<ClientRow>>(staffSession() ? 'admin/schede/status-clients' : 'agencies/clients', {
    query: filter,
    signal,
  });

export const registryQueryOptions = (filter: RegistryFilter, language: string) =>
  queryOptions({
    queryKey: ['sheets', 'registry', filter, language],
    queryFn: ({ signal }) => getRegistry(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['clients', 'sheets'] },
  });

export function useRegistry(filter: RegistryFilter) {
  const { i18n } = useTranslation();
  return useQuery(registryQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
