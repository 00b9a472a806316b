import type { SheetSetResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT admin/schede/client-confirmed/{id}: staff confirm a signed client, which becomes active. */
export const confirmClient = (clientId: number) =>
  api<SheetSetResponse>(`admin/schede/client-confirmed/${clientId}`, { method: 'PUT' });

export function useConfirmClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClient,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sheets'] }),
  });
}
