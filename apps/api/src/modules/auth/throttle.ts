import { isIPv4, isIPv6 } from 'node:net';
import type { Language } from '@portal/contracts';
import { clearCounter, clearCounters, hitCounter, readCounters, releaseCounter, setCounter } from '../../db/counters';
import type { DbOrTx } from '../../db/index';
import { AppError } from '../../lib/errors';

/**
 * Login throttling, kept in `rate_limits` so every instance sees it. Nothing locks an account:
 *
 * - `login:try:{user}:{address}`: attempts of one address for one account, counted before the
 *   password is checked (parallel attempts cannot slip through), at most `maxFailures` in the
 *   window; a right password clears it.
 * - `login:user:{user}`: the account's failures from anywhere, remembered until `window` after
 *   the last one. From `maxFailures` on, every address that fails for the account waits before
 *   its next try (`login:wait:{user}:{address}`): 1 s, 2 s, 4 s … doubling with each failure of
 *   the account, up to the window. A brute force spread over many addresses gets one try per
 *   address and then ever longer waits.
 * - An address that has not failed for the account is never made to wait by the others, nor is
 *   one that signed in to it before (`login:known:{user}:{address}`, 30 days): the real user
 *   gets in while someone else is guessing.
 * - `login:ip:{address}`: failures of one address over all accounts, four times as many.
 *
 * IPv6 addresses count by their /64, which one subscriber usually holds whole.
 */
export type ThrottleConfig = { loginMaxFailures: number; loginWindowMs: number };

const KNOWN_ADDRESS_MS = 30 * 86_400_000;

/** The address a counter is kept for: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The wait before the next try of an address that failed, given the account's failures. */
export const waitMs = (failures: number, config: ThrottleConfig) =>
  failures < config.loginMaxFailures
    ? 0
    : Math.min(config.loginWindowMs, 1000 * 2 ** (failures - config.loginMaxFailures));

const LOCALE: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

/** "30 seconds", "10 minuti": the wait in the reader's language, rounded up. */
export function formatWait(ms: number, lang: Language): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(LOCALE[lang], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

function refuse(key: string, until: Date, lang: Language): AppError {
  const ms = Math.max(1000, until.getTime() - Date.now());
  const retryAfter = Math.ceil(ms / 1000);
  return key === 'auth.errors.loginWait'
    ? new AppError(429, key, { wait: formatWait(ms, lang) }, { retryAfter })
    : new AppError(429, key, { minutes: Math.ceil(ms / 60_000) }, { retryAfter });
}

export function loginThrottle(db: DbOrTx, config: ThrottleConfig, username: string, ip: string, lang: Language) {
  const user = username.toLowerCase();
  const address = addressKey(ip);
  const keys = {
    tries: `login:try:${user}:${address}`,
    wait: `login:wait:${user}:${address}`,
    known: `login:known:${user}:${address}`,
    account: `login:user:${user}`,
    address: `login:ip:${address}`,
  };
  return {
    /** Before the password is checked: throws a 429 when this address must wait. */
    async admit() {
      const tries = await hitCounter(db, keys.tries, config.loginWindowMs);
      if (tries.count > config.loginMaxFailures) throw refuse('auth.errors.loginWait', tries.resetAt, lang);
      const live = await readCounters(db, [keys.wait, keys.known]);
      const wait = live.get(keys.wait);
      if (wait && !live.has(keys.known)) throw refuse('auth.errors.loginWait', wait.resetAt, lang);
      const all = await hitCounter(db, keys.address, config.loginWindowMs);
      if (all.count > config.loginMaxFailures * 4) throw refuse('errors.tooManyRequests', all.resetAt, lang);
    },
    /** A wrong password: the account's failures grow, and so does this address's wait. */
    async failed() {
      const account = await hitCounter(db, keys.account, config.loginWindowMs, { sliding: true });
      const ms = waitMs(account.count, config);
      if (ms > 0) await setCounter(db, keys.wait, 1, ms);
    },
    /** The right password: this address is known to the account and starts afresh. */
    async succeeded() {
      await clearCounter(db, keys.tries);
      await clearCounter(db, keys.wait);
      await releaseCounter(db, keys.address);
      await setCounter(db, keys.known, 1, KNOWN_ADDRESS_MS);
    },
  };
}

/**
 * After a password reset (the owner of the mailbox chose a new password) no address waits for
 * the account any more; its failure count stays, so a guesser that goes on is slowed at once.
 */
export async function forgetLoginWaits(db: DbOrTx, username: string) {
  const user = username.toLowerCase();
  await clearCounters(db, `login:try:${user}:`);
  await clearCounters(db, `login:wait:${user}:`);
}
