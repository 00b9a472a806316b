import type { ClientPrintRequest } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffSession } from './scope';

/** The print is prepared by the server, which answers a download link in args.response.message. */
export const printClients = (request: ClientPrintRequest) =>
  api<{ message: string; filename: string; expires_at: string }>(
    `${staffSession() ? 'admin/agencies' : 'agencies'}/clients/print`,
    { method: 'POST', body: request },
  );

/** A download changes nothing. */
export const printClientsMutationOptions = () => mutationOptions({ mutationFn: printClients, meta: { changes: [] } });

export function usePrintClients() {
  return useMutation(printClientsMutationOptions());
}
