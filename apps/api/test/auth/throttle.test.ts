import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/app';

/** LOGIN_MAX_FAILURES = 3: the fourth wrong password for one account waits; 12 per address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3, loginWindowMs: 10 * 60_000 });
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/${lang}/v1.0/auth/login`,
    payload: { username, password },
    remoteAddress: ip,
  });

describe('login throttling', () => {
  it('makes an account wait after LOGIN_MAX_FAILURES wrong passwords, even with the right one', async () => {
    for (let i = 0; i < 3; i++) expect((await login('sales', 'Wrong-2026!', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('sales', 'Portal-2026!', '10.1.0.9', 'it');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      args: { error: { key: 'errors.tooManyRequests', message: 'Troppi tentativi, riprova tra 10 minuti' } },
    });
    // Other accounts are not affected.
    expect((await login('agent', 'Portal-2026!', '10.1.0.9')).statusCode).toBe(200);
  });

  it('cannot be bypassed with concurrent attempts', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login('agent2', 'Wrong-2026!', `10.2.0.${i}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('forgets the failures of an account after a successful login', async () => {
    for (let i = 0; i < 2; i++) await login('customer', 'Wrong-2026!', '10.3.0.1');
    expect((await login('customer', 'Portal-2026!', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('customer', 'Wrong-2026!', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('customer', 'Portal-2026!', '10.3.0.1')).statusCode).toBe(200);
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
          error: { key: 'errors.tooManyRequests', message: 'Demasiados intentos, inténtalo de nuevo en 1 minutos' },
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
