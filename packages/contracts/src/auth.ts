import { z } from 'zod';
import { addressInputSchema } from './address';
import { languageSchema } from './languages';
import { LIMITS } from './limits';
import { userTypeSchema } from './roles';
import {
  consentSchema,
  customerCodeSchema,
  emailSchema,
  isItalianVatNumber,
  optionalString,
  passwordSchema,
  requiredString,
  textSchema,
} from './validation';

export const loginRequestSchema = z.object({
  username: requiredString(100),
  password: textSchema().min(1, 'validation.required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  userId: z.number().int(),
  userType: userTypeSchema,
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  language: languageSchema,
  agency: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer: z
    .object({ id: z.number().int(), name: z.string(), code: z.string().nullable(), press: z.boolean() })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Spec §3 registration user types. */
export const REGISTRATION_KINDS = ['it_reseller', 'foreign_reseller', 'press'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

const passwordPair = {
  password: passwordSchema,
  password_confirmation: textSchema().min(1, 'validation.required'),
};
function passwordsMatch(v: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.passwordsMismatch' });
  }
}

export const registerRequestSchema = z
  .object({
    username: requiredString(50).regex(/^[A-Za-z0-9._@-]{3,50}$/, 'validation.username'),
    name: requiredString(100),
    surname: requiredString(100),
    company_name: optionalString(200),
    vat_number: requiredString(30),
    email: emailSchema,
    phone: requiredString(30).regex(/^[+\d][\d\s./-]{5,}$/, 'validation.phone'),
    fax: optionalString(30),
    user_type: z.enum(REGISTRATION_KINDS, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalidType',
    }),
    ...addressInputSchema({
      required: true,
      postalCode: 12,
      province: { max: 10, message: 'validation.provinceLength' },
      country: 'exact',
    }).shape,
    customer_code: z.union([customerCodeSchema, z.literal('')]).optional(),
    magazine: optionalString(200),
    language: languageSchema.optional(),
    privacy: consentSchema,
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when some fields already failed, so the form shows every problem at once.
      const v = value as Partial<Record<keyof typeof value, unknown>>;
      const str = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.user_type !== 'press' && !str(v.company_name)) issue('company_name', 'validation.required');
      if (v.user_type === 'press' && !str(v.magazine)) issue('magazine', 'validation.required');
      // A customer code names a retailer company; the press never joins one.
      if (v.user_type === 'press' && str(v.customer_code))
        issue('customer_code', 'registrations.errors.pressCustomerCode');
      if (v.country === 'IT') {
        if (!str(v.province)) issue('province', 'validation.required');
        else if (str(v.province).length !== LIMITS.provinceLength) issue('province', 'validation.provinceLength');
        if (str(v.postal_code) && !/^\d{5}$/.test(str(v.postal_code))) issue('postal_code', 'validation.postalCode');
        if (v.user_type === 'it_reseller' && str(v.vat_number) && !isItalianVatNumber(str(v.vat_number))) {
          issue('vat_number', 'validation.vatNumber');
        }
      }
      if (v.user_type === 'it_reseller' && v.country && v.country !== 'IT') issue('country', 'validation.countryItaly');
      if (v.user_type === 'foreign_reseller' && v.country === 'IT') issue('country', 'validation.countryForeign');
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({ token: requiredString(200), ...passwordPair })
  .superRefine(passwordsMatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    old_password: textSchema().min(1, 'validation.required').max(200),
    ...passwordPair,
  })
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({ language: languageSchema });
