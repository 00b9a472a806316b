import type { LoginRequest, LoginResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth-storage';
import { queryClient } from '../../../lib/query-client';

export const login = (body: LoginRequest) => api<LoginResponse>('auth/login', { method: 'POST', body });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      queryClient.clear();
      setSession(token, user);
    },
  });
}
