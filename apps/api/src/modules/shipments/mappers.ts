import { isStaff, SHIPMENT_TRANSITIONS, shipmentNumber } from '@portal/contracts';
import { isoTimestamp } from '../../lib/time';
import type { listToSend } from '../materials/index';
import type { ShipmentRecord } from './repository';

type T = (key: string, params?: Record<string, string | number>) => string;
const iso = isoTimestamp;

export const toShipmentRow = (t: T, r: ShipmentRecord) => ({
  id: r.id,
  number: shipmentNumber(r.id),
  status: r.status,
  status_label: t(`shipments.status.${r.status}`),
  agency_id: r.agency_id,
  agency: r.agency,
  client_id: r.client_id,
  client: r.client,
  recipient: r.recipient,
  city: r.city,
  parcels: r.parcels,
  waybill: r.waybill,
  pieces: Number(r.pieces),
  created_at: iso(r.created_at),
  shipped_at: r.shipped_at ? iso(r.shipped_at) : null,
});

/** The detail; the internal note and the next states only for staff. */
export const toShipmentDetail = (
  t: T,
  userType: number,
  r: ShipmentRecord,
  lines: { request_id: number; product_code: string; material: string; quantity: number }[],
) => ({
  ...toShipmentRow(t, r),
  place: {
    recipient: r.recipient,
    address: r.address,
    postal_code: r.postal_code,
    city: r.city,
    province: r.province ?? undefined,
    country: r.country,
  },
  notes: r.notes,
  internal_note: isStaff(userType) ? r.internal_note : null,
  next: isStaff(userType) ? [...SHIPMENT_TRANSITIONS[r.status]] : [],
  lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
});

type ToSendRecord = Awaited<ReturnType<typeof listToSend>>['rows'][number];

/** An accepted request waiting in "To be sent" (the list, and a preparation's candidates). */
export const toToSendRow = ({ list_total: _, ...r }: ToSendRecord) => ({
  ...r,
  quantity: Number(r.quantity),
  decided_at: r.decided_at ? iso(r.decided_at) : null,
});
