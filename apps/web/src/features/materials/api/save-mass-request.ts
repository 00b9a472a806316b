import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

export type MassRequest = {
  requests: { client_id: number; product_id: number; quantity: number }[];
  request_massiva: boolean;
  description?: string;
};

/** POST invio/save-requests: many lines at once, all saved or none (the error names the line). */
export const saveMassRequest = (body: MassRequest) =>
  api<{ ids: number[]; message: string }>('invio/save-requests', { method: 'POST', body });

export const saveMassRequestMutationOptions = () =>
  mutationOptions({ mutationFn: saveMassRequest, meta: { changes: ['materials'] } });

export function useSaveMassRequest() {
  return useMutation(saveMassRequestMutationOptions());
}
