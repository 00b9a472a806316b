import { translate } from '@portal/contracts/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { requestLanguage } from './i18n';

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
};

const BY_STATUS: Record<number, string> = {
  401: 'errors.sessionExpired',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

const UNIQUE_VIOLATION = '23505';

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
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      fields[field] ??= request.t(issue.message?.includes('.') ? issue.message : 'validation.invalidType');
    }
    return { status: 400, key: 'errors.validation', message: Object.values(fields), fields };
  }
  // A unique index caught what a check let through (two requests at once): the data changed.
  if (databaseCode(error) === UNIQUE_VIOLATION) {
    return { status: 409, key: 'errors.conflict', message: request.t('errors.conflict') };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
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
