import { z } from 'zod';
import { LIMITS } from './limits';
import { listQuerySchema } from './lists';
import { idSchema, isCalendarDate, textSchema } from './validation';

/**
 * The order form (spec §3 "Order form", §5, §7 `order-form/*`; PRODUCT.md §4): an agent orders
 * furniture for one of their agency's clients, a customer for its own company. An order is a
 * draft, editable and deletable, until it is sent to the order office; then it is kept as sent.
 *
 * `POST order-form/send-request[/{id}]` is multipart (`ORDER_FORM_PARTS`): the order's fields as
 * one JSON text part `order` (`orderFormRequestSchema`), read first, then each new file as a file
 * part `files`. Attachments already stored stay when their id is in `order.attachments` and go
 * when it is not. The header `Idempotency-Key` (a UUID) makes a create safe to repeat: the same
 * key from the same user answers the order it made the first time, never a second one.
 */

/** The states of an order: a draft until the order office has it (`order-form/email/{id}`). */
export const ORDER_FORM_STATES = ['draft', 'sent'] as const;
export type OrderFormState = (typeof ORDER_FORM_STATES)[number];

/**
 * The types an attachment may have, read from its content, never from its name: drawings and
 * photos (PDF, JPEG, PNG, WebP, HEIC from phones, TIFF from scanners), CAD (DWG; DXF) and office
 * documents (DOCX, XLSX). DXF is text, so no magic number tells it: the API takes a file whose first
 * line is the DXF section marker (`0` then `SECTION`) or that starts with the binary DXF signature.
 * The old binary Office formats (DOC, XLS) share their container with installers (MSI), so they
 * are refused: the office saves them as DOCX, XLSX or PDF.
 */
export const ORDER_FORM_ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/tiff': 'tif',
  'image/vnd.dwg': 'dwg',
  'image/vnd.dxf': 'dxf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type OrderFormAttachmentType = keyof typeof ORDER_FORM_ATTACHMENT_TYPES;

/** What a file picker offers (`accept`): the same list by extension. */
export const ORDER_FORM_ACCEPT = Object.values(ORDER_FORM_ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .concat('.jpeg', '.tiff')
  .join(',');

export const ORDER_FORM_LIMITS = {
  customerCode: LIMITS.customerCodeLength,
  province: LIMITS.provinceLength,
  /** Model, finish, handle, top, carcass, plinth, feet. */
  detail: 100,
  reference: 100,
  payment: 200,
  lineDescription: 500,
  lineQuantityMax: 9999,
  lines: 50,
  attachments: 10,
  attachmentBytes: LIMITS.attachmentBytes,
  attachmentName: 200,
} as const;

/** The multipart parts of `order-form/send-request[/{id}]`. */
export const ORDER_FORM_PARTS = { order: 'order', files: 'files' } as const;

/** The order's furniture details (spec §3), each a short text. */
export const ORDER_FORM_DETAILS = ['model', 'finish', 'handle', 'top', 'carcass', 'plinth', 'feet'] as const;
export type OrderFormDetailField = (typeof ORDER_FORM_DETAILS)[number];

/** The fields a sent order must have (spec §5 "Please complete all required fields"); lines and consent too. */
export const ORDER_FORM_REQUIRED = ['customer_code', 'province', 'model', 'reference', 'order_date'] as const;

const text = (max: number) => textSchema().trim().max(max, 'validation.tooLong');

/** Empty is allowed in a draft; a value must already be right. */
const customerCode = text(ORDER_FORM_LIMITS.customerCode).refine(
  (v) => v === '' || v.length === ORDER_FORM_LIMITS.customerCode,
  'validation.customerCodeLength',
);
const province = textSchema()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'validation.provinceLength');
const day = textSchema()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), 'validation.date')
  .meta({ format: 'date' });

/**
 * A line's quantity: a whole number of pieces, given as a number or as digits ("enter only numeric
 * values" for anything else, "Enter a valid quantity" for 0 or more than the limit). Empty (null or
 * '') only in a draft.
 */
const quantity = z.union([z.number(), textSchema().trim(), z.null()]).transform((value, ctx) => {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && !/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.numericOnly' });
    return z.NEVER;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > ORDER_FORM_LIMITS.lineQuantityMax) {
    ctx.addIssue({ code: 'custom', message: Number.isInteger(n) ? 'validation.quantity' : 'validation.numericOnly' });
    return z.NEVER;
  }
  return n;
});

export const orderFormLineInputSchema = z.strictObject({
  quantity: quantity.default(null),
  description: text(ORDER_FORM_LIMITS.lineDescription).default(''),
});
export type OrderFormLineInput = z.input<typeof orderFormLineInputSchema>;

/**
 * The order's fields as a draft keeps them: every one may be empty, but what is there is right
 * (lengths, a 2-letter province, 6-character customer code, real dates, numeric quantities).
 * `client`: whom the order is for (an agent: one of their agency's clients; staff: any; a customer
 * sends none, its own company is taken).
 */
export const orderFormFieldsSchema = z.strictObject({
  client: idSchema.optional(),
  customer_code: customerCode.default(''),
  province: province.default(''),
  model: text(ORDER_FORM_LIMITS.detail).default(''),
  finish: text(ORDER_FORM_LIMITS.detail).default(''),
  handle: text(ORDER_FORM_LIMITS.detail).default(''),
  top: text(ORDER_FORM_LIMITS.detail).default(''),
  carcass: text(ORDER_FORM_LIMITS.detail).default(''),
  plinth: text(ORDER_FORM_LIMITS.detail).default(''),
  feet: text(ORDER_FORM_LIMITS.detail).default(''),
  reference: text(ORDER_FORM_LIMITS.reference).default(''),
  order_date: day.default(''),
  requested_delivery_date: day.default(''),
  payment: text(ORDER_FORM_LIMITS.payment).default(''),
  lines: z
    .array(orderFormLineInputSchema)
    .max(ORDER_FORM_LIMITS.lines, 'orderForm.validation.tooManyLines')
    .default([]),
  privacy_consent: z.boolean().default(false),
});
export type OrderFormFields = z.output<typeof orderFormFieldsSchema>;
export type OrderFormFieldsInput = z.input<typeof orderFormFieldsSchema>;

/** The rules a complete order adds to a draft's, on fields already read by `orderFormFieldsSchema`. */
export function completeOrderIssues(order: OrderFormFields): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const field of ORDER_FORM_REQUIRED) {
    if (order[field] === '') {
      const message =
        field === 'customer_code'
          ? 'validation.customerCodeLength'
          : field === 'province'
            ? 'validation.provinceLength'
            : 'validation.completeRequired';
      issues.push({ path: [field], message });
    }
  }
  if (order.lines.length === 0) issues.push({ path: ['lines'], message: 'validation.orderLines' });
  order.lines.forEach((line, i) => {
    if (line.quantity === null) issues.push({ path: ['lines', i, 'quantity'], message: 'validation.orderLines' });
    if (line.description === '') issues.push({ path: ['lines', i, 'description'], message: 'validation.orderLines' });
  });
  if (
    order.requested_delivery_date !== '' &&
    order.order_date !== '' &&
    order.requested_delivery_date < order.order_date
  )
    issues.push({ path: ['requested_delivery_date'], message: 'orderForm.validation.deliveryBeforeOrder' });
  if (!order.privacy_consent) issues.push({ path: ['privacy_consent'], message: 'validation.privacyRequired' });
  return issues;
}

/** An order that can be sent: a draft's rules plus the required fields, a line, whole lines and consent. */
export const orderFormCompleteSchema = orderFormFieldsSchema.superRefine((order, ctx) => {
  for (const issue of completeOrderIssues(order)) ctx.addIssue({ code: 'custom', ...issue });
});

/** A draft: a delivery date before the order date is still refused. */
export const orderFormDraftSchema = orderFormFieldsSchema.superRefine((order, ctx) => {
  if (
    order.requested_delivery_date !== '' &&
    order.order_date !== '' &&
    order.requested_delivery_date < order.order_date
  )
    ctx.addIssue({
      code: 'custom',
      path: ['requested_delivery_date'],
      message: 'orderForm.validation.deliveryBeforeOrder',
    });
});

const attachmentIdSchema = z.uuid({ error: 'validation.invalidType' });

/**
 * The JSON part `order` of `send-request`: the fields, whether the order is complete (`complete:
 * true` checks `orderFormCompleteSchema`, as the form does before sending; false keeps a draft with
 * what it has) and the ids of the stored attachments to keep (an update; a create has none).
 */
export const orderFormRequestSchema = z.strictObject({
  complete: z.boolean().default(false),
  fields: orderFormFieldsSchema,
  attachments: z
    .array(attachmentIdSchema)
    .max(ORDER_FORM_LIMITS.attachments, 'orderForm.errors.tooManyFiles')
    .default([]),
});
export type OrderFormRequest = z.input<typeof orderFormRequestSchema>;

/** The header that makes a create repeatable (a queued order sent again after the connection returns). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.uuid({ error: 'orderForm.errors.idempotencyKey' });

/** `send-request` answers the order's id (spec §7 `response.id`), its number and state. */
export const orderFormSavedSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_FORM_STATES),
  message: z.string(),
});
export type OrderFormSaved = z.infer<typeof orderFormSavedSchema>;

export const orderFormAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type OrderFormAttachment = z.infer<typeof orderFormAttachmentSchema>;

/** An order's number as people read it: year and sequence (`2026-000123`). */
export const orderFormNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

export const orderFormRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_FORM_STATES),
  state_label: z.string(),
  client_id: z.number().int(),
  client: z.string(),
  agency_id: z.number().int().nullable(),
  agency: z.string().nullable(),
  customer_code: z.string(),
  reference: z.string(),
  model: z.string(),
  order_date: z.string().nullable(),
  requested_delivery_date: z.string().nullable(),
  lines: z.number().int(),
  attachments: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OrderFormRow = z.infer<typeof orderFormRowSchema>;

/** The sorts the list offers, each an index walk: newest first by default. */
export const ORDER_FORM_SORTS = ['created_at', 'order_date', 'number'] as const;

/**
 * `GET order-form`: staff see every order, an agent their agency's clients', a customer its own.
 * `q`: the reference or the customer code (prefix) or the number; `from`/`to`: the order date.
 */
export const orderFormListQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  state: z.enum(ORDER_FORM_STATES).optional(),
  agency: idSchema.optional(),
  client: idSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(ORDER_FORM_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderFormListQuery = z.infer<typeof orderFormListQuerySchema>;

export const orderFormLineSchema = z.object({ quantity: z.number().int().nullable(), description: z.string() });

export const orderFormDetailSchema = orderFormRowSchema.extend({
  province: z.string(),
  finish: z.string(),
  handle: z.string(),
  top: z.string(),
  carcass: z.string(),
  plinth: z.string(),
  feet: z.string(),
  payment: z.string(),
  privacy_consent: z.boolean(),
  consent_at: z.string().nullable(),
  /** The last failure to send it to the order office (null once sent, or before any attempt). */
  send_error: z.string().nullable(),
  /** A draft can be changed and deleted; a sent order cannot. */
  editable: z.boolean(),
  order_lines: z.array(orderFormLineSchema),
  files: z.array(orderFormAttachmentSchema),
});
export type OrderFormDetail = z.infer<typeof orderFormDetailSchema>;

/** The fields of a stored order as the form edits them again. */
export function orderFormFieldsOf(detail: OrderFormDetail): OrderFormFieldsInput {
  return {
    client: detail.client_id,
    customer_code: detail.customer_code,
    province: detail.province,
    model: detail.model,
    finish: detail.finish,
    handle: detail.handle,
    top: detail.top,
    carcass: detail.carcass,
    plinth: detail.plinth,
    feet: detail.feet,
    reference: detail.reference,
    order_date: detail.order_date ?? '',
    requested_delivery_date: detail.requested_delivery_date ?? '',
    payment: detail.payment,
    lines: detail.order_lines,
    privacy_consent: detail.privacy_consent,
  };
}

export const orderFormFileParamsSchema = z.object({ id: idSchema, fileId: attachmentIdSchema });
