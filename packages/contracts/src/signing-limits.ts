/**
 * Signing a client sheet by e-mail link (PRODUCT.md §4). Limits are written once here and
 * used by the public signing page and the API. Without zod, so the signing page can read them
 * before it needs the schemas (signing.ts builds those from these limits).
 */
export const SIGNING = {
  otpDigits: 6,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  /** A new code can be asked for once this many seconds have passed since the last one. */
  otpResendSeconds: 60,
  /** Codes one link may send in all, against mail bombing through a leaked link. */
  otpMaxPerLink: 10,
  /** The drawn signature's PNG data URL, in characters (about 150 kB of image). */
  drawnMaxChars: 200_000,
  signerNameMin: 2,
  signerNameMax: 120,
  declineReasonMax: 1000,
} as const;
