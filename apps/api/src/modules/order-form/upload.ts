import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  isStorableText,
  ORDER_FORM_ATTACHMENT_TYPES,
  ORDER_FORM_LIMITS,
  ORDER_FORM_PARTS,
  type OrderFormAttachmentType,
  orderFormRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { discardBytes, type StagedFile, stageFile } from '../files/index';

export const OWNER_DOMAIN = 'order-form';
export const ownerOf = (orderId: number) => ({ domain: OWNER_DOMAIN, key: orderId });

/** The JSON part, read and checked: the draft's rules (a complete order's are the service's). */
export type OrderPart = z.output<typeof orderFormRequestSchema>;

/**
 * A field error of the JSON part, answered as the route schemas' are (`fields` by the field's
 * path, without the `fields.` the part nests them under), in the request's language.
 */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string; code?: string }[]) {
  const error = new Error('validation') as Error & { validation: unknown[]; statusCode: number };
  error.statusCode = 400;
  error.validation = issues.map((issue) => {
    const path = issue.path[0] === 'fields' ? issue.path.slice(1) : issue.path;
    return {
      [Symbol.for('ZodFastifySchemaValidationError')]: true,
      keyword: issue.code ?? 'custom',
      instancePath: `/${path.map(String).join('/')}`,
      schemaPath: '#',
      message: issue.message,
      params: {},
    };
  });
  return error;
}

/**
 * Reads the `order` part: JSON text, then `orderFormRequestSchema`. A part typed
 * `application/json` (as a `FormData` Blob may be) comes already parsed by the multipart reader.
 */
export function readOrderPart(value: unknown): OrderPart {
  let json: unknown = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      throw badRequest('errors.malformedJson');
    }
  } else if (value === null || typeof value !== 'object') throw badRequest('orderForm.errors.noOrderPart');
  const parsed = orderFormRequestSchema.safeParse(json);
  if (!parsed.success) throw fieldErrors(parsed.error.issues);
  return parsed.data;
}

/**
 * A DXF drawing: text, so no magic number; ASCII DXF begins with the group code 0 and `SECTION`
 * (spaces and a byte-order mark allowed), binary DXF with its own signature.
 */
export function isDxf(head: Buffer): boolean {
  if (head.subarray(0, 22).toString('latin1') === 'AutoCAD Binary DXF\r\n\u001a\u0000') return true;
  const text = head
    .subarray(0, 64)
    .toString('latin1')
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  return /^\s*0\s*\r?\n\s*SECTION\s*\r?\n/.test(text);
}

/**
 * A download name the database and a header can hold: control characters, bidirectional controls
 * (that would disguise the extension) and unpaired surrogates go.
 */
export function attachmentName(filename: string | undefined, index: number, ext: string): string {
  const cleaned = (filename ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, ORDER_FORM_LIMITS.attachmentName);
  return cleaned && isStorableText(cleaned) ? cleaned : `attachment-${index + 1}.${ext}`;
}

/** The part's bytes as they come; its first bytes kept for the DXF check; over 9 MB is refused. */
function limited(part: MultipartFile, head: { bytes: Buffer }) {
  return (async function* () {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (head.bytes.length < 64) head.bytes = Buffer.concat([head.bytes, chunk.subarray(0, 64)]);
      yield chunk;
    }
    if (part.file.truncated) throw new AppError(413, 'validation.fileTooLarge');
  })();
}

/** Stages one attachment; a type not in `ORDER_FORM_ATTACHMENT_TYPES` or an empty file is refused (its bytes go). */
async function stageAttachment(app: FastifyInstance, part: MultipartFile, orderId: number, userId: number, n: number) {
  const head = { bytes: Buffer.alloc(0) };
  const staged = await stageFile(app, {
    owner: ownerOf(orderId),
    name: part.filename || `attachment-${n + 1}`,
    data: limited(part, head),
    createdBy: userId,
  });
  if (staged.type === 'application/octet-stream' && isDxf(head.bytes)) staged.type = 'image/vnd.dxf';
  const ext = ORDER_FORM_ATTACHMENT_TYPES[staged.type as OrderFormAttachmentType];
  const name = part.filename ?? '';
  if (staged.size === 0 || !ext) {
    await discardBytes(app, [staged.storageKey]).catch(() => undefined);
    const shown = attachmentName(name, n, 'bin');
    throw badRequest(staged.size === 0 ? 'orderForm.errors.emptyFile' : 'orderForm.errors.fileType', { name: shown });
  }
  staged.name = attachmentName(name, n, ext);
  return staged;
}

/**
 * Reads `send-request`'s multipart body: the `order` part first, then each file part, written to
 * the store as it arrives (never whole in memory) under the order's id. `beforeFiles` runs once the
 * order part is read, before any byte of a file is stored (who may write this order, its state).
 * On any failure the bytes already written go, and the error is thrown.
 */
export async function readSendRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  beforeFiles: (order: OrderPart) => Promise<number>,
): Promise<{ order: OrderPart; orderId: number; staged: StagedFile[] }> {
  if (!request.isMultipart()) throw new AppError(415, 'errors.unsupportedMediaType');
  const staged: StagedFile[] = [];
  let order: OrderPart | undefined;
  let orderId = 0;
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname !== ORDER_FORM_PARTS.order || order) throw badRequest('validation.unexpectedField');
        order = readOrderPart(part.valueTruncated ? undefined : part.value);
        orderId = await beforeFiles(order);
        continue;
      }
      if (part.fieldname !== ORDER_FORM_PARTS.files) {
        part.file.resume();
        throw badRequest('validation.unexpectedField');
      }
      if (!order) {
        part.file.resume();
        throw badRequest('orderForm.errors.orderPartFirst');
      }
      if (order.attachments.length + staged.length >= ORDER_FORM_LIMITS.attachments) {
        part.file.resume();
        throw badRequest('orderForm.errors.tooManyFiles', { max: ORDER_FORM_LIMITS.attachments });
      }
      staged.push(await stageAttachment(app, part, orderId, userId, staged.length));
    }
    if (!order) throw badRequest('orderForm.errors.noOrderPart');
    return { order, orderId, staged };
  } catch (error) {
    await discardStaged(app, staged);
    // A part typed application/json that is not JSON (the multipart reader's own 406).
    if ((error as { code?: string }).code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest('errors.malformedJson');
    throw error;
  }
}

export const discardStaged = (app: FastifyInstance, staged: readonly StagedFile[]) =>
  discardBytes(
    app,
    staged.map((file) => file.storageKey),
  ).catch(() => undefined);

/** `Idempotency-Key`: absent, or a UUID. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  const parsed = z.uuid().safeParse(Array.isArray(value) ? value.join(',') : value.trim());
  if (!parsed.success) throw badRequest('orderForm.errors.idempotencyKey');
  return parsed.data.toLowerCase();
}
