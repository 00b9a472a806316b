import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ClientOption = { id: number; code: string | null; company_name: string; city: string | null };

/** Clients of one agency (the agent's own without one) for the registry's "client" filter. */
export const getClientOptions = (agent: number | undefined, signal?: AbortSignal) =>
  api<ClientOption[]>('agencies/get-clients', { query: { agent }, signal });

export const clientOptionsQueryOptions = (agent: number | undefined) =>
  queryOptions({
    queryKey: ['sheets', 'client-options', agent ?? 'own'],
    queryFn: ({ signal }) => getClientOptions(agent, signal),
    staleTime: 60_000,
    meta: { shows: ['clients'] },
  });

export function useClientOptions(agent: number | undefined, enabled: boolean) {
  return useQuery({ ...clientOptionsQueryOptions(agent), enabled });
}
