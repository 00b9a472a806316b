import type { ClientCard } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { RouteAt } from '../../../lib/routes';
import { useTranslation } from '../../../lib/use-translation';
import { staffSession } from './scope';

/** The client card (spec §3 "client card extras"). */
export const getClient = (id: number, signal?: AbortSignal) =>
  api<ClientCard>(`${staffSession() ? 'admin' : 'agencies'}/clients/${id}`, {
    signal,
    // The card says "not found" itself.
    quiet: MISSING,
  });

export const clientQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['clients', 'card', id, language],
    queryFn: ({ signal }) => getClient(id, signal),
    meta: { shows: ['clients', 'sheets', 'agencies'] },
  });

/** The card an address shows (`/clients/:id`), for the entry to start (`FeatureRoute.queries`). */
export const clientQueryAt = ({ params, language }: RouteAt) => clientQueryOptions(Number(params.id), language);

export function useClient(id: number) {
  const { i18n } = useTranslation();
  return useQuery(clientQueryOptions(id, i18n.resolvedLanguage ?? i18n.language));
}
