import type { ShipmentDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** GET spedizioni/details/{id}: place, lines, notes, the internal note (staff) and the allowed next states. */
export const getShipment = (id: number, signal?: AbortSignal) =>
  api<ShipmentDetail>(`spedizioni/details/${id}`, { signal });

export const shipmentQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['shipments', 'detail', id, language],
    queryFn: ({ signal }) => getShipment(id, signal),
    meta: { shows: ['shipments'] },
  });

export function useShipment(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...shipmentQueryOptions(id ?? 0, i18n.resolvedLanguage ?? i18n.language), enabled: id !== null });
}
