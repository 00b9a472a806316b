import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** DELETE order-form/{id}: a draft only; a sent order stays. */
export const deleteOrder = (id: number) => api<{ message: string }>(`order-form/${id}`, { method: 'DELETE' });

export const deleteOrderMutationOptions = () =>
  mutationOptions({ mutationFn: deleteOrder, meta: { changes: ['orders'] } });

export function useDeleteOrder() {
  return useMutation(deleteOrderMutationOptions());
}
