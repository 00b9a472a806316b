import { z } from 'zod';
import { addressInputSchema } from './address';
import { LIMITS } from './limits';
import {
  DISCOUNT,
  FIXED_DAYS,
  ibanBankCodes,
  isItalianTaxCode,
  isValidIban,
  isValidSdiCode,
  normalizeIban,
  SDI_NO_CODE,
} from './sheet-field-rules';
import { dateOrEmptySchema, emailSchema, hasVisibleText, idSchema, isItalianVatNumber, textSchema } from './validation';

/**
 * Client sheets: the fields and their validation, a lenient draft schema and the complete one
 * used for signature.
 */

// Draft schema: typed and lenient (anything may be missing, nothing may be of the wrong type)

const text = (max = 200) => textSchema().trim().max(max, 'validation.tooLong');
/** A required text must show something: only zero-width or other invisible characters is empty. */
const visible = (schema: ReturnType<typeof text>) =>
  schema.refine((v) => v === '' || hasVisibleText(v), 'validation.required');
const opt = (max = 200) => text(max).optional();

const addressDraft = addressInputSchema({
  required: false,
  postalCode: 10,
  province: { max: 2, message: 'validation.provinceLength' },
  country: 'draft',
});
const otherAddressDraft = addressDraft.extend({ same_as_legal_seat: z.boolean().optional() });

export const sheetFieldsDraftSchema = z.object({
  legal_seat: addressDraft.extend({ company_name: visible(text(200).min(1, 'validation.required')) }),
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

const required = (max = 200) => visible(text(max).min(1, 'validation.required'));
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

const addressComplete = addressInputSchema({
  required: true,
  postalCode: 10,
  province: { max: 50, message: 'validation.tooLong' },
  country: 'upper',
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
    ...addressInputSchema({
      required: false,
      postalCode: 10,
      province: { max: 50, message: 'validation.tooLong' },
      country: 'draft',
    }).shape,
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
