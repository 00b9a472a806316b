import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ClientOption = { id: number; company_name: string };

/** Clients for the filters, searched by name (agencies/clients, first 20), of one agency if given. */
export const getShipmentClientOptions = async (q: string, agency: number | undefined, signal?: AbortSignal) =>
  (
    await api<{ rows: ClientOption[] }>('agencies/clients', {
      query: { q: q || undefined, agent: agency, pageSize: 20, sort: 'company_name', order: 'asc' },
      signal,
    })
  ).rows;

export const shipmentClientOptionsQueryOptions = (q: string, agency: number | undefined) =>
  queryOptions({
    queryKey: ['shipments', 'client-options', q, agency],
    queryFn: ({ signal }) => getShipmentClientOptions(q, agency, signal),
    staleTime: 60_000,
    meta: { shows: ['clients'] },
  });

export function useShipmentClientOptions(q: string, agency: number | undefined) {
  return useQuery(shipmentClientOptionsQueryOptions(q, agency));
}
