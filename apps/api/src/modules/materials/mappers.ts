import { type Language, shipmentNumber } from '@portal/contracts';
import { isoTimestamp } from '../../lib/time';
import type { UserMaterialRecord } from './agency-materials';
import type { MaterialListRow, MaterialRecord, RequestListRow } from './repository';

type T = (key: string, params?: Record<string, string | number>) => string;

const iso = isoTimestamp;
const num = (n: number | string) => Number(n);

/**
 * Where a material's image is served (public: catalogue pictures are not secret), as uploaded or
 * as the tables' small copy; null without one. `v` changes with the picture, so it is cached for good.
 */
export const imageUrl = (lang: Language, r: { id: number; image_key: string | null }, size?: 'thumb') =>
  r.image_key
    ? `/${lang}/v1.0/materiali/image/${r.id}?${size ? `size=${size}&` : ''}v=${encodeURIComponent(r.image_key.split('/').pop() ?? '')}`
    : null;

export const toMaterialRow = (lang: Language, r: MaterialListRow) => ({
  id: r.id,
  product_code: r.product_code,
  name: r.name,
  family_id: r.family_id,
  family: r.family,
  barcode: r.barcode,
  image_url: imageUrl(lang, r),
  thumb_url: imageUrl(lang, r, 'thumb'),
  pack_quantity: r.pack_quantity,
  visible: r.visible,
  favourite: r.favourite,
  archived: r.archived,
  realised: num(r.realised),
  printed: num(r.printed),
  delivered: num(r.delivered),
  committed: num(r.committed),
  available: num(r.available),
  pending_requests: num(r.pending_requests),
  updated_at: iso(r.updated_at),
});

const LANGS = ['it', 'en', 'fr', 'es'] as const;
const allLanguages = (v: Record<string, string | undefined>) =>
  Object.fromEntries(LANGS.map((l) => [l, v[l] ?? ''])) as Record<(typeof LANGS)[number], string>;

/** The detail, with spec §3's feature list (ids 1 name, 2 first edition, 3 notes, 4 per pack, 11 cost, 12 price). */
export function toMaterialDetail(
  t: T,
  lang: Language,
  r: MaterialRecord,
  loads: {
    id: number;
    quantity: number;
    product_code: string | null;
    created_at: string | Date;
    created_by: string | null;
  }[],
) {
  const notes = allLanguages(r.notes);
  const features = [
    { id: 1, name: t('materials.features.name'), value: r.name, id_lang: lang, type: 'text' },
    { id: 2, name: t('materials.features.first_edition'), value: r.first_edition ?? '', id_lang: lang, type: 'date' },
    { id: 3, name: t('materials.features.notes'), value: notes[lang] || notes.it, id_lang: lang, type: 'textarea' },
    {
      id: 4,
      name: t('materials.features.pack_quantity'),
      value: r.pack_quantity?.toString() ?? '',
      id_lang: lang,
      type: 'number',
    },
    { id: 11, name: t('materials.features.cost'), value: r.cost ?? '', id_lang: lang, type: 'price' },
    { id: 12, name: t('materials.features.price'), value: r.price ?? '', id_lang: lang, type: 'price' },
  ];
  return {
    ...toMaterialRow(lang, r),
    names: allLanguages(r.names),
    notes,
    first_edition: r.first_edition,
    cost: r.cost === null ? null : Number(r.cost),
    price: r.price === null ? null : Number(r.price),
    manager: r.manager,
    packaging: r.packaging,
    features,
    loads: loads.map((l) => ({ ...l, created_at: iso(l.created_at) })),
  };
}

export const toRequestRow = (t: T, r: RequestListRow) => ({
  id: r.id,
  status: r.status,
  status_label: t(`materials.status.${r.status}`),
  material_id: r.material_id,
  product_code: r.product_code,
  material: r.material,
  client_id: r.client_id,
  client: r.client,
  agency_id: r.agency_id,
  agency: r.agency,
  requested_by: r.requested_by,
  quantity: num(r.quantity),
  accepted_quantity: r.accepted_quantity === null ? null : num(r.accepted_quantity),
  available: num(r.available),
  reason: r.reason,
  batch_id: r.batch_id,
  created_at: iso(r.created_at),
  decided_at: r.decided_at ? iso(r.decided_at) : null,
  shipment:
    r.shipment_id !== null && r.shipment_status !== null
      ? {
          id: r.shipment_id,
          number: shipmentNumber(r.shipment_id),
          status: r.shipment_status,
          status_label: t(`shipments.status.${r.shipment_status}`),
          waybill: r.waybill,
          shipped_at: r.shipped_at ? iso(r.shipped_at) : null,
        }
      : null,
  shipped_quantity: num(r.shipped_quantity),
  to_deliver: num(r.to_deliver),
});

/** The lines of a request body (`invio/save-requests`, `invio/save-request-massiva`) as createRequests takes them. */
export const toRequestLines = (lines: { client_id: number; product_id: number; quantity: number }[]) =>
  lines.map((r) => ({ clientId: r.client_id, materialId: r.product_id, quantity: r.quantity }));

/** A material an agency asked for, with what reached it (`arrex/materiali/{page}/{agency}`). */
export const toUserMaterialRow = (lang: Language, { image_key, ...r }: UserMaterialRecord) => ({
  material_id: r.material_id,
  product_code: r.product_code,
  name: r.name,
  family_id: r.family_id,
  family: r.family,
  image_url: imageUrl(lang, { id: r.material_id, image_key }),
  requested: Number(r.requested),
  accepted: Number(r.accepted),
  pending: Number(r.pending),
  to_ship: Number(r.accepted) - Number(r.delivered),
  delivered: Number(r.delivered),
  last_shipped_at: r.last_shipped_at ? iso(r.last_shipped_at) : null,
});
