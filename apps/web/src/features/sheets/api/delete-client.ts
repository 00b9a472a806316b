import type { ClientStatus } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffSession } from './scope';

/** Starts (or, for staff on a requested one, completes) the deletion of a client, with its reason. */
export const deleteClient = ({ clientId, reason }: { clientId: number; reason: string }) =>
  api<{ message: string; client_status: ClientStatus }>(
    `${staffSession() ? 'admin' : 'agent'}/client-delete/${clientId}`,
    { method: 'DELETE', body: { reason } },
  );

/** The client's state changes and its open signing links are revoked. */
export const deleteClientMutationOptions = () =>
  mutationOptions({ mutationFn: deleteClient, meta: { changes: ['clients', 'sheets'] } });

export function useDeleteClient() {
  return useMutation(deleteClientMutationOptions());
}
