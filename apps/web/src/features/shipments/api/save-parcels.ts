import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT spedizioni/details/{id}: parcels and waybill corrected, from confirming until the shipment leaves. */
export const saveShipmentParcels = ({ id, parcels, waybill }: { id: number; parcels: number; waybill: string }) =>
  api<{ message: string }>(`spedizioni/details/${id}`, { method: 'PUT', body: { parcels, waybill } });

export const saveShipmentParcelsMutationOptions = () =>
  mutationOptions({ mutationFn: saveShipmentParcels, meta: { changes: ['shipments'] } });

export function useSaveShipmentParcels() {
  return useMutation(saveShipmentParcelsMutationOptions());
}
