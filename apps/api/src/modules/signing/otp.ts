import { randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNING } from '@portal/contracts';
import { sha256 } from '../../lib/crypto';

/** A 6-digit one-time code from the CSPRNG, zero-padded. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** SIGNING.otpDigits)).padStart(SIGNING.otpDigits, '0');
}

/**
 * Codes are stored hashed and salted with the link's token hash, so a code's hash is useless
 * for any other request, and a read of the table does not give the codes away at a glance.
 */
export const otpHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);

export function otpMatches(stored: string, tokenHash: string, code: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(otpHash(tokenHash, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const OTP_TTL_MS = SIGNING.otpTtlMinutes * 60_000;

/** `ma***@example.it`: enough for the signer to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}
