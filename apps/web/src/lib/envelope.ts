/** Reading the API envelope (PRODUCT.md §3), kept free of browser APIs so it is unit-tested. */
export type ErrorBody = {
  code?: number;
  args?: { error?: { message?: string | string[]; key?: string; fields?: Record<string, string> } };
};

export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Body code when the body is an envelope, otherwise the HTTP status. */
export function envelopeCode(body: unknown, httpStatus: number): number {
  const code = (body as ErrorBody | undefined)?.code;
  return typeof code === 'number' ? code : httpStatus;
}

/**
 * Spec §8: args.error.message (the first one if a list), then the HTTP error body, then the
 * status text.
 */
export function errorMessage(body: unknown, text: string, statusText: string, status: number): string {
  const message = (body as ErrorBody | undefined)?.args?.error?.message;
  if (Array.isArray(message) && typeof message[0] === 'string' && message[0]) return message[0];
  if (typeof message === 'string' && message) return message;
  const plain = text.trim();
  if (plain && !plain.startsWith('<')) return plain.slice(0, 300);
  return statusText || `HTTP ${status}`;
}

export function errorDetails(body: unknown): { key?: string; fields?: Record<string, string> } {
  const error = (body as ErrorBody | undefined)?.args?.error;
  return { key: error?.key, fields: error?.fields };
}

/** `attachment; filename*=UTF-8''…` or `filename="…"`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}
