import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** DELETE materiali/product/{id}: refused (409) once stock or requests depend on it. */
export const deleteMaterial = (id: number) => api<{ message: string }>(`materiali/product/${id}`, { method: 'DELETE' });

export const deleteMaterialMutationOptions = () =>
  mutationOptions({ mutationFn: deleteMaterial, meta: { changes: ['materials'] } });

export function useDeleteMaterial() {
  return useMutation(deleteMaterialMutationOptions());
}
