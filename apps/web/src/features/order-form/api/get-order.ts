import type { OrderFormDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** GET order-form/{id}: the order's fields, lines, attachments and whether it can still be changed. */
export const getOrder = (id: number, signal?: AbortSignal) =>
  api<OrderFormDetail>(`order-form/${id}`, { signal, quiet: MISSING });

export const orderQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id, language],
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: { shows: ['orders'] },
  });

export function useOrder(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...orderQueryOptions(id ?? 0, i18n.resolvedLanguage ?? i18n.language), enabled: id !== null });
}
