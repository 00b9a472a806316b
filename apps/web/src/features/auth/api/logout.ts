import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-storage';
import { queryClient } from '../../../lib/query-client';

/** Revokes the token on the server; the local session ends whatever the answer. */
export const logout = () => api<{ message: string }>('auth/logout', { method: 'POST', quiet: [401, 500] });

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
