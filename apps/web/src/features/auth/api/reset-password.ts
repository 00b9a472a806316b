import type { ResetPasswordRequest } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  api<{ message: string }>('auth/reset-password', { method: 'POST', body });

/** A new password: nothing a screen shows changes. */
export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword, meta: { changes: [] } });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
