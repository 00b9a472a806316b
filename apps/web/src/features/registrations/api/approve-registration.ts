import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const approveRegistration = (id: number) =>
  api<{ message: string }>(`admin/registrations/${id}/approve`, { method: 'POST' });

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] }),
  });
}
