import type { ChangePasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  api<{ message: string }>('auth/change-password', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
