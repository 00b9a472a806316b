import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/crypto';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string, lang = 'en') => t.call({ method: 'GET', url: `/${lang}/v1.0/auth/me`, token });
const userId = async (username: string) => {
  const rows = await t.database.db.execute(sql`select id from users where username = ${username}`);
  return Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
};

describe('token expiry and revocation', () => {
  it('keeps several sessions of one user apart and ends only the one logged out', async () => {
    const a = await t.login('agent2');
    const b = await t.login('agent2');
    expect(a).not.toBe(b);
    expect((await t.call({ method: 'POST', url: '/it/v1.0/auth/logout', token: a })).body).toEqual({
      code: 200,
      args: { response: { message: 'Disconnesso' } },
    });
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(200);
    // A second logout with the same token is a 401: the token no longer opens anything.
    expect((await t.call({ method: 'POST', url: '/en/v1.0/auth/logout', token: a })).status).toBe(401);
  });

  it('expires a token after SESSION_TTL and only that one', async () => {
    const old = await t.login('customer');
    const fresh = await t.login('customer');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${sha256(old)}`,
    );
    expect(await me(old, 'es')).toMatchObject({
      status: 401,
      body: { code: 401, args: { error: { message: 'Sesión caducada' } } },
    });
    expect((await me(fresh)).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('sales');
    const found = await t.database.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token}`);
    expect((found as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('ignores an over-long token instead of failing', async () => {
    expect((await me('x'.repeat(5000))).status).toBe(401);
  });

  it('ends the tokens of a disabled user, who then cannot log in (403 userDisabled) until enabled', async () => {
    const admin = await t.login('admin');
    const agent = await t.login('agent');
    const id = await userId('agent');
    const disable = await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/users/${id}/disabled`,
      token: admin,
      payload: { disabled: true },
    });
    expect(disable.body).toEqual({ code: 200, args: { response: { message: 'User disabled' } } });
    expect((await me(agent)).status).toBe(401);
    const refused = await t.call({
      method: 'POST',
      url: '/fr/v1.0/auth/login',
      payload: { username: 'agent', password: 'Portal-2026!' },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 403, args: { error: { key: 'auth.errors.userDisabled', message: 'Ce compte est désactivé' } } },
    });
    // A disabled user with a wrong password learns nothing more than anyone else.
    const wrong = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      payload: { username: 'agent', password: 'Nope-2026!' },
    });
    expect(wrong.status).toBe(401);
    await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/users/${id}/disabled`,
      token: admin,
      payload: { disabled: false },
    });
    const back = await t.login('agent');
    expect((await me(back)).status).toBe(200);
    // The tokens issued before the user was disabled stay dead after re-enabling.
    expect((await me(agent)).status).toBe(401);
  });
});
