import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Option = { id: number; name: string };
type ClientOption = { id: number; code: string | null; company_name: string; city: string | null };

/** Agencies for the staff's "agent" filter (the API pages at 100 at most). */
export const getAgencyOptions = async (signal?: AbortSignal) =>
  (await api<{ rows: Option[] }>('admin/agencies', { query: { pageSize: 100 }, signal })).rows;

export const agencyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sheets', 'agency-options'],
    queryFn: ({ signal }) => getAgencyOptions(signal),
    staleTime: 300_000,
  });

export function useAgencyOptions(enabled: boolean) {
  return useQuery({ ...agencyOptionsQueryOptions(), enabled });
}

/** Clients of one agency for the "client" filter. */
export const getClientOptions = (agent: number | undefined, signal?: AbortSignal) =>
  api<ClientOption[]>('agencies/get-clients', { query: { agent }, signal });

export const clientOptionsQueryOptions = (agent: number | undefined) =>
  queryOptions({
    queryKey: ['sheets', 'client-options', agent ?? 'own'],
    queryFn: ({ signal }) => getClientOptions(agent, signal),
    staleTime: 60_000,
  });

export function useClientOptions(agent: number | undefined, enabled: boolean) {
  return useQuery({ ...clientOptionsQueryOptions(agent), enabled });
}
