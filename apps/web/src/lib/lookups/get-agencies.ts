import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { isStaffSession } from '../auth-storage';

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

/**
 * For a list's first requests (`FeatureRoute.queries`): the agencies of its filter, which only
 * staff see. Asked beside the list, their answer is there when the list first renders, instead of
 * rendering the whole page of rows again when it arrives.
 */
export const staffAgencyOptions = () => (isStaffSession() ? [agencyOptionsQueryOptions()] : []);

export function useAgencyOptions(enabled: boolean) {
  return useQuery({ ...agencyOptionsQueryOptions(), enabled });
}
