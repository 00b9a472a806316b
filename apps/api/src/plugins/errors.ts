import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { FALLBACK_LANGUAGE, isLanguage } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { pathLanguage, requestLanguage } from './i18n';

type Failure = {
  status: number;
  message: string | string[];
  key: string;
  fields?: Record<string, string>;
  retryAfter?: number;
};

/** Fastify's own client errors, by code, mapped to catalogue keys. */
const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.malformedJson'],
  FST_REQ_FILE_TOO_LARGE: [413, 'validation.fileTooLarge'],
  FST_PARTS_LIMIT: [413, 'errors.payloadTooLarge'],
  FST_FILES_LIMIT: [413, 'errors.payloadTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_MP_PREMATURE_CLOSE: [400, 'errors.malformedUpload'],
  FST_PROTO_VIOLATION: [400, 'errors.malformedUpload'],
  // The web app's files (one wildcard route): an address that could never name a file.
  FST_STATIC_FORBIDDEN_PATH: [404, 'errors.routeNotFound'],
};

/**
 * What busboy, the parser under @fastify/multipart, throws on a body it cannot read: no boundary
 * in the content type, a boundary over 256 characters, a body cut before its closing boundary or
 * not multipart at all. Its errors carry no `code`, so they are known by their text.
 */
const MALFORMED_MULTIPART = new Set([
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'Part terminated early due to unexpected end of multipart data',
  'Preamble terminated early due to unexpected end of multipart data',
  'The needle cannot be an empty String/Buffer.',
  'The needle cannot have a length bigger than 256.',
  'Unsupported Content-Type.',
  'Missing Content-Type-header.',
]);

const BY_STATUS: Record<number, string> = {
  401: 'errors.sessionExpired',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

const UNIQUE_VIOLATION = '23505';
/**
 * Two transactions that waited on each other (a deadlock, 40P01) or a snapshot that could not be
 * kept (40001): the database rolled this one back whole, so nothing is half-written; the data
 * changed under the request, and sending it again works.
 */
const CONCURRENT_CHANGE = new Set(['40P01', '40001']);
/**
 * A row written against one that is no longer there (a foreign key, 23503): deleted meanwhile by
 * another request (a promotion deleted while a customer adheres), after this one had read it. The
 * transaction rolled back whole; it is the data that changed. Logged as a warning: without a race
 * it is a check a service lacks.
 */
const FOREIGN_KEY_VIOLATION = '23503';
/**
 * A value the database refused: a NUL or a character it cannot encode (22021, 22P05), a number
 * out of range (22003), text that is not of the column's type (22P02), a day the calendar lacks
 * or a date it cannot read (22008, 22007). The shared schemas refuse these first; this is the
 * safety net of a rule still missing, so it is logged as a warning.
 */
const BAD_VALUE = new Set(['22021', '22P05', '22003', '22P02', '22008', '22007']);

/** The SQLSTATE of a database error, also when Drizzle wraps it (`cause`). */
function databaseCode(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function describe(error: FastifyError, request: FastifyRequest): Failure {
  if (error instanceof AppError) {
    return {
      status: error.status,
      key: error.key,
      message: request.t(error.key, error.params),
      retryAfter: error.retryAfter,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = request.t(issue.message?.includes('.') ? issue.message : 'validation.invalidType');
      // A field the schema does not take is named itself, not the object holding it.
      const unknown = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
      const names = unknown?.length
        ? unknown.map((key) => (path ? `${path}.${key}` : key))
        : [path || error.validationContext || 'body'];
      for (const field of names) fields[field] ??= message;
    }
    return { status: 400, key: 'errors.validation', message: Object.values(fields), fields };
  }
  // A unique index caught what a check let through (two requests at once): the data changed.
  if (databaseCode(error) === UNIQUE_VIOLATION || CONCURRENT_CHANGE.has(databaseCode(error) ?? '')) {
    return { status: 409, key: 'errors.conflict', message: request.t('errors.conflict') };
  }
  const code = databaseCode(error);
  if (code === FOREIGN_KEY_VIOLATION) {
    request.log.warn({ err: error, reqId: request.id }, 'a row named by the write is gone (deleted meanwhile?)');
    return { status: 409, key: 'errors.conflict', message: request.t('errors.conflict') };
  }
  if (code && BAD_VALUE.has(code)) {
    request.log.warn({ err: error, reqId: request.id }, 'the database refused a value: a schema rule is missing');
    return { status: 400, key: 'errors.invalidInput', message: request.t('errors.invalidInput') };
  }
  const known = error.code
    ? FASTIFY_ERRORS[error.code]
    : MALFORMED_MULTIPART.has(error.message)
      ? ([400, 'errors.malformedUpload'] as const)
      : undefined;
  if (known) return { status: known[0], key: known[1], message: request.t(known[1]) };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = BY_STATUS[status] ?? 'errors.validation';
    return { status, key, message: request.t(key, { minutes: 1 }) };
  }
  return { status: 500, key: 'errors.internal', message: request.t('errors.internal') };
}

export function sendFailure(reply: FastifyReply, failure: Failure) {
  if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
  return reply
    .code(failure.status)
    .type('application/json; charset=utf-8')
    .send({
      code: failure.status,
      args: { error: { message: failure.message, key: failure.key, fields: failure.fields } },
    });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, a path
 * parameter over `maxParamLength`) is answered before any hook runs, so the language is taken
 * here. Without it Fastify would answer its own, non-envelope JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: error.code, status }, 'request refused');
  return sendFailure(reply, {
    status,
    key: 'errors.badUrl',
    message: translate(requestLanguage(request), 'errors.badUrl'),
  });
}

const REQUEST_LINE = /^[A-Z]+ (\/[^ ]*)/;

/** The language of a raw request's `/{lang}/…` path, when its first bytes are there; else English. */
function rawLanguage(raw: Buffer | undefined) {
  const path = raw && REQUEST_LINE.exec(raw.subarray(0, 64).toString('latin1'))?.[1];
  const lang = path ? pathLanguage(path) : undefined;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

/** Whether the request line (the URL) rather than the headers made the request too large. */
function requestLineTooLong(raw: Buffer | undefined) {
  const end = raw ? raw.indexOf('\r\n') : -1;
  return !raw || end === -1 || (REQUEST_LINE.test(raw.subarray(0, 16).toString('latin1')) && end > 8 * 1024);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request,
 * a URL or headers over `maxHeaderSize` (16 kB), a malformed request, a timeout. Without it the
 * answer is Node's bare 431 or 400; here it is the envelope. The error carries the bytes being
 * parsed (`rawPacket`): the URL's language when they begin the request, and whether the request
 * line ended (its headers are too large, 431) or not (its URL is too long, 414).
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Typed by Fastify as its JSON form; Node gives the Buffer itself.
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
  const [status, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? requestLineTooLong(raw)
        ? [414, 'errors.urlTooLong']
        : [431, 'errors.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.requestTimeout']
        : [400, 'errors.badRequest'];
  this.log.info({ code: error.code, status }, 'request refused');
  const body = JSON.stringify({ code: status, args: { error: { message: translate(rawLanguage(raw), key), key } } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error handler: client errors in the request's language, 5xx logged and never detailed. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure = describe(error, request);
      if (failure.status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
      else request.log.info({ code: failure.key, status: failure.status }, 'request refused');
      return sendFailure(reply, failure);
    });
  },
  { name: 'errors' },
);
