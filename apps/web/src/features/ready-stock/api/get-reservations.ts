import type { ReservationRow, reservationListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type ReservationsFilter = QueryOf<typeof reservationListQuerySchema, 'page' | 'pageSize'>;

/** GET ready-stock/reservations: staff all, an agent their agency's, a customer its own. */
export function useReservations(filter: ReservationsFilter) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['readyStock', 'reservations', filter, i18n.resolvedLanguage ?? i18n.language],
      queryFn: ({ signal }) => api<TableList<ReservationRow>>('ready-stock/reservations', { query: filter, signal }),
      placeholderData: keepPreviousData,
      meta: { shows: ['readyStock'] },
    }),
  );
}
