import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * LOGIN_MAX_FAILURES = 3, LOGIN_WINDOW_MINUTES = 10, behind a proxy (TRUST_PROXY): the client's
 * address is the one X-Forwarded-For names. An address may fail 3 times per account in the
 * window; once an account has 3 failures (from anywhere), every address that fails for it waits
 * 1 s, 2 s, 4 s … up to the window before its next try. An address with no failure for the
 * account, or that signed in to it before, is never made to wait by other addresses' failures.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3, loginWindowMs: 10 * 60_000, trustProxy: true });
});
afterAll(() => t.close());

const WINDOW_SECONDS = 600;
const login = (username: string, password: string, ip = '10.0.0.1', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/${lang}/v1.0/auth/login`,
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('login throttling without lock-out', () => {
  it('50 wrong passwords for admin from one address do not stop admin signing in from another', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await login('admin', 'Wrong-2026!', '203.0.113.7')).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.slice(3).every((c) => c === 429)).toBe(true);

    // The attacker's address is refused, even with the right password, in its language.
    const refused = await login('admin', 'Portal-2026!', '203.0.113.7', 'it');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      args: {
        error: {
          key: 'auth.errors.loginWait',
          message:
            'Troppe password errate per questo account dalla tua rete. Riprova tra 10 minuti o reimposta la password.',
        },
      },
    });
    expect(retryAfter(refused)).toBeGreaterThan(WINDOW_SECONDS - 10);
    expect(retryAfter(refused)).toBeLessThanOrEqual(WINDOW_SECONDS);
    for (const [lang, text] of [
      [
        'en',
        'Too many wrong passwords for this account from your network. Try again in 10 minutes or reset your password.',
      ],
      [
        'fr',
        'Trop de mots de passe erronés pour ce compte depuis votre réseau. Réessayez dans 10 minutes ou réinitialisez votre mot de passe.',
      ],
      [
        'es',
        'Demasiadas contraseñas incorrectas para esta cuenta desde su red. Inténtelo de nuevo en 10 minutos o restablezca su contraseña.',
      ],
    ] as const) {
      expect((await login('admin', 'Portal-2026!', '203.0.113.7', lang)).json().args.error.message).toBe(text);
    }

    // The real admin, from the office, gets in at once.
    const office = await login('admin', 'Portal-2026!', '198.51.100.20');
    expect(office.statusCode).toBe(200);
    expect(office.json().args.response.user.username).toBe('admin');
  });

  it('cannot be bypassed with concurrent attempts from one address', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => login('agent2', 'Wrong-2026!', '10.2.0.1')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect((await login('agent2', 'Portal-2026!', '10.2.0.2')).statusCode).toBe(200);
  });

  it('slows a brute force spread over 100 addresses with a wait that grows', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 100; i++) {
      const ip = `100.64.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      // A new address always gets its try…
      expect((await login('sales', 'Wrong-2026!', ip)).statusCode).toBe(401);
      // …and then waits, longer and longer as the account collects failures.
      const again = await login('sales', 'Wrong-2026!', ip);
      waits.push(again.statusCode === 429 ? retryAfter(again) : 0);
    }
    // The first failures cost nothing (a user who mistypes is not slowed)…
    expect(waits[0]).toBe(0);
    // …then the wait doubles up to the window, and stays there.
    const slowed = waits.filter((w) => w > 0);
    expect(slowed.length).toBeGreaterThan(90);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);
    expect(slowed[0]).toBeLessThanOrEqual(2);
    expect(slowed[3]).toBeGreaterThan(slowed[0] as number);
    expect(waits.at(-1)).toBeGreaterThan(WINDOW_SECONDS - 10);

    // A failed address that tries again after its wait: on PostgreSQL time, not a clock in the app.
    await t.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'login:wait:sales:100.64.0.99'`,
    );
    expect((await login('sales', 'Portal-2026!', '100.64.0.99')).statusCode).toBe(200);
    // Nobody else is locked out: a new address, and the sales user's usual one.
    expect((await login('sales', 'Portal-2026!', '198.51.100.30')).statusCode).toBe(200);
  });

  it('lets an address that signed in before through the account’s wait', async () => {
    expect((await login('customer', 'Portal-2026!', '192.0.2.10')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await login('customer', 'Wrong-2026!', `100.65.0.${i + 1}`);
    // The known address mistypes once, then gets in without waiting.
    expect((await login('customer', 'Wrong-2026!', '192.0.2.10')).statusCode).toBe(401);
    expect((await login('customer', 'Portal-2026!', '192.0.2.10')).statusCode).toBe(200);
    // An address that failed for the account waits, with the right password too.
    expect((await login('customer', 'Portal-2026!', '100.65.0.20')).statusCode).toBe(429);
  });

  it('forgets the failures of an address after it signs in', async () => {
    for (let i = 0; i < 2; i++) await login('agent', 'Wrong-2026!', '10.3.0.1');
    expect((await login('agent', 'Portal-2026!', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('agent', 'Wrong-2026!', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('agent', 'Portal-2026!', '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login('someone', 'Wrong-2026!', `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login('someone', 'Wrong-2026!', '2001:db8:1:2::ff')).statusCode).toBe(429);
    expect((await login('someone', 'Wrong-2026!', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('makes an address wait after four times as many failures over many user names', async () => {
    for (let i = 0; i < 12; i++) expect((await login(`ghost${i}`, 'Wrong-2026!', '10.4.0.1')).statusCode).toBe(401);
    const blocked = await login('admin', 'Portal-2026!', '10.4.0.1', 'fr');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().args.error.message).toBe('Trop de tentatives, réessayez dans 10 minutes');
    expect((await login('admin', 'Portal-2026!', '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('auth rate limit (@fastify/rate-limit with the database store)', () => {
  it('holds across two app instances sharing one database', async () => {
    const config = { ...t.config, authRateLimitPerMinute: 4 };
    const one = await buildApp({ config, database: t.database, logger: false });
    const two = await buildApp({ config, database: t.database, logger: false });
    try {
      const forgot = (app: typeof one, lang: string) =>
        app.inject({
          method: 'POST',
          url: `/${lang}/v1.0/auth/forgot-password`,
          payload: { email: 'nobody@nowhere.example' },
          remoteAddress: '10.9.9.9',
        });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await forgot(i % 2 ? two : one, 'en')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200]);
      const blocked = await forgot(two, 'es');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 429,
        args: {
          error: { key: 'errors.tooManyRequests', message: 'Demasiados intentos, inténtelo de nuevo en 1 minutos' },
        },
      });
      expect((await forgot(one, 'en')).statusCode).toBe(429);
      // Another address is counted apart.
      const other = await one.inject({
        method: 'POST',
        url: '/en/v1.0/auth/forgot-password',
        payload: { email: 'nobody@nowhere.example' },
        remoteAddress: '10.9.9.10',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
