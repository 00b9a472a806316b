import type { Readable } from 'node:stream';
import { AppError, notFound } from '../errors';

/**
 * Where files live (attachments, images, downloads, signed PDFs, labels). Callers use keys such
 * as `sheets/12/signed-v2.pdf`. Three backends (`select.ts`): a local folder (PGlite, one
 * instance), PostgreSQL's own tables (`DATABASE_URL`: every instance sees the same files) or an
 * S3-compatible object store (`S3_BUCKET`). A write is seen whole or not at all: a failed one
 * leaves the key as it was.
 */
export type Storage = {
  /** `local`, `postgres` or `s3:<bucket>`: for logs and the carry-over's mark. */
  readonly name: string;
  put(key: string, data: Buffer | Uint8Array | string): Promise<void>;
  /** Writes the stream's bytes as they come, never the whole file in memory. */
  putStream(key: string, data: Readable | AsyncIterable<Uint8Array>): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The file's bytes as they are read; `range` is inclusive on both ends, as Node's files. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  /** The keys that start with `prefix` (`materials/12/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  remove(key: string): Promise<void>;
  /** Lets go of connections (the app's `onClose`). */
  close(): Promise<void>;
};

/** Keys are relative paths of plain segments: no `..`, no absolute paths. */
export function assertKey(key: string): string {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

/** A file that is not there: the same `code` as Node's own, so callers treat every backend alike. */
export function missingFile(key: string): Error {
  return Object.assign(new Error(`no stored file: ${key}`), { code: 'ENOENT' });
}

/**
 * The store cannot be reached (an object store that is down or refuses the portal's keys): a 503
 * in the request's language. Only requests that need a file fail; the rest of the portal answers.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, 'errors.storageUnavailable');
    this.cause = cause;
  }
}

/**
 * For callers that answer "not found" when a file is missing: a store that is down is still a
 * 503, not a missing file.
 */
export function unlessUnavailable<T>(fallback: T) {
  return (error: unknown): T => {
    if (error instanceof StorageUnavailableError) throw error;
    return fallback;
  };
}

/** A file the data names but the store lacks is a 404, not a failure of the portal. */
export function readOrNotFound(storage: Storage, key: string): Promise<Buffer> {
  return storage.read(key).catch((error: unknown) => {
    throw (error as { code?: unknown }).code === 'ENOENT' ? notFound() : error;
  });
}

/** The bytes of `data` as one Uint8Array (a string as UTF-8). */
export function bytesOf(data: Buffer | Uint8Array | string): Uint8Array {
  return typeof data === 'string' ? Buffer.from(data) : data;
}
