import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const rejectRegistration = ({ id, reason }: { id: number; reason: string }) =>
  api<{ message: string }>(`admin/registrations/${id}/reject`, { method: 'POST', body: { reason } });

/** The request is decided and the registrant told by e-mail. */
export const rejectRegistrationMutationOptions = () =>
  mutationOptions({ mutationFn: rejectRegistration, meta: { changes: ['registrations', 'outbox'] } });

export function useRejectRegistration() {
  return useMutation(rejectRegistrationMutationOptions());
}
