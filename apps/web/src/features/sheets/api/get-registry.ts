import type { ClientRow, clientListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { type ListAddress, listParamsOf } from '../../../components/table/use-list-params';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import type { RouteAt } from '../../../lib/routes';
import { useTranslation } from '../../../lib/use-translation';
import { staffSession } from './scope';

export type RegistryFilter = QueryOf<typeof clientListQuerySchema, 'page' | 'pageSize'>;

type RegistryFilterKey = 'agent' | 'client' | 'status';

/** The registry's filters and order in the address. */
export const REGISTRY_ADDRESS: ListAddress<RegistryFilterKey> = {
  filters: ['agent', 'client', 'status'],
  sort: { sort: 'company_name', order: 'asc' },
};

const num = (value: string) => (value ? Number(value) : undefined);

/** The request's filter from what the address says. */
export const registryFilterOf = ({
  query,
  filters,
}: Pick<ReturnType<typeof listParamsOf<RegistryFilterKey>>, 'query' | 'filters'>): RegistryFilter => ({
  ...query,
  agent: num(filters.agent),
  client: num(filters.client),
  // Any text the address holds: the server answers 400 to a state it does not know.
  status: (filters.status || undefined) as RegistryFilter['status'],
});

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

/** The page of the registry an address shows, for the entry to start (`FeatureRoute.queries`). */
export const registryQueryAt = ({ search, language }: RouteAt) =>
  registryQueryOptions(registryFilterOf(listParamsOf(search, REGISTRY_ADDRESS)), language);

export function useRegistry(filter: RegistryFilter) {
  const { i18n } = useTranslation();
  return useQuery(registryQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
