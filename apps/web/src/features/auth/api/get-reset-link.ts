import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetLink = { purpose: 'reset' | 'activate'; username: string };

/** Who the e-mailed link is for; an invalid link is shown on the page, not as a toast. */
export const getResetLink = (token: string, signal?: AbortSignal) =>
  api<ResetLink>(`auth/reset-password/${encodeURIComponent(token)}`, { signal, quiet: [400, 404] });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: ({ signal }) => getResetLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { shows: [] },
  });

export function useResetLink(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token.length > 0 });
}
