import type { ShippingPlace } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST invio/session: accepted requests of one client become a shipment to be sent. */
export const prepareShipment = (body: { requests: number[]; place?: ShippingPlace }) =>
  api<{ id: number; message: string }>('invio/session', { method: 'POST', body });

export const prepareShipmentMutationOptions = () =>
  mutationOptions({ mutationFn: prepareShipment, meta: { changes: ['shipments'] } });

export function usePrepareShipment() {
  return useMutation(prepareShipmentMutationOptions());
}
