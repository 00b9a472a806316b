import type { Province } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Italian provinces for the address pickers; the list never changes while the app runs. */
export const getProvinces = (signal?: AbortSignal) => api<Province[]>('generic/province', { signal });

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { shows: [] },
  });

export function useProvinces(enabled = true) {
  return useQuery({ ...provincesQueryOptions(), enabled });
}
