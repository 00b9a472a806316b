import {
  optionalEmailSchema,
  SHEET_REQUIRED_FIELDS,
  type SheetFieldsDraft,
  sheetFieldsCompleteSchema,
  sheetFieldsDraftSchema,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * The sheet form: the spec §2 fields under `fields` (the shape of scheda_fields) and the
 * signer's address. Every value is kept as text so inputs stay controlled.
 */
type Address = { address: string; city: string; postal_code: string; province: string; country: string };

export type SheetFormValues = {
  fields: {
    legal_seat: Address & { company_name: string };
    postal_address: Address & { same_as_legal_seat: boolean };
    delivery_place: Address & { same_as_legal_seat: boolean; notes: string };
    agency: { agency_id?: number; agent: string };
    contacts: { vat_number: string; tax_code: string; phone: string; mobile: string; fax: string };
    emails: { administrative: string; commercial: string; management: string; pec: string };
    invoicing: { sdi_code: string };
    bank: { bank_name: string; abi: string; cab: string; iban: string };
    terms: { payment_terms: string; discount: string; fixed_days: string; notes: string; activation_date: string };
  };
  signature_email: string;
};

export type SheetSectionKey = keyof SheetFormValues['fields'];

const address = (): Address => ({ address: '', city: '', postal_code: '', province: '', country: '' });

export function emptySheet(): SheetFormValues['fields'] {
  return {
    legal_seat: { company_name: '', ...address(), country: 'IT' },
    postal_address: { same_as_legal_seat: true, ...address() },
    delivery_place: { same_as_legal_seat: true, ...address(), notes: '' },
    agency: { agency_id: undefined, agent: '' },
    contacts: { vat_number: '', tax_code: '', phone: '', mobile: '', fax: '' },
    emails: { administrative: '', commercial: '', management: '', pec: '' },
    invoicing: { sdi_code: '' },
    bank: { bank_name: '', abi: '', cab: '', iban: '' },
    terms: { payment_terms: '', discount: '', fixed_days: '', notes: '', activation_date: '' },
  };
}

/** Server fields over the empty sheet, so a missing section or field reads as empty. */
export function toFormValues(fields: unknown, signatureEmail: string | null | undefined): SheetFormValues {
  const base = emptySheet() as unknown as Record<string, Record<string, unknown>>;
  const given = (fields ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const [section, values] of Object.entries(base)) {
    for (const key of Object.keys(values)) {
      const value = given[section]?.[key];
      if (value !== undefined && value !== null) values[key] = value;
    }
  }
  const merged = base as unknown as SheetFormValues['fields'];
  return { fields: merged, signature_email: signatureEmail ?? '' };
}

/** Save keeps a draft: typed and lenient, the same schema the server applies. */
export const draftFormSchema = z.object({ fields: sheetFieldsDraftSchema, signature_email: optionalEmailSchema });
/** Save for signature: the complete schema of the server. */
export const completeFormSchema = z.object({ fields: sheetFieldsCompleteSchema, signature_email: optionalEmailSchema });

export type SheetFormOutput = { fields: SheetFieldsDraft; signature_email?: string };

const required = new Set(SHEET_REQUIRED_FIELDS);
/** Whether save-for-signature requires a field (`legal_seat.city`), to mark it. */
export const isRequired = (section: string, field: string) =>
  required.has(`${section}.${field === 'agency_id' ? 'agency_name' : field}`);

export const SECTION_ORDER: readonly SheetSectionKey[] = [
  'legal_seat',
  'contacts',
  'postal_address',
  'delivery_place',
  'agency',
  'emails',
  'invoicing',
  'bank',
  'terms',
];
