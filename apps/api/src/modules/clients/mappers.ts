import { countryName, type Language, SHEET_STATUSES } from '@portal/contracts';
import { isoTimestamp } from '../../lib/time';
import type { ClientListRow, ClientRecord } from './repository';

/** Client rows, cards and counts as the API answers them, shared by clients, sheets, agencies, dashboard. */
export type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * The row with its labels, added by `Object.assign` onto a copy: on Node 20, `{ ...r, label }` (a
 * spread, then a property the row lacks) costs about 6 µs an object, more than the rest of a
 * 20-row list's mapping together. The fields themselves are listed once, in the repository.
 */
export const toClientRow = (t: T, r: ClientListRow) =>
  Object.assign({}, r, {
    updated_at: isoTimestamp(r.updated_at),
    sheet_status_label: t(`sheets.status.${r.sheet_status ?? 'none'}`),
    client_status_label: t(`clients.status.${r.client_status}`),
  });

export type CardRevenue = { year: number; previous: number; current: number };

/**
 * Spec §3 client card, with last year's and this year's revenue (0 before any sales line). The
 * country's name in the request's language comes with it: building the browser's
 * `Intl.DisplayNames` took a phone some 100 ms of the task that shows the card.
 */
export function toCard(t: T, language: Language, c: ClientRecord, revenue: CardRevenue) {
  const year = revenue.year;
  return {
    id: c.id,
    code: c.code,
    company_name: c.company_name,
    card_status: c.sheet_status,
    card_status_label: t(`sheets.status.${c.sheet_status ?? 'none'}`),
    client_status: c.status,
    client_status_label: t(`clients.status.${c.status}`),
    revenue: {
      previous_year: year - 1,
      previous_year_amount: revenue.previous,
      current_year: year,
      current_year_amount: revenue.current,
    },
    vat_number: c.vat_number,
    tax_code: c.tax_code,
    province: c.province,
    city: c.city,
    postal_code: c.postal_code,
    address: c.address,
    country: c.country,
    country_label: countryName(c.country, language),
    fax: c.fax,
    mobile: c.mobile,
    phone: c.phone,
    email: c.email,
    agency: c.agency_id !== null ? { id: c.agency_id, code: c.agency_code ?? '', name: c.agency_name ?? '' } : null,
    sheet:
      c.sheet_id !== null && c.sheet_status !== null
        ? { id: c.sheet_id, version: c.sheet_version ?? 1, status: c.sheet_status }
        : null,
    deletion:
      c.status === 'deletion_requested' || c.status === 'deleted'
        ? {
            reason: c.deletion_reason,
            requested_at: c.deletion_requested_at ? isoTimestamp(c.deletion_requested_at) : null,
            requested_by: c.deletion_requested_by,
          }
        : null,
  };
}

/** Counts per sheet state, in catalogue order, with localized labels. */
export function statusCounts(t: T, counts: { status: string; n: number }[]) {
  return [...SHEET_STATUSES, 'none' as const].map((status) => ({
    status,
    label: t(`sheets.status.${status}`),
    count: counts.filter((c) => c.status === status).reduce((sum, c) => sum + c.n, 0),
  }));
}
