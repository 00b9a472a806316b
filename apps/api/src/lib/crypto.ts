import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: access tokens and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
