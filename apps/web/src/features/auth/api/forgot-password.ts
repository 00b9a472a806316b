import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: { email: string }) =>
  api<{ message: string }>('auth/forgot-password', { method: 'POST', body });

/** The reset link goes out by e-mail. */
export const forgotPasswordMutationOptions = () =>
  mutationOptions({ mutationFn: forgotPassword, meta: { changes: ['outbox'] } });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
