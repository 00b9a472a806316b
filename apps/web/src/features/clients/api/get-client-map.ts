import type { ClientMap, clientMapQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';

export type ClientMapFilter = QueryOf<typeof clientMapQuerySchema>;

/**
 * GET agencies/clients/map: every placed client of the user's scope with its current and
 * progressive revenue, by columns (names come from the card when a client is opened).
 */
export const getClientMap = (filter: ClientMapFilter, signal?: AbortSignal) =>
  api<ClientMap>('agencies/clients/map', { query: filter, signal });

export const clientMapQueryOptions = (filter: ClientMapFilter) =>
  queryOptions({
    queryKey: ['clients', 'map', filter],
    queryFn: ({ signal }) => getClientMap(filter, signal),
    placeholderData: keepPreviousData,
    // The revenue comes from the sales lines an import writes.
    meta: { shows: ['clients', 'sales'] },
  });

export function useClientMap(filter: ClientMapFilter) {
  return useQuery(clientMapQueryOptions(filter));
}
