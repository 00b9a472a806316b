import type { CategoryFilter, OwnClients, ownClientsQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** The categories as a list here, sent as the contract's comma-separated text. None: every category. */
export type OwnClientsFilter = Omit<
  QueryOf<typeof ownClientsQuerySchema, 'year' | 'page' | 'pageSize'>,
  'categories'
> & {
  categories: readonly CategoryFilter[];
};

/**
 * GET sales/own-clients/agent/{a}: the agency's clients with revenue in the chosen categories,
 * with their figures over them and a flag per category.
 */
export const getOwnClients = (agency: number, { categories, ...filter }: OwnClientsFilter, signal?: AbortSignal) =>
  api<OwnClients>(`sales/own-clients/agent/${agency}`, {
    query: { ...filter, categories: categories.length ? categories.join(',') : undefined },
    signal,
    quiet: MISSING,
  });

export const ownClientsQueryOptions = (agency: number, filter: OwnClientsFilter, language: string) =>
  queryOptions({
    queryKey: ['sales', 'own-clients', agency, filter, language],
    queryFn: ({ signal }) => getOwnClients(agency, filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['sales', 'imports'] },
  });

export function useOwnClients(agency: number, filter: OwnClientsFilter) {
  const { i18n } = useTranslation();
  return useQuery(ownClientsQueryOptions(agency, filter, i18n.resolvedLanguage ?? i18n.language));
}
