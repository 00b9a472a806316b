import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const setUserDisabled = ({ id, disabled }: { id: number; disabled: boolean }) =>
  api<{ message: string }>(`admin/users/${id}/disabled`, { method: 'PUT', body: { disabled } });

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
