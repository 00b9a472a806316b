import type { ShipmentRow, shipmentListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';

export type ShipmentsFilter = QueryOf<typeof shipmentListQuerySchema, 'page' | 'pageSize'>;

/** GET spedizioni/{page}: staff see every agency's shipments, an agent their own agency's. */
export const getShipments = ({ page, ...query }: ShipmentsFilter, signal?: AbortSignal) =>
  api<TableList<ShipmentRow>>(`spedizioni/${page}`, { query, signal });

export const shipmentsQueryOptions = (filter: ShipmentsFilter, language: string) =>
  queryOptions({
    queryKey: ['shipments', 'list', filter, language],
    queryFn: ({ signal }) => getShipments(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['shipments'] },
  });

export function useShipments(filter: ShipmentsFilter) {
  const { i18n } = useTranslation();
  return useQuery(shipmentsQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
