import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth/login, auth/me, auth/logout', () => {
  it.each([
    ['admin', 1],
    ['sales', 4],
    ['agent', 2],
    ['agent2', 2],
    ['customer', 3],
  ])('%s logs in with userType %i and reads auth/me', async (username, userType) => {
    const token = await t.login(username);
    const me = await t.call({ method: 'GET', url: '/en/v1.0/auth/me', token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ code: 200, args: { response: { username, userType } } });
  });

  it('gives an agent their agency and a customer their company', async () => {
    const agent = await t.call({ method: 'GET', url: '/it/v1.0/auth/me', token: await t.login('agent') });
    const agent2 = await t.call({ method: 'GET', url: '/it/v1.0/auth/me', token: await t.login('agent2') });
    expect(agent.body.args.response.agency.id).not.toBe(agent2.body.args.response.agency.id);
    const customer = await t.call({ method: 'GET', url: '/it/v1.0/auth/me', token: await t.login('customer') });
    expect(customer.body.args.response.customer).toMatchObject({ code: 'MB0001', press: false });
  });

  it('refuses a wrong password in the request language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/fr/v1.0/auth/login',
      payload: { username: 'admin', password: 'Wrong-pass1!' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 401,
      args: {
        error: { message: 'Nom d’utilisateur ou mot de passe incorrect', key: 'auth.errors.invalidCredentials' },
      },
    });
  });

  it('answers 401 "Session expired" without a token, with an unknown one, and after logout', async () => {
    expect((await t.call({ method: 'GET', url: '/it/v1.0/auth/me' })).body.args.error.message).toBe('Sessione scaduta');
    expect((await t.call({ method: 'GET', url: '/en/v1.0/auth/me', token: 'made-up' })).status).toBe(401);
    const token = await t.login('sales');
    expect((await t.call({ method: 'POST', url: '/en/v1.0/auth/logout', token })).status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/en/v1.0/auth/me', token });
    expect(after).toMatchObject({ status: 401, body: { code: 401, args: { error: { message: 'Session expired' } } } });
  });

  it('answers 401 once the session has expired', async () => {
    const token = await t.login('agent');
    await t.database.db.execute(`update sessions set expires_at = now() - interval '1 second'` as never);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/auth/me', token })).status).toBe(401);
  });
});

describe('bad input', () => {
  it('lists one localized message per invalid field', async () => {
    const res = await t.call({ method: 'POST', url: '/es/v1.0/auth/login', payload: { username: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.args.error.fields).toEqual({ username: 'Valor no válido', password: 'Campo obligatorio' });
    expect(res.body.args.error.message).toEqual(['Valor no válido', 'Campo obligatorio']);
  });

  it('refuses malformed JSON, a huge body and an unknown language', async () => {
    const malformed = await t.call({
      method: 'POST',
      url: '/it/v1.0/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { args: { error: { message: 'Il corpo della richiesta non è un JSON valido' } } },
    });
    const huge = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      payload: { username: 'a'.repeat(2_000_000), password: 'x' },
    });
    expect(huge).toMatchObject({
      status: 413,
      body: { code: 413, args: { error: { message: 'The request is too large' } } },
    });
    const lang = await t.call({ method: 'GET', url: '/de/v1.0/auth/me' });
    expect(lang).toMatchObject({
      status: 400,
      body: { args: { error: { message: 'Unsupported language selected' } } },
    });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/no/such/thing' });
    expect(res).toMatchObject({
      status: 404,
      body: { code: 404, args: { error: { message: 'This address does not exist' } } },
    });
  });
});
