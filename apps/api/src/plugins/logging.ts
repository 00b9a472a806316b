import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go (a test keeps them); the process writes to stdout. */
export type LogStream = { write(line: string): void };
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * What the server log may hold (PRODUCT.md §7: no password, token, IBAN, tax or VAT number).
 * Every logger of the app is built from these options (`buildApp`), so every `log.*` call goes
 * through them:
 *
 * - errors (`err`) are written by `serializeError`, field by field from a list of safe ones:
 *   the class, the message without the values Drizzle appends (`params: …`) or PostgreSQL quotes
 *   (`invalid input syntax for type integer: "…"`), the stack frames, the SQLSTATE and the names
 *   of the table, column and constraint. Never `params`, nor PostgreSQL's `detail` ("Key
 *   (vat_number)=(…)", "Failing row contains (…)") or `where`, nor anything else an error carries;
 * - requests (`req`) by `serializeRequest`: a token-like path segment (e-mailed links, signing
 *   links, downloads) and the values of query parameters other than paging and sorting are
 *   replaced; headers are not logged;
 * - any other object logged with a secret-looking key has it censored (`redact`).
 */
const CENSORED = '[redacted]';

const SECRET_KEYS = [
  'password',
  'old_password',
  'password_confirmation',
  'token',
  'signToken',
  'code',
  'iban',
  'tax_code',
  'vat_number',
  'access-token',
  'authorization',
  'cookie',
  'params',
  'detail',
  'body',
];
const REDACT_PATHS = [
  ...SECRET_KEYS.filter((k) => k !== 'code').flatMap((k) => [`["${k}"]`, `*["${k}"]`]),
  'req.headers',
  'res.headers',
];

/** Database error fields that hold names and codes, never values. */
const SAFE_ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'statusCode',
  'key',
  'status',
] as const;

/** The message without the values a failed statement carries. */
export function safeMessage(message: string): string {
  return (
    message
      // Drizzle: "Failed query: select …\nparams: IT60X…"
      .replace(/\n\s*params:[\s\S]*$/, '')
      // PostgreSQL: invalid input syntax for type integer: "IT60X…", value out of range: "…"
      .replace(/(:\s*)"(?:[^"\\]|\\.|"")*"/g, `$1"${CENSORED}"`)
      // Key (vat_number)=(04417010962), should a message ever quote one
      .replace(/=\((?:[^()]|\([^()]*\))*\)/g, `=(${CENSORED})`)
  );
}

type Serialized = { type: string; message: string; stack?: string; cause?: Serialized } & Record<string, unknown>;

export function serializeError(error: unknown, depth = 0): Serialized {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error, message: safeMessage(String(error)) };
  }
  const e = error as Error & Record<string, unknown>;
  const type = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : (e.name ?? 'Error');
  const message = safeMessage(typeof e.message === 'string' ? e.message : '');
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: Serialized = { type, message };
  if (frames.length > 0) out.stack = [`${type}: ${message}`, ...frames].join('\n');
  for (const field of SAFE_ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // The statement itself (placeholders, not values) tells which query failed.
  if (typeof e.query === 'string') out.query = e.query;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Query parameters whose values are logged: paging and sorting, nothing a user typed. */
const PLAIN_QUERY = new Set(['page', 'pageSize', 'sort', 'order', 'status', 'lang']);
/** A path segment that looks like a token: 32 or more URL-safe characters (links carry 43). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

/** A part of the address as the router reads it: percent-decoded (undecodable: as it is). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Looks like a token, as written or as the router decodes it: `/sign/%56H01…` reaches the route
 * as the token `VH01…` (an outside tester found it logged whole).
 */
const tokenLike = (text: string) => TOKEN_SEGMENT.test(text) || TOKEN_SEGMENT.test(decoded(text));

export function safeUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path
    .split('/')
    .map((segment) => (tokenLike(segment) ? CENSORED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split(/=(.*)/s, 2);
      if (value === undefined || (PLAIN_QUERY.has(decoded(key)) && !tokenLike(value))) return pair;
      return `${key}=${CENSORED}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options of the app: level and destination from the caller, the rest from here. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: CENSORED },
    serializers: { err: serializeError as never, error: serializeError as never, req: serializeRequest as never },
  };
}
