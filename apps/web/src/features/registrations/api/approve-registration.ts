import type { ApproveRegistration } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `client_id` attaches the account to the company the request's customer code names; left out, it gets its own. */
export const approveRegistration = ({ id, ...body }: ApproveRegistration & { id: number }) =>
  api<{ message: string }>(`admin/registrations/${id}/approve`, { method: 'POST', body });

/** The request is decided, a user and (unless it joins one) a customer company are created, a link e-mailed. */
export const approveRegistrationMutationOptions = () =>
  mutationOptions({
    mutationFn: approveRegistration,
    meta: { changes: ['registrations', 'users', 'clients', 'outbox'] },
  });

export function useApproveRegistration() {
  return useMutation(approveRegistrationMutationOptions());
}
