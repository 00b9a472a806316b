import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/crypto';
import { createTestApp, type TestApp } from '../helpers/app';

// The auth guard reuses a resolved session for a moment (SESSION_CACHE_MS): what this process
// changes must still end a session at once; what changes behind its back, within that moment.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 400 });
});
afterAll(() => t.close());

const me = (token: string) => t.call({ method: 'GET', url: '/en/v1.0/auth/me', token });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the session cache', () => {
  it('ends a session at once on logout, though it was just read', async () => {
    const token = await t.login('agent2');
    expect((await me(token)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/en/v1.0/auth/logout', token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a user at once when an admin disables them, though their session was just read', async () => {
    const admin = await t.login('admin');
    const agent = await t.login('agent');
    expect((await me(agent)).status).toBe(200);
    const rows = await t.database.db.execute(sql`select id from users where username = 'agent'`);
    const id = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const url = `/en/v1.0/admin/users/${id}/disabled`;
    expect((await t.call({ method: 'PUT', url, token: admin, payload: { disabled: true } })).status).toBe(200);
    expect((await me(agent)).status).toBe(401);
    expect((await t.call({ method: 'PUT', url, token: admin, payload: { disabled: false } })).status).toBe(200);
  });

  it('ends the other sessions at once on a password change', async () => {
    const other = await t.login('sales');
    const current = await t.login('sales');
    expect((await me(other)).status).toBe(200);
    const changed = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/change-password',
      token: current,
      payload: { old_password: 'Portal-2026!', password: 'Cache-Test-26!', password_confirmation: 'Cache-Test-26!' },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
  });

  it('sees a session revoked behind its back once the moment has passed', async () => {
    const token = await t.login('customer');
    expect((await me(token)).status).toBe(200);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${sha256(token)}`);
    await wait(450);
    expect((await me(token)).status).toBe(401);
  });

  it('never keeps a session past its own expiry', async () => {
    const long = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const token = await long.login('agent2');
      await long.database.db.execute(
        sql`update sessions set expires_at = now() + interval '300 milliseconds' where token_hash = ${sha256(token)}`,
      );
      expect((await long.call({ method: 'GET', url: '/en/v1.0/auth/me', token })).status).toBe(200);
      await wait(400);
      expect((await long.call({ method: 'GET', url: '/en/v1.0/auth/me', token })).status).toBe(401);
    } finally {
      await long.close();
    }
  });
  it('keeps the cached sessions across a write that cannot change one, and forgets them on any other', async () => {
    const long = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const call = (token: string) => long.call({ method: 'GET', url: '/en/v1.0/auth/me', token });
      const admin = await long.login('admin');
      const agent = await long.login('agent');
      expect((await call(agent)).status).toBe(200);
      await long.database.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${sha256(agent)}`);
      // Deciding a material request (keepsSessions) leaves the agent's session as it was read.
      const pending = await long.call({
        method: 'GET',
        url: '/en/v2.0/materiali/request-agencies/1?status=pending',
        token: admin,
      });
      const { id, quantity } = pending.body.args.response.rows[0] as { id: number; quantity: number };
      const decided = await long.call({
        method: 'POST',
        url: `/en/v2.0/richieste-agenti/${id}`,
        token: admin,
        payload: { status: 'rejected', quantity, reason: 'Test' },
      });
      expect(decided.status).toBe(200);
      expect((await call(agent)).status).toBe(200);
      // Any other write forgets every cached session: the revocation shows at once.
      const other = await long.login('sales');
      expect((await long.call({ method: 'POST', url: '/en/v1.0/auth/logout', token: other })).status).toBe(200);
      expect((await call(agent)).status).toBe(401);
    } finally {
      await long.close();
    }
  });
});
