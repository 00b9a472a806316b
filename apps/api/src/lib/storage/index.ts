import type { Readable } from 'node:stream';

/**
 * Where files live (attachments, images, downloads, signed PDFs, labels). Callers use keys such
 * as `sheets/12/signed-v2.pdf`; the local folder is the default, an S3-compatible store can
 * implement the same interface without touching callers.
 */
export type Storage = {
  put(key: string, data: Buffer | Uint8Array | string): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
};

/** Keys are relative paths of plain segments: no `..`, no absolute paths. */
export function assertKey(key: string): string {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}
