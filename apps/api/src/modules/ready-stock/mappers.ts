import { type ReadyItem, type ReservationRow, readyAvailability } from '@portal/contracts';
import { isoTimestamp } from '../../lib/time';
import type { ReadyRecord, ReservationRecord } from './repository';

type T = (key: string, params?: Record<string, string | number>) => string;

export function toReadyItem(t: T, r: ReadyRecord): ReadyItem {
  const availability = readyAvailability(r.free);
  return { ...r, availability, availability_label: t(`readyStock.availability.${availability}`) };
}

/** A reservation as the lists show it (the buyer's e-mail and language stay inside). */
export function toReservationRow(t: T, r: ReservationRecord): ReservationRow {
  return {
    id: r.id,
    appliance_id: r.appliance_id,
    code: r.code,
    description: r.description,
    brand: r.brand,
    client_id: r.client_id,
    client: r.client,
    agency_id: r.agency_id,
    agency: r.agency,
    ordered_by: r.ordered_by,
    quantity: r.quantity,
    delivery_mode: r.delivery_mode,
    delivery_mode_label: t(`readyStock.deliveryMode.${r.delivery_mode}`),
    ready_on: r.ready_on,
    collect_by: r.collect_by,
    state: r.state,
    state_label: t(`readyStock.state.${r.state}`),
    reason: r.reason,
    created_at: isoTimestamp(r.created_at),
  };
}
