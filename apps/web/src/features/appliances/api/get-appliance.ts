import type { ApplianceDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import './kind';

/** GET appliances/{id}: every field of one appliance of the price list. */
export const getAppliance = (id: number, signal?: AbortSignal) =>
  api<ApplianceDetail>(`appliances/${id}`, { signal, quiet: MISSING });

export const applianceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['appliances', 'detail', id],
    queryFn: ({ signal }) => getAppliance(id, signal),
    meta: { shows: ['appliances', 'imports'] },
  });

export function useAppliance(id: number | null) {
  return useQuery({ ...applianceQueryOptions(id ?? 0), enabled: id !== null });
}
