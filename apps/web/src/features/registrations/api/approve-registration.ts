import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const approveRegistration = (id: number) =>
  api<{ message: string }>(`admin/registrations/${id}/approve`, { method: 'POST' });

/** The request is decided, a user and (unless it joins one) a customer company are created, a link e-mailed. */
export const approveRegistrationMutationOptions = () =>
  mutationOptions({
    mutationFn: approveRegistration,
    meta: { changes: ['registrations', 'users', 'clients', 'outbox'] },
  });

export function useApproveRegistration() {
  return useMutation(approveRegistrationMutationOptions());
}
