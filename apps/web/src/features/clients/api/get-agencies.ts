import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Agencies for the staff's filter (the API pages at 100 at most). */
export const getAgencies = async (signal?: AbortSignal) =>
  (await api<{ rows: { id: number; name: string }[] }>('admin/agencies', { query: { pageSize: 100 }, signal })).rows;

export const agenciesQueryOptions = () =>
  queryOptions({ queryKey: ['clients', 'agencies'], queryFn: ({ signal }) => getAgencies(signal), staleTime: 300_000 });

export function useAgencies(enabled: boolean) {
  return useQuery({ ...agenciesQueryOptions(), enabled });
}
