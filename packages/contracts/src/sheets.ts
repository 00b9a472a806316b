import { z } from 'zod';
import { countryName, languageSchema } from './languages';
import { LIMITS } from './limits';
import { SHEET_SECTIONS } from './sheet-sections';
import { CLIENT_STATUSES, SHEET_ACTIONS, SHEET_STATUSES } from './sheet-states';
import { dateOrEmptySchema, emailSchema, idSchema, isItalianVatNumber, textSchema } from './validation';

export * from './sheet-states';

/**
 * Client sheets (schede cliente, spec §2, PRODUCT.md §4): the fields and their validation (a lenient
 * draft schema and the complete one used for signature); the state machine is in sheet-states.ts.
 * Messages are keys of the shared catalogue.
 */

export const sheetStatusSchema = z.enum(SHEET_STATUSES);

// ---------------------------------------------------------------------------------------------
// Field rules, written once

/** ISO 13616 lengths of the countries our clients bank in; others need 15 to 34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  IE: 22,
  IT: 27,
  LU: 20,
  MC: 27,
  MT: 31,
  NL: 18,
  PL: 28,
  PT: 25,
  SI: 19,
  SM: 27,
  VA: 22,
};

export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** IBAN: country, two check digits and the account, with the mod-97 check of ISO 7064. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  if (iban.startsWith('IT') || iban.startsWith('SM')) {
    // CIN letter, ABI and CAB digits, 12-character account.
    if (!/^[A-Z]{2}\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(iban)) return false;
  }
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** ABI and CAB as written in an Italian IBAN (positions 6-10 and 11-15). */
export function ibanBankCodes(value: string): { abi: string; cab: string } | null {
  const iban = normalizeIban(value);
  if (!/^(IT|SM)\d{2}[A-Z]\d{10}/.test(iban)) return null;
  return { abi: iban.slice(5, 10), cab: iban.slice(10, 15) };
}

const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** The check letter of a 16-character personal tax code (codice fiscale), from its first 15. */
export function taxCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i] ?? '';
    if (i % 2 === 0) sum += ODD_VALUES[ch] ?? 0;
    else sum += /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

// Omocodia replaces digits with L M N P Q R S T U V.
const PERSONAL_TAX_CODE = /^[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/;

/** Tax code: a person's 16-character code with its check letter, or a company's 11 digits. */
export function isItalianTaxCode(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (/^\d{11}$/.test(v)) return isItalianVatNumber(v);
  return PERSONAL_TAX_CODE.test(v) && taxCodeCheckLetter(v.slice(0, 15)) === v[15];
}

/** SDI recipient code: 7 characters; 0000000 means "deliver to the certified e-mail". */
export const SDI_NO_CODE = '0000000';
export const isValidSdiCode = (value: string) => /^[A-Z0-9]{7}$/.test(value.trim().toUpperCase());

/** One or more cascading discounts, e.g. `50` or `50+10` or `12,5`. */
const DISCOUNT = /^\d{1,2}([.,]\d{1,2})?(\+\d{1,2}([.,]\d{1,2})?)*$/;
/** Fixed payment days of the month, e.g. `10` or `10,25`. */
const FIXED_DAYS = /^(0?[1-9]|[12]\d|3[01])(\s*[,;]\s*(0?[1-9]|[12]\d|3[01]))*$/;

// ---------------------------------------------------------------------------------------------
// Draft schema: typed and lenient (anything may be missing, nothing may be of the wrong type)

const text = (max = 200) => textSchema().trim().max(max, 'validation.tooLong');
const opt = (max = 200) => text(max).optional();

const addressDraft = z.object({
  address: opt(),
  city: opt(100),
  postal_code: opt(10),
  province: textSchema()
    .trim()
    .max(2, 'validation.provinceLength')
    .optional()
    .transform((v) => v?.toUpperCase()),
  country: opt(2).transform((v) => v?.toUpperCase()),
});
const otherAddressDraft = addressDraft.extend({ same_as_legal_seat: z.boolean().optional() });

export const sheetFieldsDraftSchema = z.object({
  legal_seat: addressDraft.extend({ company_name: text(200).min(1, 'validation.required') }),
  postal_address: otherAddressDraft.optional(),
  delivery_place: otherAddressDraft.extend({ notes: opt(500) }).optional(),
  agency: z.object({ agency_id: idSchema.optional(), agent: opt(100) }).optional(),
  contacts: z
    .object({ vat_number: opt(20), tax_code: opt(16), phone: opt(30), mobile: opt(30), fax: opt(30) })
    .optional(),
  emails: z.object({ administrative: opt(254), commercial: opt(254), management: opt(254), pec: opt(254) }).optional(),
  invoicing: z.object({ sdi_code: opt(7).transform((v) => v?.toUpperCase()) }).optional(),
  bank: z.object({ bank_name: opt(120), abi: opt(5), cab: opt(5), iban: opt(40) }).optional(),
  terms: z
    .object({
      payment_terms: opt(200),
      discount: opt(40),
      fixed_days: opt(40),
      notes: opt(2000),
      activation_date: dateOrEmptySchema.optional(),
    })
    .optional(),
});
export type SheetFieldsDraft = z.infer<typeof sheetFieldsDraftSchema>;
export type SheetFields = SheetFieldsDraft;

// ---------------------------------------------------------------------------------------------
// Complete schema: what save-for-signature requires

const required = (max = 200) => text(max).min(1, 'validation.required');
const EMAIL = z.email();
const PHONE = /^\+?[\d\s/.-]{6,30}$/;
/** Optional e-mail: empty or a valid address (a refine keeps the precise message). */
export const optionalEmailSchema = text(254)
  .refine((v) => v === '' || EMAIL.safeParse(v).success, 'validation.invalidEmail')
  .optional();
const optionalEmail = optionalEmailSchema;
const optionalPhone = text(30)
  .refine((v) => v === '' || PHONE.test(v), 'validation.phone')
  .optional();

const addressComplete = z.object({
  address: required(),
  city: required(100),
  postal_code: required(10),
  province: text(50)
    .transform((v) => v.toUpperCase())
    .optional(),
  country: required(2)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'validation.country')),
});

/** Italian addresses need a 5-digit postal code and a 2-letter province. */
function checkItalianAddress(
  value: { country?: string; postal_code?: string; province?: string },
  ctx: z.RefinementCtx,
  path: (string | number)[],
  { province = true } = {},
) {
  if (province) checkProvince(value, ctx, path);
  if (value.country !== 'IT') return;
  if (value.postal_code !== undefined && !/^\d{5}$/.test(value.postal_code)) {
    ctx.addIssue({ code: 'custom', path: [...path, 'postal_code'], message: 'validation.postalCode' });
  }
}

/** An Italian (or not yet chosen) country needs a province: missing is "required", else 2 letters. */
function checkProvince(
  value: { country?: unknown; province?: unknown },
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const country = typeof value.country === 'string' ? value.country.trim().toUpperCase() : '';
  const province = typeof value.province === 'string' ? value.province.trim() : '';
  if (country !== '' && country !== 'IT') return;
  if (province === '') {
    ctx.addIssue({ code: 'custom', path: [...path, 'province'], message: 'validation.required' });
  } else if (country === 'IT' && province.length !== LIMITS.provinceLength) {
    ctx.addIssue({ code: 'custom', path: [...path, 'province'], message: 'validation.provinceLength' });
  }
}

/** Postal address and delivery place: either "same as the legal seat" or a full address. */
const otherAddressComplete = z
  .object({
    same_as_legal_seat: z.boolean().optional(),
    address: opt(),
    city: opt(100),
    postal_code: opt(10),
    province: opt(50).transform((v) => v?.toUpperCase()),
    country: opt(2).transform((v) => v?.toUpperCase()),
    notes: opt(500),
  })
  .superRefine((a, ctx) => {
    if (a.same_as_legal_seat) return;
    for (const key of ['address', 'city', 'postal_code', 'country'] as const) {
      if (!a[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
    }
    checkItalianAddress(a, ctx, []);
  });

const fiveDigits = textSchema()
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d+$/, 'validation.numericOnly')
  .length(5, 'sheets.validation.fiveDigits');

export const sheetFieldsCompleteSchema = z
  .object({
    legal_seat: addressComplete.extend({ company_name: required(200) }),
    postal_address: otherAddressComplete.default({ same_as_legal_seat: true, province: undefined, country: undefined }),
    delivery_place: otherAddressComplete.default({ same_as_legal_seat: true, province: undefined, country: undefined }),
    agency: z
      .object({ agency_id: idSchema.optional(), agent: opt(100) })
      // The id's own message would say "enter a valid number" for an agency not chosen yet.
      .refine((a) => a.agency_id !== undefined, { path: ['agency_id'], message: 'validation.required' }),
    contacts: z.object({
      vat_number: required(20).transform((v) => v.toUpperCase().replace(/\s+/g, '')),
      tax_code: required(16)
        .transform((v) => v.toUpperCase())
        .refine(isItalianTaxCode, 'validation.taxCode'),
      phone: required(30).regex(PHONE, 'validation.phone'),
      mobile: optionalPhone,
      fax: optionalPhone,
    }),
    emails: z.object({
      administrative: emailSchema,
      commercial: optionalEmail,
      management: optionalEmail,
      pec: optionalEmail,
    }),
    invoicing: z.object({
      sdi_code: required(7)
        .transform((v) => v.toUpperCase())
        .refine(isValidSdiCode, 'validation.sdiCode'),
    }),
    bank: z.object({
      bank_name: required(120),
      abi: fiveDigits,
      cab: fiveDigits,
      iban: required(40).transform(normalizeIban).refine(isValidIban, 'validation.iban'),
    }),
    terms: z.object({
      payment_terms: required(200),
      discount: text(40)
        .refine((v) => v === '' || DISCOUNT.test(v), 'sheets.validation.discount')
        .optional(),
      fixed_days: text(40)
        .refine((v) => v === '' || FIXED_DAYS.test(v), 'sheets.validation.fixedDays')
        .optional(),
      notes: opt(2000),
      activation_date: dateOrEmptySchema.optional(),
    }),
  })
  // The legal seat's province is checked even when other fields are missing (an empty new sheet
  // flags it with the rest), so it runs apart from the checks below, which need a whole sheet.
  .superRefine(
    (s, ctx) => {
      const seat = (s as { legal_seat?: unknown }).legal_seat;
      if (seat && typeof seat === 'object') checkProvince(seat, ctx, ['legal_seat']);
    },
    { when: () => true },
  )
  .superRefine((s, ctx) => {
    checkItalianAddress(s.legal_seat, ctx, ['legal_seat'], { province: false });
    if (s.legal_seat.country === 'IT' && !isItalianVatNumber(s.contacts.vat_number)) {
      ctx.addIssue({ code: 'custom', path: ['contacts', 'vat_number'], message: 'validation.vatNumber' });
    }
    if (s.invoicing.sdi_code === SDI_NO_CODE && !s.emails.pec) {
      ctx.addIssue({ code: 'custom', path: ['emails', 'pec'], message: 'sheets.validation.pecRequired' });
    }
    const codes = ibanBankCodes(s.bank.iban);
    if (codes && /^\d{5}$/.test(s.bank.abi) && codes.abi !== s.bank.abi) {
      ctx.addIssue({ code: 'custom', path: ['bank', 'abi'], message: 'sheets.validation.abiMismatch' });
    }
    if (codes && /^\d{5}$/.test(s.bank.cab) && codes.cab !== s.bank.cab) {
      ctx.addIssue({ code: 'custom', path: ['bank', 'cab'], message: 'sheets.validation.cabMismatch' });
    }
  });
export type SheetFieldsComplete = z.infer<typeof sheetFieldsCompleteSchema>;

// ---------------------------------------------------------------------------------------------
// Requests and responses

/** POST {admin|agencies}/schede/client-set[/{id}]. */
export const SHEET_SET_ACTIONS = ['save', 'save_for_signature', 'send', 'revision', 'renew'] as const;
export type SheetSetAction = (typeof SHEET_SET_ACTIONS)[number];

export const sheetSetRequestSchema = z
  .object({
    /** Omitted: `is_edited: false` means save for signature, anything else a draft save. */
    action: z.enum(SHEET_SET_ACTIONS).optional(),
    is_edited: z.boolean().optional(),
    scheda_fields: sheetFieldsDraftSchema.optional(),
    'signature-email': optionalEmailSchema,
    /** Language of the signing e-mail and page; the request's language when omitted. */
    language: languageSchema.optional(),
    /** The revision note sent back to the agent. */
    note: textSchema().trim().max(2000, 'validation.tooLong').optional(),
  })
  .transform((body, ctx) => {
    const action: SheetSetAction = body.action ?? (body.is_edited === false ? 'save_for_signature' : 'save');
    let complete: SheetFieldsComplete | undefined;
    if (body.scheda_fields && (action === 'save_for_signature' || action === 'send')) {
      const result = sheetFieldsCompleteSchema.safeParse(body.scheda_fields);
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', path: ['scheda_fields', ...issue.path], message: issue.message });
        }
        return z.NEVER;
      }
      complete = result.data;
    }
    if ((action === 'save' || action === 'save_for_signature') && !body.scheda_fields) {
      ctx.addIssue({ code: 'custom', path: ['scheda_fields'], message: 'validation.required' });
      return z.NEVER;
    }
    if (action === 'revision' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'sheets.errors.revisionNoteRequired' });
      return z.NEVER;
    }
    return {
      action,
      fields: (complete ?? body.scheda_fields) as SheetFieldsDraft | undefined,
      signatureEmail: body['signature-email'] || undefined,
      language: body.language,
      note: body.note,
    };
  });
export type SheetSetRequest = z.input<typeof sheetSetRequestSchema>;

export const sheetSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: sheetStatusSchema,
  status_label: z.string(),
  is_edited: z.boolean(),
  signature_email: z.string().nullable(),
  revision_note: z.string().nullable(),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SheetSummary = z.infer<typeof sheetSummarySchema>;

export const signRequestSummarySchema = z.object({
  id: z.number().int(),
  status: z.string(),
  email: z.string(),
  language: z.string(),
  expires_at: z.string(),
  reminders_sent: z.number().int(),
  last_reminder_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});

/** GET {admin|agencies}/schede/client-form[/{id}]. */
export const sheetFormResponseSchema = z.object({
  client: z
    .object({
      id: z.number().int(),
      code: z.string().nullable(),
      company_name: z.string(),
      status: z.enum(CLIENT_STATUSES),
      agency: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  sheet: sheetSummarySchema.nullable(),
  /** The stored fields (SheetFieldsDraft shape; prefilled from the client when there is no sheet). */
  scheda_fields: z.record(z.string(), z.unknown()),
  versions: z.array(sheetSummarySchema),
  sign_request: signRequestSummarySchema.nullable(),
  /** What this user may do now: the buttons to show. */
  actions: z.array(z.enum(SHEET_ACTIONS)),
  /** Agencies a new client may be assigned to (staff: all; agent: their own). */
  agencies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SheetFormResponse = z.infer<typeof sheetFormResponseSchema>;

export const sheetSetResponseSchema = z.object({
  message: z.string(),
  client_id: z.number().int(),
  sheet: sheetSummarySchema,
});
export type SheetSetResponse = z.infer<typeof sheetSetResponseSchema>;

/** GET admin/schede/status-clients/{id}: every version with its signing history. */
export const sheetHistoryResponseSchema = z.object({
  client_id: z.number().int(),
  company_name: z.string(),
  versions: z.array(
    sheetSummarySchema.extend({
      sign_requests: z.array(
        signRequestSummarySchema.extend({
          events: z.array(z.object({ event: z.string(), created_at: z.string(), ip: z.string().nullable() })),
        }),
      ),
    }),
  ),
});

/** POST admin/schede/status-clients/{id}: a state change without editing the fields. */
export const sheetStatusActionSchema = z
  .object({
    action: z.enum(['send', 'revision', 'confirm', 'renew']),
    note: textSchema().trim().max(2000, 'validation.tooLong').optional(),
    'signature-email': optionalEmailSchema,
    language: languageSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'revision' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'sheets.errors.revisionNoteRequired' });
    }
  });

/** Sections of a sheet with localized labels and printable values (PDF, signing page). */
export type SheetSection = { key: string; label: string; fields: { key: string; label: string; value: string }[] };

// The sections' order is zod-free (sheet-sections.ts): the signing page reads it without the schemas.
export { SHEET_SECTIONS } from './sheet-sections';

/**
 * The sheet as labelled sections, in the reader's language: the form, the read-only page and
 * both PDFs read it. `t` translates a catalogue key; `agencyName` fills the agency section,
 * whose stored value is only an id; countries are named in `language`, not shown as codes.
 */
export function sheetSections(
  fields: SheetFieldsDraft | Record<string, unknown>,
  t: (key: string) => string,
  agencyName: string | null | undefined,
  language: string,
): SheetSection[] {
  const data = fields as Record<string, Record<string, unknown> | undefined>;
  return SHEET_SECTIONS.map(({ key, fields: names }) => {
    const section = data[key] ?? {};
    const same = section.same_as_legal_seat === true;
    return {
      key,
      label: t(`sheets.sections.${key}`),
      fields: names
        .filter((name) => !(same && name !== 'same_as_legal_seat' && name !== 'notes'))
        .map((name) => {
          const raw = name === 'agency_name' ? agencyName : section[name];
          const text = typeof raw === 'boolean' ? t(raw ? 'sheets.yes' : 'sheets.no') : raw == null ? '' : String(raw);
          const value = name === 'country' && text ? countryName(text, language) : text;
          return { key: name, label: t(`sheets.fields.${name}`), value };
        }),
    };
  });
}

/** Fields the complete schema requires, as `section.field` (forms and the blank sheet mark them). */
export const SHEET_REQUIRED_FIELDS: readonly string[] = [
  'legal_seat.company_name',
  'legal_seat.address',
  'legal_seat.postal_code',
  'legal_seat.city',
  'legal_seat.province',
  'legal_seat.country',
  'contacts.vat_number',
  'contacts.tax_code',
  'contacts.phone',
  'agency.agency_name',
  'emails.administrative',
  'invoicing.sdi_code',
  'bank.bank_name',
  'bank.abi',
  'bank.cab',
  'bank.iban',
  'terms.payment_terms',
];
