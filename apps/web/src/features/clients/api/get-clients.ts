import type { ClientRow, clientListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { type ListAddress, listParamsOf } from '../../../components/table/use-list-params';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import type { RouteAt } from '../../../lib/routes';
import { useTranslation } from '../../../lib/use-translation';

export type ClientsFilter = QueryOf<typeof clientListQuerySchema, 'page' | 'pageSize'>;

type ClientsFilterKey = 'agent' | 'status' | 'location';

/** The list's filters and order in the address. */
export const CLIENTS_ADDRESS: ListAddress<ClientsFilterKey> = {
  filters: ['agent', 'status', 'location'],
  sort: { sort: 'company_name', order: 'asc' },
};

/** The request's filter from what the address says. */
export const clientsFilterOf = ({
  query,
  filters,
}: Pick<ReturnType<typeof listParamsOf<ClientsFilterKey>>, 'query' | 'filters'>): ClientsFilter => ({
  ...query,
  agent: filters.agent ? Number(filters.agent) : undefined,
  // Any text the address holds: the server answers 400 to a state it does not know.
  status: (filters.status || undefined) as ClientsFilter['status'],
  location: filters.location || undefined,
});

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

/** The page of clients an address shows, for the entry to start (`FeatureRoute.queries`). */
export const clientsQueryAt = ({ search, language }: RouteAt) =>
  clientsQueryOptions(clientsFilterOf(listParamsOf(search, CLIENTS_ADDRESS)), language);

export function useClients(filter: ClientsFilter) {
  const { i18n } = useTranslation();
  return useQuery(clientsQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
