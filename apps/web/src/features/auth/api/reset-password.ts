import type { ResetPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  api<{ message: string }>('auth/reset-password', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
