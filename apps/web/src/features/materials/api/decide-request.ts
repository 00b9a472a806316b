import type { RequestDecision } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/**
 * POST v2.0 richieste-agenti/{id}: accept, accept part or reject the request as staff saw it (its
 * quantity); an accept commits stock. A 409 (short, decided, changed since) is the dialog's to show.
 */
export const decideRequest = ({ id, decision }: { id: number; decision: RequestDecision }) =>
  api<{ message: string }>(`richieste-agenti/${id}`, { method: 'POST', version: 'v2.0', body: decision, quiet: [409] });

export const decideRequestMutationOptions = () =>
  mutationOptions({ mutationFn: decideRequest, meta: { changes: ['materials'] } });

export function useDecideRequest() {
  return useMutation(decideRequestMutationOptions());
}
