import type { ShippingDestination } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET invio/shipping-to (staff): the client's own address first, then its earlier shipments' places. */
export const getShippingTo = (client: number, signal?: AbortSignal) =>
  api<ShippingDestination[]>('invio/shipping-to', { query: { client }, signal });

export const shippingToQueryOptions = (client: number) =>
  queryOptions({
    queryKey: ['shipments', 'shipping-to', client],
    queryFn: ({ signal }) => getShippingTo(client, signal),
    meta: { shows: ['clients', 'shipments'] },
  });

export function useShippingTo(client: number | undefined) {
  return useQuery({ ...shippingToQueryOptions(client ?? 0), enabled: client !== undefined });
}
