import type { MaterialInput } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** PUT materiali/product/{id}: the whole material as the form holds it. */
export const updateMaterial = ({ id, body }: { id: number; body: MaterialInput }) =>
  api<{ message: string }>(`materiali/product/${id}`, { method: 'PUT', body });

export const updateMaterialMutationOptions = () =>
  mutationOptions({ mutationFn: updateMaterial, meta: { changes: ['materials'] } });

export function useUpdateMaterial() {
  return useMutation(updateMaterialMutationOptions());
}
