import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST invio/group-shipping: two or more preparations of one client become one shipment. */
export const groupPreparations = (ids: number[]) =>
  api<{ id: number; message: string }>('invio/group-shipping', { method: 'POST', body: { orders_id: ids } });

export const groupPreparationsMutationOptions = () =>
  mutationOptions({ mutationFn: groupPreparations, meta: { changes: ['shipments'] } });

export function useGroupPreparations() {
  return useMutation(groupPreparationsMutationOptions());
}
