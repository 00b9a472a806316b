import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST invio/shipping-notes/{id} (the agent reads them) or spedizioni/internal-note/{id} (staff only). */
export const saveShipmentNote = ({ id, which, text }: { id: number; which: 'notes' | 'internal'; text: string }) =>
  which === 'notes'
    ? api<{ message: string }>(`invio/shipping-notes/${id}`, { method: 'POST', body: { notes: text } })
    : api<{ message: string }>(`spedizioni/internal-note/${id}`, { method: 'POST', body: { note: text } });

export const saveShipmentNoteMutationOptions = () =>
  mutationOptions({ mutationFn: saveShipmentNote, meta: { changes: ['shipments'] } });

export function useSaveShipmentNote() {
  return useMutation(saveShipmentNoteMutationOptions());
}
