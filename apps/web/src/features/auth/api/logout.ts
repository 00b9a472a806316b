import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-storage';
import { queryClient } from '../../../lib/query-client';

/** Revokes the token on the server; the local session ends whatever the answer. */
export const logout = () => api<{ message: string }>('auth/logout', { method: 'POST', quiet: [401, 500] });

/** Every cached answer belonged to the user who leaves: all of it goes, nothing is refreshed. */
export const logoutMutationOptions = () =>
  mutationOptions({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
    meta: { changes: [] },
  });

export function useLogout() {
  return useMutation(logoutMutationOptions());
}
