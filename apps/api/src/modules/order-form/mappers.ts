import type { OrderFormAttachment, OrderFormDetail, OrderFormRow } from '@portal/contracts';
import { isoTimestamp } from '../../lib/time';
import type { FileRecord } from '../files/index';
import type { OrderRecord } from './repository';

type T = (key: string, params?: Record<string, string | number>) => string;

export const toOrderRow = (t: T, r: OrderRecord): OrderFormRow => ({
  id: Number(r.id),
  number: r.number,
  state: r.state,
  state_label: t(`orderForm.state.${r.state}`),
  client_id: Number(r.client_id),
  client: r.client,
  agency_id: r.agency_id === null ? null : Number(r.agency_id),
  agency: r.agency,
  customer_code: r.customer_code,
  reference: r.reference,
  model: r.model,
  order_date: r.order_date,
  requested_delivery_date: r.requested_delivery_date,
  lines: Number(r.line_count),
  attachments: Number(r.attachment_count),
  created_by: r.created_by,
  created_at: isoTimestamp(r.created_at),
  sent_at: r.sent_at ? isoTimestamp(r.sent_at) : null,
});

export const toAttachment = (f: FileRecord): OrderFormAttachment => ({
  id: f.id,
  name: f.name,
  type: f.type,
  size: Number(f.size),
});

export const toOrderDetail = (
  t: T,
  r: OrderRecord,
  lines: { quantity: number | null; description: string }[],
  files: FileRecord[],
): OrderFormDetail => ({
  ...toOrderRow(t, r),
  province: r.province,
  finish: r.finish,
  handle: r.handle,
  top: r.top,
  carcass: r.carcass,
  plinth: r.plinth,
  feet: r.feet,
  payment: r.payment,
  privacy_consent: r.consent_at !== null,
  consent_at: r.consent_at ? isoTimestamp(r.consent_at) : null,
  send_error: r.send_error,
  editable: r.state === 'draft',
  order_lines: lines,
  files: attachmentsInOrder(files).map(toAttachment),
});

/** In the order they were stored: a save's files as they were sent, after the files kept. */
export const attachmentsInOrder = (files: readonly FileRecord[]) => [...files].sort((a, b) => a.seq - b.seq);
