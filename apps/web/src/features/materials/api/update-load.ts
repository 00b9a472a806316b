import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoadInput } from './add-load';
import './kind';

/** PUT materiali/carico/{loadId}: refused when committed or delivered stock depends on it. */
export const updateLoad = ({ loadId, body }: { loadId: number; body: LoadInput }) =>
  api<{ message: string }>(`materiali/carico/${loadId}`, { method: 'PUT', body });

export const updateLoadMutationOptions = () =>
  mutationOptions({ mutationFn: updateLoad, meta: { changes: ['materials'] } });

export function useUpdateLoad() {
  return useMutation(updateLoadMutationOptions());
}
