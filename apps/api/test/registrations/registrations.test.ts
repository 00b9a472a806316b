import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { registration } from './payloads';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (body: Record<string, unknown>, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/auth/register`, payload: body });
const list = (query = '', token = admin, lang = 'en') =>
  t.call({ method: 'GET', url: `/${lang}/v1.0/admin/registrations${query}`, token });
const idOf = async (username: string) => {
  const res = await list(`?q=${encodeURIComponent(username)}`);
  const row = res.body.args.response.rows.find((r: { username: string }) => r.username === username);
  if (!row) throw new Error(`registration ${username} not listed`);
  return row.id as number;
};
const approve = (id: number | string, token = admin, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/admin/registrations/${id}/approve`, token });
const reject = (id: number | string, reason: unknown, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/admin/registrations/${id}/reject`, token: admin, payload: { reason } });
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n);

describe('auth/register', () => {
  it.each(['it_reseller', 'foreign_reseller', 'press'] as const)('accepts a complete %s form', async (kind) => {
    const body = registration(kind);
    const res = await register(body, 'it');
    expect(res.body).toEqual({ code: 200, args: { response: { message: 'Richiesta di registrazione inviata' } } });
    const id = await idOf(body.username);
    const row = (await list(`?q=${body.username}`)).body.args.response.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      status: 'pending',
      user_type: kind,
      email: body.email,
      name: 'Anna',
      surname: 'Verdi',
    });
    // Every field is kept as submitted (the province upper-cased), the consent is not a field.
    expect(row.data).toMatchObject({ phone: body.phone, fax: body.fax, address: body.address, language: 'it' });
    expect(row.data).not.toHaveProperty('privacy');
    if (kind === 'it_reseller') expect(row.data.province).toBe('MI');
    // The registrant is told in the request's language; every admin is told too.
    await t.app.mailer.deliverDue();
    expect(mailsTo(body.email).map((m) => m.subject)).toEqual(['Abbiamo ricevuto la tua richiesta di registrazione']);
    expect(
      mailsTo('admin@portal.example.it').some((m) =>
        m.subject.includes(kind === 'press' ? (body.magazine as string) : (body.company_name as string)),
      ),
    ).toBe(true);
  });

  it('names the registration kind in the admins’ language, not as a code', async () => {
    const body = registration('press');
    await register(body);
    await t.app.mailer.deliverDue();
    const mail = mailsTo('admin@portal.example.it').at(-1);
    expect(mail?.text).toContain('Stampa');
    expect(mail?.text).not.toContain('press');
    // The admin is greeted, and the applicant is who the message is about (issue 33 item 6).
    expect(mail?.text.split('\n')[0]).toBe('Gentile Giulia Ferrari,');
    expect(mail?.text).toContain('Anna Verdi (');
    // The applicant's own e-mail names no gender ("registrato" was masculine for everyone).
    const own = mailsTo(body.email).at(-1);
    expect(own?.text.split('\n')[0]).toBe('Hello Anna,');
    expect(own?.text).toContain('Thank you for your registration request');
  });

  it('needs a magazine for the press and a company for resellers, one message per field', async () => {
    const press = await register(registration('press', { magazine: '' }), 'fr');
    expect(press.status).toBe(400);
    expect(press.body.args.error.fields).toEqual({ magazine: 'Champ obligatoire' });
    const reseller = await register(registration('it_reseller', { company_name: undefined }));
    expect(reseller.body.args.error.fields).toEqual({ company_name: 'Required field' });
  });

  it('needs the privacy consent', async () => {
    for (const privacy of [false, undefined, 'true']) {
      const res = await register(registration('it_reseller', { privacy }), 'es');
      expect(res.status).toBe(400);
      expect(res.body.args.error.fields.privacy).toBe('Debe aceptar la política de privacidad');
    }
  });

  it('lists every invalid field at once', async () => {
    const res = await register({ user_type: 'it_reseller', country: 'IT', privacy: true, email: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.args.error.fields).sort()).toEqual(
      [
        'username',
        'name',
        'surname',
        'company_name',
        'vat_number',
        'email',
        'phone',
        'province',
        'city',
        'postal_code',
        'address',
      ].sort(),
    );
    expect(res.body.args.error.message).toHaveLength(11);
    const bad = await register(
      registration('it_reseller', { vat_number: '12345678901', postal_code: '2012', province: 'MIL', country: 'IT' }),
    );
    expect(Object.keys(bad.body.args.error.fields).sort()).toEqual(['postal_code', 'province', 'vat_number']);
    const wrongCountry = await register(registration('foreign_reseller', { country: 'IT', province: 'MI' }));
    expect(wrongCountry.body.args.error.fields).toEqual({ country: 'A foreign reseller must be outside Italy' });
  });

  it('refuses a duplicate user name or e-mail with 409', async () => {
    const first = registration();
    expect((await register(first)).status).toBe(200);
    const sameName = await register(registration('it_reseller', { username: first.username.toUpperCase() }), 'it');
    expect(sameName).toMatchObject({
      status: 409,
      body: { code: 409, args: { error: { key: 'registrations.errors.usernameTaken' } } },
    });
    const sameEmail = await register(registration('it_reseller', { email: first.email.toUpperCase() }));
    expect(sameEmail).toMatchObject({
      status: 409,
      body: { args: { error: { key: 'registrations.errors.emailTaken' } } },
    });
    const existingUser = await register(registration('it_reseller', { username: 'admin' }));
    expect(existingUser.body.args.error.key).toBe('registrations.errors.usernameTaken');
    const existingEmail = await register(registration('it_reseller', { email: 'agent@portal.example.it' }));
    expect(existingEmail.body.args.error.key).toBe('registrations.errors.emailTaken');
  });

  it('lets only one of two simultaneous requests for one user name through', async () => {
    const a = registration();
    const b = registration('it_reseller', { username: a.username });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('approval and rejection', () => {
  it('approves, e-mails an activation link, the link sets the password, the customer logs in', async () => {
    const body = registration('it_reseller', { language: 'fr' });
    await register(body);
    const id = await idOf(body.username);
    const res = await approve(id, admin, 'it');
    expect(res.body).toEqual({ code: 200, args: { response: { message: 'Registrazione approvata' } } });
    expect((await list(`?status=approved&q=${body.username}`)).body.args.response.rows[0]).toMatchObject({
      id,
      status: 'approved',
    });

    await t.app.mailer.deliverDue();
    const activation = mailsTo(body.email).find((m) => m.subject === 'Votre compte du portail est prêt');
    if (!activation) throw new Error('no activation e-mail');
    const link = new URL(smtp.linkIn(activation));
    expect(link.origin).toBe('http://portal.test');
    const token = link.searchParams.get('token') as string;
    // No password yet: the new user cannot log in.
    const early = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      payload: { username: body.username, password: 'Portal-2026!' },
    });
    expect(early.status).toBe(401);

    const peek = await t.call({ method: 'GET', url: `/en/v1.0/auth/reset-password/${token}` });
    expect(peek.body.args.response).toEqual({ purpose: 'activate', username: body.username });
    const set = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/reset-password',
      payload: { token, password: 'Welcome-2026!', password_confirmation: 'Welcome-2026!' },
    });
    expect(set.status).toBe(200);
    const token2 = await t.login(body.username, 'Welcome-2026!');
    const me = await t.call({ method: 'GET', url: '/en/v1.0/auth/me', token: token2 });
    expect(me.body.args.response).toMatchObject({
      userType: 3,
      username: body.username,
      email: body.email,
      language: 'fr',
      agency: null,
      customer: { name: 'Verdi Arredi S.r.l.', press: false },
    });
    // Approving twice is a 409; an unknown request a 404.
    expect((await approve(id)).status).toBe(409);
    expect((await approve(999_999)).status).toBe(404);
  });

  it('makes an approved press user a press customer', async () => {
    const body = registration('press');
    await register(body);
    expect((await approve(await idOf(body.username))).status).toBe(200);
    const rows = await queryRows<{ kind: string; company_name: string; magazine: string }>(
      t.database.db,
      sql`select c.kind, c.company_name, c.magazine from users u join clients c on c.id = u.client_id where u.username = ${body.username}`,
    );
    expect(rows).toEqual([
      { kind: 'press', company_name: 'Casa & Design Magazine', magazine: 'Casa & Design Magazine' },
    ]);
  });

  it('rejects with a reason, e-mailed in the registrant’s language', async () => {
    const body = registration('foreign_reseller', { language: 'es' });
    await register(body);
    const id = await idOf(body.username);
    const empty = await reject(id, '   ');
    expect(empty.body.args.error.fields).toEqual({ reason: 'Required field' });
    const res = await reject(id, 'Partita IVA non verificabile');
    expect(res.body.args.response.message).toBe('Registration rejected');
    expect((await list(`?status=rejected&q=${body.username}`)).body.args.response.rows[0]).toMatchObject({
      status: 'rejected',
      reason: 'Partita IVA non verificabile',
    });
    await t.app.mailer.deliverDue();
    const mail = mailsTo(body.email).find((m) => m.subject === 'Su solicitud de registro');
    expect(mail?.text).toContain('Partita IVA non verificabile');
    expect((await reject(id, 'again')).status).toBe(409);
    expect((await approve(id)).status).toBe(409);
    // The user name is free again once the request was rejected.
    expect((await register(registration('it_reseller', { username: body.username }))).status).toBe(200);
  });

  it('approves one request exactly once under concurrent approvals', async () => {
    const body = registration();
    await register(body);
    const id = await idOf(body.username);
    const results = await Promise.all([approve(id), approve(id), approve(id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await count(sql`select count(*)::int as n from users where username = ${body.username}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from user_tokens t join users u on u.id = t.user_id where u.username = ${body.username}`,
      ),
    ).toBe(1);
    // A rejection after it (or racing it) finds the request decided.
    expect((await reject(id, 'late')).status).toBe(409);
  });

  it('pages, filters and labels the list in the request language', async () => {
    const res = await list('?page=1&pageSize=2&status=pending', admin, 'es');
    expect(res.status).toBe(200);
    const r = res.body.args.response;
    expect(r.rows.length).toBeLessThanOrEqual(2);
    expect(r.page).toBe(1);
    expect(r.pageSize).toBe(2);
    expect(r.total).toBeGreaterThan(2);
    expect(r.rows.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    expect(r.table_headers[0]).toEqual({ key: 'created_at', label: expect.any(String) });
    expect(r.table_headers.map((h: { label: string }) => h.label)).toContain('Estado');
    const page2 = (await list('?page=2&pageSize=2&status=pending')).body.args.response;
    expect(page2.rows.map((x: { id: number }) => x.id)).not.toContain(r.rows[0].id);
    // `%` and `_` in a search are plain characters.
    expect((await list('?q=%25')).body.args.response.total).toBe(0);
  });
});
