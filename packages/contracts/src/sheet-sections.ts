/**
 * A sheet's sections and their fields, in the order of the form (legal seat first): the form,
 * the read-only page, both PDFs (sheets.ts `sheetSections`) and the signing page read it.
 * Without zod, so the signing page can order the sheet without downloading the schemas; and
 * without sheets.ts, which reads it (sheet-sections.test.ts holds the two to the same sections).
 */
export type SheetSectionKey =
  | 'legal_seat'
  | 'contacts'
  | 'postal_address'
  | 'delivery_place'
  | 'agency'
  | 'emails'
  | 'invoicing'
  | 'bank'
  | 'terms';

export const SHEET_SECTIONS: readonly { key: SheetSectionKey; fields: readonly string[] }[] = [
  { key: 'legal_seat', fields: ['company_name', 'address', 'postal_code', 'city', 'province', 'country'] },
  { key: 'contacts', fields: ['vat_number', 'tax_code', 'phone', 'mobile', 'fax'] },
  { key: 'postal_address', fields: ['same_as_legal_seat', 'address', 'postal_code', 'city', 'province', 'country'] },
  {
    key: 'delivery_place',
    fields: ['same_as_legal_seat', 'address', 'postal_code', 'city', 'province', 'country', 'notes'],
  },
  { key: 'agency', fields: ['agency_name', 'agent'] },
  { key: 'emails', fields: ['administrative', 'commercial', 'management', 'pec'] },
  { key: 'invoicing', fields: ['sdi_code'] },
  { key: 'bank', fields: ['bank_name', 'abi', 'cab', 'iban'] },
  { key: 'terms', fields: ['payment_terms', 'discount', 'fixed_days', 'activation_date', 'notes'] },
];
