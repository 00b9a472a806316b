import { z } from 'zod';
import { addressSchema } from './address';
import { SIGNING } from './signing-limits';
import { textSchema } from './validation';

// The limits are zod-free (signing-limits.ts): the signing page reads them before the schemas.
export { SIGNING } from './signing-limits';

export const SIGN_EVENTS = [
  'sent',
  'reminded',
  'opened',
  'accepted',
  'otp_sent',
  'otp_failed',
  'otp_verified',
  'signed',
  'declined',
  'expired',
  'revoked',
] as const;
export type SignEventName = (typeof SIGN_EVENTS)[number];

export const signTokenParamsSchema = z.object({ signToken: textSchema().min(20).max(100) });

export const signAcceptSchema = z.object({
  sheet: z.literal(true, { error: 'signing.errors.mustAccept' }),
  privacy: z.literal(true, { error: 'signing.errors.mustAccept' }),
  conditions: z.literal(true, { error: 'signing.errors.mustAccept' }),
});
export type SignAccept = z.infer<typeof signAcceptSchema>;

const otpCodeSchema = textSchema().regex(/^\d{6}$/, { error: 'signing.errors.codeFormat' });
export const signVerifySchema = z.object({ code: otpCodeSchema });

const signerNameSchema = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .min(SIGNING.signerNameMin, { error: 'validation.tooShort' })
  .max(SIGNING.signerNameMax, { error: 'validation.tooLong' });

export const signatureSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    data: textSchema()
      .max(SIGNING.drawnMaxChars, { error: 'signing.errors.signatureTooLarge' })
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'signing.errors.signatureInvalid' }),
  }),
  z.object({ kind: z.literal('typed'), data: signerNameSchema }),
]);
export type Signature = z.infer<typeof signatureSchema>;

export const signSubmitSchema = z.object({
  code: otpCodeSchema,
  signer_name: signerNameSchema,
  signature: signatureSchema,
});
export type SignSubmit = z.infer<typeof signSubmitSchema>;

export const signDeclineSchema = z.object({
  reason: textSchema({ error: 'signing.errors.reasonRequired' })
    .trim()
    .min(1, { error: 'signing.errors.reasonRequired' })
    .max(SIGNING.declineReasonMax, { error: 'validation.tooLong' }),
});

const legalTextSchema = z.object({ title: z.string(), version: z.string(), body: z.array(z.string()) });

const readSectionSchema = z.object({
  key: z.string(),
  label: z.string(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
});

/** What the engine signs (a sign request names one): a client sheet, or a customer's adhesion to a promotion. */
export const SIGN_KINDS = ['sheet', 'adhesion'] as const;
export type SignKind = (typeof SIGN_KINDS)[number];

/**
 * What the public signing page shows (GET sign/{signToken}): `sheet` for a client sheet,
 * `adhesion` for a promotion adhesion (the other is null), the texts accepted with it, the state.
 */
export const signViewSchema = z.object({
  status: z.literal('open'),
  kind: z.enum(SIGN_KINDS),
  language: z.string(),
  expires_at: z.string(),
  signer: z.object({ email_masked: z.string() }),
  adhesion: z
    .object({
      promotion: z.string(),
      company_name: z.string(),
      sections: z.array(readSectionSchema),
    })
    .nullable(),
  sheet: z
    .object({
      version: z.number().int(),
      client: z.object({
        company_name: z.string(),
        code: z.string().nullable(),
        vat_number: z.string().nullable(),
        tax_code: z.string().nullable(),
        ...addressSchema.shape,
      }),
      agency: z.string().nullable(),
      sections: z.array(readSectionSchema),
    })
    .nullable(),
  texts: z.object({ privacy: legalTextSchema, conditions: legalTextSchema }),
  state: z.object({
    terms_accepted: z.boolean(),
    code_sent: z.boolean(),
    code_expires_at: z.string().nullable(),
    code_attempts_left: z.number().int(),
    /** Seconds before another code may be asked for; 0 when it may be now. */
    code_resend_in: z.number().int(),
    verified: z.boolean(),
  }),
  /** SHA-256 of the document in this language, the one accepting and signing refer to. */
  document_sha256: z.string(),
});
export type SignView = z.infer<typeof signViewSchema>;

export const signStepResponseSchema = z.object({ message: z.string() });
export const signOtpResponseSchema = z.object({
  message: z.string(),
  expires_at: z.string(),
  email_masked: z.string(),
});
export const signDoneResponseSchema = z.object({
  message: z.string(),
  signed_at: z.string(),
  document_sha256: z.string(),
});

export const signEventRowSchema = z.object({
  id: z.number().int(),
  sign_request_id: z.number().int(),
  event: z.string(),
  label: z.string(),
  created_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export const signEventsResponseSchema = z.object({ rows: z.array(signEventRowSchema) });
export type SignEventRow = z.infer<typeof signEventRowSchema>;
