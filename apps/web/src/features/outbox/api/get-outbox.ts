import type { OutboxRow, outboxListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';

export type OutboxFilter = QueryOf<typeof outboxListQuerySchema, 'page' | 'pageSize'>;

export const getOutbox = (filter: OutboxFilter, signal?: AbortSignal) =>
  api<TableList<OutboxRow>>('admin/outbox', { query: filter, signal });

export const outboxQueryOptions = (filter: OutboxFilter, language: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'list', filter, language],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['outbox'] },
  });

export function useOutbox(filter: OutboxFilter) {
  const { i18n } = useTranslation();
  return useQuery(outboxQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
