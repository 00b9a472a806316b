import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const retryOutbox = (id: number) => api<{ message: string }>(`admin/outbox/${id}/retry`, { method: 'POST' });

export function useRetryOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutbox,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}
