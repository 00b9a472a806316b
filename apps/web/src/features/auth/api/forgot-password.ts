import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: { email: string }) =>
  api<{ message: string }>('auth/forgot-password', { method: 'POST', body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
