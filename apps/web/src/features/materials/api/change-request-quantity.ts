import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** PUT materiali/request/{id}: a pending request's quantity (409 once decided). */
export const changeRequestQuantity = ({ id, quantity }: { id: number; quantity: number }) =>
  api<{ message: string }>(`materiali/request/${id}`, { method: 'PUT', body: { quantity } });

export const changeRequestQuantityMutationOptions = () =>
  mutationOptions({ mutationFn: changeRequestQuantity, meta: { changes: ['materials'] } });

export function useChangeRequestQuantity() {
  return useMutation(changeRequestQuantityMutationOptions());
}
