import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** DELETE materiali/carico/{loadId}: refused when committed or delivered stock depends on it. */
export const deleteLoad = (loadId: number) =>
  api<{ message: string }>(`materiali/carico/${loadId}`, { method: 'DELETE' });

export const deleteLoadMutationOptions = () =>
  mutationOptions({ mutationFn: deleteLoad, meta: { changes: ['materials'] } });

export function useDeleteLoad() {
  return useMutation(deleteLoadMutationOptions());
}
