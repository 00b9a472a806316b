import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type AgencyOption = { id: number; name: string };

/** Agencies for the staff's filters (the API pages at 100 at most). */
export const getAgencyOptions = async (signal?: AbortSignal) =>
  (await api<{ rows: AgencyOption[] }>('admin/agencies', { query: { pageSize: 100 }, signal })).rows;

export const agencyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'agencies'],
    queryFn: ({ signal }) => getAgencyOptions(signal),
    staleTime: 300_000,
    meta: { shows: ['agencies'] },
  });

export function useAgencyOptions(enabled: boolean) {
  return useQuery({ ...agencyOptionsQueryOptions(), enabled });
}
