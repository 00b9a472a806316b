import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

export type LoadInput = { quantity: number; product_code?: string };

/** POST materiali/carico/{materialId}: a load adds stock to the material. */
export const addLoad = ({ materialId, body }: { materialId: number; body: LoadInput }) =>
  api<{ id: number; message: string }>(`materiali/carico/${materialId}`, { method: 'POST', body });

export const addLoadMutationOptions = () => mutationOptions({ mutationFn: addLoad, meta: { changes: ['materials'] } });

export function useAddLoad() {
  return useMutation(addLoadMutationOptions());
}
