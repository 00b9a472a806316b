import type { LoginRequest, LoginResponse } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth-storage';
import { clearQueryCache } from '../../../lib/query-cache';

export const login = (body: LoginRequest) => api<LoginResponse>('auth/login', { method: 'POST', body });

/**
 * Signs in through the API client (its toasts and 401 rules apply) without TanStack Query, which
 * the login screen does not download: the previous user's cached answers are dropped if any.
 */
export async function signIn(body: LoginRequest): Promise<LoginResponse> {
  const response = await login(body);
  clearQueryCache();
  setSession(response.token, response.user);
  return response;
}
