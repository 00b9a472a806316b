import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const rejectRegistration = ({ id, reason }: { id: number; reason: string }) =>
  api<{ message: string }>(`admin/registrations/${id}/reject`, { method: 'POST', body: { reason } });

export function useRejectRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] }),
  });
}
