import type { Province } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getProvinces = (signal?: AbortSignal) => api<Province[]>('generic/province', { signal });

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['generic', 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useProvinces(enabled: boolean) {
  return useQuery({ ...provincesQueryOptions(), enabled });
}
