import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/crypto';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const me = (token: string) => t.call({ method: 'GET', url: '/en/v1.0/auth/me', token });
const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/en/v1.0/auth/login', payload: { username, password } });
const forgot = (email: string, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/auth/forgot-password`, payload: { email } });
const reset = (token: string, password: string, confirmation = password, lang = 'en') =>
  t.call({
    method: 'POST',
    url: `/${lang}/v1.0/auth/reset-password`,
    payload: { token, password, password_confirmation: confirmation },
  });
const outboxCount = async () => {
  const r = await t.database.db.execute(sql`select count(*)::int as n from outbox`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
};
/** Delivers what is queued and returns the reset token of the newest mail to `to`. */
async function resetTokenFor(to: string) {
  await t.app.mailer.deliverDue();
  const mail = smtp.messages.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return new URL(smtp.linkIn(mail)).searchParams.get('token') as string;
}

describe('auth/forgot-password', () => {
  it('gives the same answer for an unknown address and sends nothing', async () => {
    const before = await outboxCount();
    const unknown = await forgot('nobody@nowhere.example');
    const known = await forgot('sales@portal.example.it');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outboxCount()).toBe(before + 1);
    const sent = await t.app.mailer.deliverDue();
    expect(sent).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.filter((m) => m.to.includes('nobody@nowhere.example'))).toHaveLength(0);
  });

  it('refuses an address that is not one, field by field', async () => {
    const res = await forgot('not-an-address', 'it');
    expect(res).toMatchObject({ status: 400, body: { args: { error: { fields: { email: 'Email non valida' } } } } });
  });
});

describe('auth/reset-password', () => {
  it('sets a new password once, revokes every session and shows the link purpose before use', async () => {
    const session = await t.login('customer');
    await forgot('customer@portal.example.it');
    const token = await resetTokenFor('customer@portal.example.it');
    const peek = await t.call({ method: 'GET', url: `/en/v1.0/auth/reset-password/${token}` });
    expect(peek.body.args.response).toEqual({ purpose: 'reset', username: 'customer' });

    const res = await reset(token, 'New-Pass-2026!');
    expect(res.body).toEqual({ code: 200, args: { response: { message: 'Password set, you can sign in now' } } });
    expect((await me(session)).status).toBe(401);
    expect((await login('customer', 'Portal-2026!')).status).toBe(401);
    expect((await login('customer', 'New-Pass-2026!')).status).toBe(200);

    const again = await reset(token, 'Other-Pass-2026!', undefined, 'it');
    expect(again).toMatchObject({
      status: 400,
      body: {
        args: {
          error: { key: 'auth.errors.invalidLink', message: 'Questo link non è valido, è scaduto o è già stato usato' },
        },
      },
    });
    expect((await t.call({ method: 'GET', url: `/en/v1.0/auth/reset-password/${token}` })).status).toBe(400);
  });

  it('refuses an expired link', async () => {
    await forgot('agent2@portal.example.it');
    const token = await resetTokenFor('agent2@portal.example.it');
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );
    expect((await reset(token, 'New-Pass-2026!')).body.args.error.key).toBe('auth.errors.invalidLink');
    expect((await login('agent2', 'Portal-2026!')).status).toBe(200);
  });

  it('lets an address that was made to wait sign in once the password is reset', async () => {
    for (let i = 0; i < t.config.loginMaxFailures; i++) {
      expect((await login('agent2', 'Wrong-2026!')).status).toBe(401);
    }
    const waiting = await login('agent2', 'Portal-2026!');
    expect(waiting.status).toBe(429);
    expect(waiting.body.args.error.message).toMatch(/reset your password/);
    await forgot('agent2@portal.example.it');
    expect((await reset(await resetTokenFor('agent2@portal.example.it'), 'Agent2-Pass-26!')).status).toBe(200);
    expect((await login('agent2', 'Agent2-Pass-26!')).status).toBe(200);
  });

  it('kills every other open link once one is used', async () => {
    await forgot('sales@portal.example.it');
    const first = await resetTokenFor('sales@portal.example.it');
    await forgot('sales@portal.example.it');
    const second = await resetTokenFor('sales@portal.example.it');
    expect(first).not.toBe(second);
    expect((await reset(second, 'Second-Pass-1!')).status).toBe(200);
    expect((await reset(first, 'First-Pass-1!')).status).toBe(400);
    expect((await login('sales', 'Second-Pass-1!')).status).toBe(200);
  });

  it('checks the policy and the confirmation, and keeps the link usable after a refusal', async () => {
    await forgot('agent@portal.example.it');
    const token = await resetTokenFor('agent@portal.example.it');
    const weak = await reset(token, 'short', 'short', 'fr');
    expect(weak.status).toBe(400);
    expect(weak.body.args.error.fields.password).toMatch(/8 à 20/);
    const mismatch = await reset(token, 'Good-Pass-2026!', 'Good-Pass-2027!');
    expect(mismatch.body.args.error.fields).toEqual({ password_confirmation: 'Passwords do not match' });
    expect((await reset('not-a-real-token', 'Good-Pass-2026!')).body.args.error.key).toBe('auth.errors.invalidLink');
    expect((await reset(token, 'Good-Pass-2026!')).status).toBe(200);
  });

  it('does not reset the password of a disabled user', async () => {
    const admin = await t.login('admin');
    await forgot('agent@portal.example.it');
    const token = await resetTokenFor('agent@portal.example.it');
    const rows = await t.database.db.execute(sql`select id from users where username = 'agent'`);
    const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id;
    await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/users/${id}/disabled`,
      token: admin,
      payload: { disabled: true },
    });
    expect((await reset(token, 'Third-Pass-2026!')).status).toBe(400);
    // Nothing goes out to a disabled account either.
    const before = await outboxCount();
    await forgot('agent@portal.example.it');
    expect(await outboxCount()).toBe(before);
  });
});

describe('auth/change-password', () => {
  const change = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.call({ method: 'POST', url: `/${lang}/v1.0/auth/change-password`, token, payload: body });

  it('refuses a wrong current password, the same password and a weak one', async () => {
    const token = await t.login('admin');
    const wrong = await change(
      token,
      { old_password: 'Wrong-2026!', password: 'Next-Pass-26!', password_confirmation: 'Next-Pass-26!' },
      'es',
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { args: { error: { key: 'auth.errors.wrongOldPassword', message: 'La contraseña actual es incorrecta' } } },
    });
    const same = await change(token, {
      old_password: 'Portal-2026!',
      password: 'Portal-2026!',
      password_confirmation: 'Portal-2026!',
    });
    expect(same).toMatchObject({ status: 400, body: { args: { error: { key: 'auth.errors.samePassword' } } } });
    const weak = await change(token, {
      old_password: 'Portal-2026!',
      password: 'alllowercase1!',
      password_confirmation: 'alllowercase1!',
    });
    expect(weak.body.args.error.fields).toHaveProperty('password');
    const long = await change(token, {
      old_password: 'Portal-2026!',
      password: 'Aa1!'.repeat(6),
      password_confirmation: 'Aa1!'.repeat(6),
    });
    expect(long.status).toBe(400);
    expect(
      (await change('', { old_password: 'x', password: 'Next-Pass-26!', password_confirmation: 'Next-Pass-26!' }))
        .status,
    ).toBe(401);
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const other = await t.login('admin');
    const current = await t.login('admin');
    const res = await change(current, {
      old_password: 'Portal-2026!',
      password: 'Next-Pass-26!',
      password_confirmation: 'Next-Pass-26!',
    });
    expect(res.body).toEqual({ code: 200, args: { response: { message: 'Password changed' } } });
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login('admin', 'Portal-2026!')).status).toBe(401);
    expect((await login('admin', 'Next-Pass-26!')).status).toBe(200);
  });
});
