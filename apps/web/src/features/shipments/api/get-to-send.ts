import type { ToSendRow } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

export type ToSendFilter = {
  page: number;
  pageSize: number;
  agency?: number;
  client?: number;
  /** The material (code or name) or the client contains it. */
  q?: string;
};

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
