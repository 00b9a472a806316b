import type { RequestDecision } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** POST v2.0 richieste-agenti/{id}: accept, accept part or reject; an accept commits stock (409 when short). */
export const decideRequest = ({ id, decision }: { id: number; decision: RequestDecision }) =>
  api<{ message: string }>(`richieste-agenti/${id}`, { method: 'POST', version: 'v2.0', body: decision });

export const decideRequestMutationOptions = () =>
  mutationOptions({ mutationFn: decideRequest, meta: { changes: ['materials'] } });

export function useDecideRequest() {
  return useMutation(decideRequestMutationOptions());
}
