import type { SheetSetResponse } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT admin/schede/client-confirmed/{id}: staff confirm a signed client, which becomes active. */
export const confirmClient = (clientId: number) =>
  api<SheetSetResponse>(`admin/schede/client-confirmed/${clientId}`, { method: 'PUT' });

/** The sheet is confirmed and the client active. */
export const confirmClientMutationOptions = () =>
  mutationOptions({ mutationFn: confirmClient, meta: { changes: ['sheets', 'clients'] } });

export function useConfirmClient() {
  return useMutation(confirmClientMutationOptions());
}
