import { z } from 'zod';
import { REGISTRATION_KINDS } from './auth';
import { listQuerySchema } from './lists';
import { userTypeSchema } from './roles';
import { idSchema, integerSchema, requiredString } from './validation';

export const userRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  agency: z.string().nullable(),
  customer: z.string().nullable(),
  language: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListQuerySchema = listQuerySchema.extend({
  userType: integerSchema(1, 4).optional(),
  disabled: z.enum(['true', 'false']).optional(),
});

export const setUserDisabledSchema = z.object({ disabled: z.boolean() });

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** What of a reseller's request may differ from the company its customer code names. */
export const CLAIM_DIFFERENCES = ['company_name', 'vat_number', 'country'] as const;
export type ClaimDifference = (typeof CLAIM_DIFFERENCES)[number];

/**
 * A reseller's customer code is only a claim: the live retailer company it names (null when none
 * does), beside what the registrant typed, for the approver to judge before attaching the account.
 */
export const customerClaimSchema = z.object({
  code: z.string(),
  client: z
    .object({
      id: z.number().int(),
      code: z.string(),
      company_name: z.string(),
      vat_number: z.string().nullable(),
      agency: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  differences: z.array(z.enum(CLAIM_DIFFERENCES)),
});
export type CustomerClaim = z.infer<typeof customerClaimSchema>;

export const registrationRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  company_name: z.string().nullable(),
  user_type: z.enum(REGISTRATION_KINDS),
  country: z.string(),
  city: z.string(),
  vat_number: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** Null for the press and for a reseller who gave no customer code. */
  customer_claim: customerClaimSchema.nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationListQuerySchema = listQuerySchema.extend({
  status: z.enum(REGISTRATION_STATUSES).optional(),
});

/**
 * Approval attaches the account to an existing company only when the approver says which: the
 * company the request's customer code names (`customer_claim.client.id`). Without it the approval
 * creates a company of the registrant's own.
 */
export const approveRegistrationSchema = z.object({ client_id: idSchema.optional() });
export type ApproveRegistration = z.infer<typeof approveRegistrationSchema>;

export const rejectRegistrationSchema = z.object({ reason: requiredString(1000) });

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxRowSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** The id of the message's template, as stored. */
  template: z.string(),
  /** The template's name in the reader's language (`<module>.mail.<name>.label`); the id when no module declares it. */
  template_label: z.string(),
  language: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  /** Links and codes meant for the recipient alone are masked in what this reader gets. */
  masked: z.boolean(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxListQuerySchema = listQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES).optional(),
});

export const outboxDetailSchema = outboxRowSchema.extend({ text: z.string(), html: z.string() });

/**
 * How the outbox screen reads: `smtp` false means e-mail is not being delivered (the messages
 * stay here); `secrets_visible` whether this reader gets links and codes in full (admin, and only
 * while nothing is delivered).
 */
export const outboxDeliverySchema = z.object({ smtp: z.boolean(), secrets_visible: z.boolean() });
export type OutboxDelivery = z.infer<typeof outboxDeliverySchema>;
