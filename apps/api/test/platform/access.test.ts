import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoUser, type TestApp } from '../helpers/app';

/**
 * Every platform endpoint, called by each role and by an anonymous caller: who may call it
 * and what the others get. Mutating calls use an id that does not exist, so an allowed
 * caller gets past authorization (404) without changing anything.
 */
type Caller = DemoUser | 'anonymous';
const CALLERS: Caller[] = ['admin', 'sales', 'agent', 'agent2', 'customer', 'anonymous'];
const everyone = (status: number) => Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number) => ({ ...signedIn(403), admin: status });
const staff = (status: number) => ({ ...signedIn(403), admin: status, sales: status });

const strongPassword = { password: 'Another-26!', password_confirmation: 'Another-26!' };
const ENDPOINTS: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; expected: Record<Caller, number> }[] =
  [
    { method: 'GET', url: 'auth/me', expected: signedIn(200) },
    { method: 'PUT', url: 'auth/me', payload: { language: 'it' }, expected: signedIn(200) },
    {
      method: 'POST',
      url: 'auth/forgot-password',
      payload: { email: 'nobody@nowhere.example' },
      expected: everyone(200),
    },
    { method: 'GET', url: 'auth/reset-password/unknown-link', expected: everyone(400) },
    {
      method: 'POST',
      url: 'auth/reset-password',
      payload: { token: 'unknown-link', ...strongPassword },
      expected: everyone(400),
    },
    {
      method: 'POST',
      url: 'auth/change-password',
      payload: { old_password: 'Wrong-2026!', ...strongPassword },
      expected: signedIn(400),
    },
    // Validation runs after authorization: a signed-in caller reaches it, an anonymous one too (public).
    { method: 'POST', url: 'auth/register', payload: {}, expected: everyone(400) },
    { method: 'GET', url: 'admin/registrations', expected: adminOnly(200) },
    { method: 'POST', url: 'admin/registrations/999999/approve', expected: adminOnly(404) },
    { method: 'POST', url: 'admin/registrations/999999/reject', payload: { reason: 'x' }, expected: adminOnly(404) },
    { method: 'GET', url: 'admin/users', expected: adminOnly(200) },
    { method: 'PUT', url: 'admin/users/999999/disabled', payload: { disabled: true }, expected: adminOnly(404) },
    { method: 'GET', url: 'admin/outbox', expected: staff(200) },
    { method: 'GET', url: 'admin/outbox/999999', expected: staff(404) },
    { method: 'POST', url: 'admin/outbox/999999/retry', expected: staff(404) },
    { method: 'GET', url: 'admin/check-mongo-connection', expected: staff(200) },
    { method: 'GET', url: 'generic/province', expected: everyone(200) },
    { method: 'GET', url: 'generic/get-location', expected: everyone(200) },
    { method: 'GET', url: 'generic/get-location/IT', expected: everyone(200) },
    { method: 'GET', url: 'generic/legend', expected: everyone(200) },
  ];

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of CALLERS) if (user !== 'anonymous') tokens[user] = await t.login(user);
});
afterAll(() => t.close());

describe('who may call what', () => {
  it.each(ENDPOINTS)('$method $url', async ({ method, url, payload, expected }) => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS) {
      const res = await t.call({ method, url: `/en/v1.0/${url}`, payload, token: tokens[caller] });
      got[caller] = res.status;
      // Every answer is the envelope, with the HTTP status as its code.
      expect(res.body.code).toBe(res.status);
      if (res.status >= 400)
        expect(typeof res.body.args.error.message === 'string' || Array.isArray(res.body.args.error.message)).toBe(
          true,
        );
      if (res.status === 401) expect(res.body.args.error.message).toBe('Session expired');
      if (res.status === 403) expect(res.body.args.error.message).toBe('You are not allowed to do this');
    }
    expect(got).toEqual(expected);
  });

  it('answers auth/logout to each signed-in role and 401 to anonymous callers', async () => {
    for (const caller of CALLERS) {
      const res = await t.call({ method: 'POST', url: '/en/v1.0/auth/logout', token: tokens[caller] });
      expect(res.status).toBe(caller === 'anonymous' ? 401 : 200);
    }
  });

  it('answers auth/login for each role', async () => {
    for (const user of CALLERS.filter((c): c is DemoUser => c !== 'anonymous')) {
      const res = await t.call({
        method: 'POST',
        url: '/en/v1.0/auth/login',
        payload: { username: user, password: 'Portal-2026!' },
      });
      expect(res.status).toBe(200);
      expect(res.body.args.response.token).toMatch(/^[\w-]{43}$/);
    }
  });
});
