import type { ChangePasswordRequest } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  api<{ message: string }>('auth/change-password', { method: 'POST', body });

/** No screen shows a password or a session: the other sessions end on the server, nothing to refresh. */
export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationFn: changePassword, meta: { changes: [] } });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
