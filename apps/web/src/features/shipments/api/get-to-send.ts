import type { ToSendRow, toSendQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';

export type ToSendFilter = QueryOf<typeof toSendQuerySchema, 'page' | 'pageSize'>;

/** GET invio/{page}: accepted requests no preparation has taken yet (staff). */
export const getToSend = ({ page, ...query }: ToSendFilter, signal?: AbortSignal) =>
  api<TableList<ToSendRow>>(`invio/${page}`, { query, signal });

export const toSendQueryOptions = (filter: ToSendFilter, language: string) =>
  queryOptions({
    queryKey: ['shipments', 'to-send', filter, language],
    queryFn: ({ signal }) => getToSend(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['shipments'] },
  });

export function useToSend(filter: ToSendFilter) {
  const { i18n } = useTranslation();
  return useQuery(toSendQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
