/**
 * A failure the client should see. `key` is a message key of the shared catalogue
 * (`errors.notFound`), translated once by the error handler into the request's language.
 */
export class AppError extends Error {
  /** Seconds the client should wait before trying again (a `Retry-After` header on a 429). */
  readonly retryAfter: number | undefined;
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    options: { retryAfter?: number } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.retryAfter = options.retryAfter;
  }
}

export const notFound = () => new AppError(404, 'errors.notFound');
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const conflict = (key = 'errors.conflict') => new AppError(409, key);
export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);
