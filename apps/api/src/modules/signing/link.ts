import { type Language, SIGNING } from '@portal/contracts';
import type { Tx } from '../../db/index';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { wordsOf } from './kinds';
import { otpMatches } from './otp';
import { findByTokenHash, insertEvent, type Signing, updateRequest } from './repository';

/** Who is calling the public link: their address, browser and page language. */
export type Caller = { ip: string; userAgent: string | null; lang: Language };

/**
 * A link that is unknown, replaced, expired or finished answers a clear 4xx; the message
 * never tells which sheet, adhesion or client the link was for.
 */
export function gate(ctx: Signing | null, now = new Date()): Signing {
  if (!ctx) throw new AppError(404, 'signing.errors.invalidLink');
  const { status, expiresAt } = ctx.request;
  const words = wordsOf(ctx.request);
  if (status === 'signed') throw new AppError(409, words.alreadySigned);
  if (status === 'declined') throw new AppError(409, words.alreadyDeclined);
  if (status === 'expired' || (status === 'open' && expiresAt <= now)) throw new AppError(410, words.linkExpired);
  // Revoked, or what it signs moved on (a sheet revised or sent again): this link is no longer the one.
  if (status !== 'open' || !ctx.subject.open) throw new AppError(410, words.linkRevoked);
  return ctx;
}

export const lockOpen = async (tx: Tx, token: string) => gate(await findByTokenHash(tx, sha256(token), true));

export function requireAccepted(ctx: Signing) {
  if (!ctx.request.termsAcceptedAt || !ctx.request.documentSha256)
    throw new AppError(409, wordsOf(ctx.request).acceptFirst);
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Checks a code against the locked request. A wrong code costs a try that must be kept even
 * though the call fails, so callers return the failure from their transaction and throw it
 * after the commit.
 */
export async function checkCode(tx: Tx, ctx: Signing, code: string, caller: Caller): Promise<Outcome<null>> {
  const r = ctx.request;
  const fail = (key: string, params?: Record<string, number>) => ({
    ok: false as const,
    error: new AppError(400, key, params),
  });
  if (!r.otpHash || !r.otpExpiresAt) return fail('signing.errors.requestCode');
  if (r.otpAttempts >= SIGNING.otpMaxAttempts) return fail('signing.errors.codeExhausted');
  if (r.otpExpiresAt <= new Date()) return fail('signing.errors.codeExpired');
  if (otpMatches(r.otpHash, r.tokenHash, code)) return { ok: true, value: null };
  const attempts = r.otpAttempts + 1;
  await updateRequest(tx, r.id, { otpAttempts: attempts });
  await insertEvent(tx, {
    signRequestId: r.id,
    event: 'otp_failed',
    ip: caller.ip,
    userAgent: caller.userAgent,
    data: { attempt: attempts },
  });
  return attempts >= SIGNING.otpMaxAttempts
    ? fail('signing.errors.codeExhausted')
    : fail('signing.errors.codeWrong', { left: SIGNING.otpMaxAttempts - attempts });
}

export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
