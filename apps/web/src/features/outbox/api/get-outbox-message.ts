import type { OutboxRow } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OutboxMessage = OutboxRow & { text: string; html: string };

export const getOutboxMessage = (id: number, signal?: AbortSignal) =>
  api<OutboxMessage>(`admin/outbox/${id}`, { signal });

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'detail', id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    meta: { shows: ['outbox'] },
  });

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
