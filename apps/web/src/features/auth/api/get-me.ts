import type { SessionUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getMe = ({ signal }: { signal?: AbortSignal } = {}) => api<SessionUser>('auth/me', { signal });

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe, staleTime: 60_000, meta: { shows: ['users'] } });

/** The signed-in user as the server knows it now; a revoked token answers 401 here. */
export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
