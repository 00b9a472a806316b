import type { DeliveryMode } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

export type Reserved = { id: number; message: string; ready_on?: string; collect_by?: string };

/** POST ready-stock/{id}/reservations: one unit, at once; none left is a 409 the dialog shows. */
export const reserve = ({ id, ...body }: { id: number; delivery_mode: DeliveryMode; client_id?: number }) =>
  api<Reserved>(`ready-stock/${id}/reservations`, { method: 'POST', body, quiet: [409] });

export function useReserve() {
  return useMutation(mutationOptions({ mutationFn: reserve, meta: { changes: ['readyStock'] } }));
}

/** POST ready-stock/reservations/{id}/{accept|refuse|close}: staff decide; the buyer gets an e-mail. */
export const decide = ({
  id,
  action,
  reason,
}: {
  id: number;
  action: 'accept' | 'refuse' | 'close';
  reason?: string;
}) =>
  api<{ message: string }>(`ready-stock/reservations/${id}/${action}`, {
    method: 'POST',
    body: action === 'refuse' ? { reason } : undefined,
  });

export function useDecide() {
  return useMutation(mutationOptions({ mutationFn: decide, meta: { changes: ['readyStock', 'outbox'] } }));
}
