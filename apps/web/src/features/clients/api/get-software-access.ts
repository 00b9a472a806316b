import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SoftwareAccess = {
  client_id: number;
  agency_id: number | null;
  enabled: boolean;
  since: string | null;
  username: string | null;
  last_access_at: string | null;
};

/** GET software-pr-or/detail/agent/{a}/client/{c}: the client's access to the quotation software. */
export const getSoftwareAccess = (agencyId: number, clientId: number, signal?: AbortSignal) =>
  api<SoftwareAccess>(`software-pr-or/detail/agent/${agencyId}/client/${clientId}`, { signal });

export const softwareAccessQueryOptions = (agencyId: number, clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'software', agencyId, clientId],
    queryFn: ({ signal }) => getSoftwareAccess(agencyId, clientId, signal),
    meta: { shows: ['clients'] },
  });

export function useSoftwareAccess(agencyId: number | undefined, clientId: number) {
  return useQuery({ ...softwareAccessQueryOptions(agencyId ?? 0, clientId), enabled: Boolean(agencyId) });
}
