import type { RegisterRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => api<{ message: string }>('auth/register', { method: 'POST', body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
