import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

export type DeliveryRequest = { product_id: number; product_code: string; quantity: number };

/** POST agencies/delivery/{clientId}: one material for one client, pending until staff decide. */
export const requestMaterial = ({ clientId, body }: { clientId: number; body: DeliveryRequest }) =>
  api<{ ids: number[]; message: string }>(`agencies/delivery/${clientId}`, { method: 'POST', body });

export const requestMaterialMutationOptions = () =>
  mutationOptions({ mutationFn: requestMaterial, meta: { changes: ['materials'] } });

export function useRequestMaterial() {
  return useMutation(requestMaterialMutationOptions());
}
