import type { RegisterRequest } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => api<{ message: string }>('auth/register', { method: 'POST', body });

/** A new request, acknowledged to the registrant and announced to the admins by e-mail. */
export const registerMutationOptions = () =>
  mutationOptions({ mutationFn: register, meta: { changes: ['registrations', 'outbox'] } });

export function useRegister() {
  return useMutation(registerMutationOptions());
}
