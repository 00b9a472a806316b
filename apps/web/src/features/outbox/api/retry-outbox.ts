import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const retryOutbox = (id: number) => api<{ message: string }>(`admin/outbox/${id}/retry`, { method: 'POST' });

export const retryOutboxMutationOptions = () =>
  mutationOptions({ mutationFn: retryOutbox, meta: { changes: ['outbox'] } });

export function useRetryOutbox() {
  return useMutation(retryOutboxMutationOptions());
}
