import { LIMITS } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

export type ClientHit = {
  id: number;
  company_name: string;
  city: string | null;
  province: string | null;
  code: string | null;
  agency: string | null;
};

/** Header client search (spec §5: at least 2 characters). A 404 means no results. */
export async function searchClients(q: string, signal?: AbortSignal): Promise<ClientHit[]> {
  try {
    const answer = await api<{ results: ClientHit[] }>('generic/search', { query: { q }, signal, quiet: [404] });
    return answer?.results ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const searchClientsQueryOptions = (q: string, language: string) =>
  queryOptions({
    queryKey: ['search', 'clients', q, language],
    queryFn: ({ signal }) => searchClients(q, signal),
    enabled: q.length >= LIMITS.clientSearchMin,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { shows: ['clients'] },
  });

export function useClientSearch(q: string, language: string) {
  return useQuery(searchClientsQueryOptions(q, language));
}
