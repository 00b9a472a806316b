import { z } from 'zod';
import { languageSchema } from './languages';
import { LIMITS } from './limits';
import {
  optionalEmailSchema,
  type SheetFieldsComplete,
  type SheetFieldsDraft,
  sheetFieldsCompleteSchema,
  sheetFieldsDraftSchema,
} from './sheet-fields';
import { CLIENT_STATUSES, SHEET_ACTIONS, SHEET_STATUSES } from './sheet-states';
import { textSchema } from './validation';

/** Client sheets: the API's requests and responses. */

export const sheetStatusSchema = z.enum(SHEET_STATUSES);

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
    note: textSchema().trim().max(LIMITS.revisionNoteMax, 'validation.tooLong').optional(),
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
    note: textSchema().trim().max(LIMITS.revisionNoteMax, 'validation.tooLong').optional(),
    'signature-email': optionalEmailSchema,
    language: languageSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'revision' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'sheets.errors.revisionNoteRequired' });
    }
  });
