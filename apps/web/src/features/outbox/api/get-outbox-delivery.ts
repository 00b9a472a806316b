import type { OutboxDelivery } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getOutboxDelivery = (signal?: AbortSignal) => api<OutboxDelivery>('admin/outbox/delivery', { signal });

/** Whether e-mail goes out (SMTP) and whether this reader gets personal links and codes whole. */
export const outboxDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'delivery'],
    queryFn: ({ signal }) => getOutboxDelivery(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // The server's configuration: no mutation changes it.
    meta: { shows: [] },
  });

export function useOutboxDelivery() {
  return useQuery(outboxDeliveryQueryOptions());
}
