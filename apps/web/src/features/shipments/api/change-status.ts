import type { ShipmentStatus } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST spedizioni/{id}/{status}: the next state, with parcels and waybill when confirming; shipped needs a waybill or `without_waybill`. */
export const changeShipmentStatus = ({
  id,
  status,
  parcels,
  waybill,
  without_waybill,
}: {
  id: number;
  status: ShipmentStatus;
  parcels?: number;
  waybill?: string;
  /** Shipping a shipment that has no waybill, chosen out loud. */
  without_waybill?: boolean;
}) =>
  api<{ message: string }>(`spedizioni/${id}/${status}`, {
    method: 'POST',
    body: { parcels, waybill, without_waybill },
  });

/** Ready and shipped also move the materials' stock; shipped sends the agents an e-mail. */
export const changeShipmentStatusMutationOptions = () =>
  mutationOptions({ mutationFn: changeShipmentStatus, meta: { changes: ['shipments', 'outbox'] } });

export function useChangeShipmentStatus() {
  return useMutation(changeShipmentStatusMutationOptions());
}
