import type { clientOptionSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client';

export type ClientOption = z.infer<typeof clientOptionSchema>;
export type ClientOptionsFilter = { q?: string; agency?: number; chosen?: number };

/**
 * Clients for the pickers, searched on the server as the user types (the user's scope, one
 * agency's when `agency` is set): a page of them, the `chosen` one first so its name shows.
 */
export const getClientOptions = (f: ClientOptionsFilter, signal?: AbortSignal) =>
  api<ClientOption[]>('agencies/get-clients', {
    query: { q: f.q || undefined, agent: f.agency, client: f.chosen },
    signal,
  });

export const clientOptionsQueryOptions = (f: ClientOptionsFilter) =>
  queryOptions({
    queryKey: ['lookups', 'clients', f.agency ?? 'all', f.q ?? '', f.chosen ?? 0],
    queryFn: ({ signal }) => getClientOptions(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { shows: ['clients'] },
  });

export function useClientOptions(f: ClientOptionsFilter, enabled = true) {
  return useQuery({ ...clientOptionsQueryOptions(f), enabled });
}
