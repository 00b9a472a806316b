import { clearSession, getToken } from './auth-storage';
import { envelopeCode, errorDetails, errorMessage, fileNameFrom, parseBody } from './envelope';
import { currentLanguage, i18n } from './i18n';
import { notifyError } from './notify';

export type ApiVersion = 'v1.0' | 'v2.0';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  version?: ApiVersion;
  signal?: AbortSignal;
  /** Statuses the caller shows itself: no toast for them. */
  quiet?: readonly number[];
  /** Headers of the call itself (the order form's `Idempotency-Key`). */
  headers?: Record<string, string>;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly key?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Statuses of a record that is not there or not the user's: the screen says "not found", no toast. */
export const MISSING: readonly number[] = [403, 404];

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && MISSING.includes(error.status);
}

/** `/{lang}/{version}/{path}?{query}`, with the interface language (PRODUCT.md §3). */
export function apiUrl(path: string, version: ApiVersion = 'v1.0', query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return `/${currentLanguage()}/${version}/${path.replace(/^\//, '')}${search}`;
}

/** No timeout (spec §9): the browser's own limits apply. */
async function send(path: string, options: RequestOptions): Promise<{ response: Response; tokenSent: boolean }> {
  const token = getToken();
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (token) headers['access-token'] = token;
  // A FormData body (an upload) sets its own multipart content type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(apiUrl(path, options.version, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
    return { response, tokenSent: Boolean(token) };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    const message = i18n.t('notices.network');
    notifyError(message, 'network');
    throw new ApiError(0, message);
  }
}

/** Turns a failed answer into an ApiError, after the 401 and toast rules of spec §8. */
function failure(response: Response, text: string, options: RequestOptions, tokenSent: boolean): ApiError {
  const body = parseBody(text);
  const code = envelopeCode(body, response.status);
  const { key, fields } = errorDetails(body);
  // A 401 on a call that carried a token means the session is gone; without one (a wrong
  // password at login) it is an ordinary error with the server's message.
  if (code === 401 && tokenSent) {
    clearSession('expired');
    const message = i18n.t('errors.sessionExpired');
    notifyError(message, 'session-expired');
    return new ApiError(401, message, key ?? 'errors.sessionExpired');
  }
  const message = errorMessage(body, text, response.statusText, response.status);
  if (!options.quiet?.includes(code)) notifyError(message);
  return new ApiError(code, message, key, fields);
}

/** Calls the API and unwraps `args.response`; success is HTTP 200-299 (spec §9). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, tokenSent } = await send(path, options);
  const text = await response.text();
  if (!response.ok) throw failure(response, text, options, tokenSent);
  const body = parseBody(text) as { code?: number; args?: { response?: T } } | undefined;
  if (body?.code !== undefined && body.code >= 400) throw failure(response, text, options, tokenSent);
  return body?.args?.response as T;
}

/** Downloads a file; a failing download answers the JSON envelope, whose message is shown (spec §8). */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const { response, tokenSent } = await send(path, options);
  if (!response.ok) throw failure(response, await response.text(), options, tokenSent);
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Saves a downloaded file through a temporary link. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
