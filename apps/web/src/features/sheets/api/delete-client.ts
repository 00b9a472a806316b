import type { ClientStatus } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffSession } from './scope';

/** Starts (or, for staff on a requested one, completes) the deletion of a client, with its reason. */
export const deleteClient = ({ clientId, reason }: { clientId: number; reason: string }) =>
  api<{ message: string; client_status: ClientStatus }>(
    `${staffSession() ? 'admin' : 'agent'}/client-delete/${clientId}`,
    { method: 'DELETE', body: { reason } },
  );

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sheets'] }),
  });
}
