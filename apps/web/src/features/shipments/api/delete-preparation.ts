import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE invii/{id}: the preparation goes, its requests go back to To be sent. */
export const deletePreparation = (id: number) => api<{ message: string }>(`invii/${id}`, { method: 'DELETE' });

export const deletePreparationMutationOptions = () =>
  mutationOptions({ mutationFn: deletePreparation, meta: { changes: ['shipments'] } });

export function useDeletePreparation() {
  return useMutation(deletePreparationMutationOptions());
}
