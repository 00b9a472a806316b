import type { OrderFormRow, orderFormListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type OrdersFilter = QueryOf<typeof orderFormListQuerySchema, 'page' | 'pageSize'>;

/** GET order-form: staff see every order, an agent their agency's clients', a customer its own. */
export const getOrders = (query: OrdersFilter, signal?: AbortSignal) =>
  api<TableList<OrderFormRow>>('order-form', { query, signal });

export const ordersQueryOptions = (filter: OrdersFilter, language: string) =>
  queryOptions({
    queryKey: ['orders', 'list', filter, language],
    queryFn: ({ signal }) => getOrders(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['orders'] },
  });

export function useOrders(filter: OrdersFilter) {
  const { i18n } = useTranslation();
  return useQuery(ordersQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
