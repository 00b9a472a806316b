import type { CategoryFilter, ClientProgress, clientProgressQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** The categories as a list here, sent as the contract's comma-separated text. */
export type ClientProgressFilter = Omit<QueryOf<typeof clientProgressQuerySchema, 'year'>, 'categories'> & {
  categories: readonly CategoryFilter[];
};

/** GET sales/progress/client/{id}: the client's cumulative months, this year against the last, in the chosen categories. */
export const getClientProgress = (client: number, { year, categories }: ClientProgressFilter, signal?: AbortSignal) =>
  api<ClientProgress>(`sales/progress/client/${client}`, {
    query: { year, categories: categories.length ? categories.join(',') : undefined },
    signal,
    quiet: MISSING,
  });

export const clientProgressQueryOptions = (client: number, filter: ClientProgressFilter, language: string) =>
  queryOptions({
    queryKey: ['sales', 'progress', client, filter, language],
    queryFn: ({ signal }) => getClientProgress(client, filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['sales', 'imports'] },
  });

export function useClientProgress(client: number, filter: ClientProgressFilter) {
  const { i18n } = useTranslation();
  return useQuery(clientProgressQueryOptions(client, filter, i18n.resolvedLanguage ?? i18n.language));
}
