import { LANGUAGES, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const MALFORMED = {
  it: 'Il corpo della richiesta non è un JSON valido',
  en: 'The request body is not valid JSON',
} as const;

/** Every failure is the envelope with a client status, never a 500. */
function expectRefused(res: { status: number; body: any }, status: number) {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(status);
  expect(res.body.args.error.message).toBeTruthy();
}

describe('malformed and oversized bodies', () => {
  it.each([
    ['POST', 'auth/login'],
    ['POST', 'auth/register'],
    ['POST', 'auth/forgot-password'],
    ['POST', 'auth/reset-password'],
    ['POST', 'auth/change-password'],
    ['PUT', 'auth/me'],
    ['PUT', 'admin/users/1/disabled'],
    ['POST', 'admin/registrations/1/reject'],
  ] as const)('%s %s refuses malformed JSON in the request language', async (method, url) => {
    for (const lang of ['it', 'en'] as const) {
      const res = await t.call({
        method,
        url: `/${lang}/v1.0/${url}`,
        token: admin,
        headers: { 'content-type': 'application/json' },
        payload: '{"a": tru',
      });
      expectRefused(res, 400);
      expect(res.body.args.error.message).toBe(MALFORMED[lang]);
    }
  });

  it('refuses a body over the limit with 413 and an unknown content type with 415', async () => {
    const big = await t.call({
      method: 'POST',
      url: '/fr/v1.0/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
    });
    expectRefused(big, 413);
    expect(big.body.args.error.message).toBe('La requête est trop volumineuse');
    const xml = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectRefused(xml, 415);
  });

  it('refuses a multipart body that cannot be read with 400 in the request language, on every upload route', async () => {
    const B = '----bad-input';
    const head = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n`;
    const part = `${head}\r\nCodice;Quantità\r\nX;1`;
    const bodies = [
      ['no boundary', `${part}\r\n--${B}--\r\n`, 'multipart/form-data'],
      ['cut before the closing boundary', part, `multipart/form-data; boundary=${B}`],
      ['cut in the part headers', head, `multipart/form-data; boundary=${B}`],
      ['not multipart', 'hello world', `multipart/form-data; boundary=${B}`],
      ['a boundary over 256 characters', 'x', `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ] as const;
    let i = 0;
    for (const url of ['admin/imports/ready-stock', 'materiali/image/1']) {
      for (const [label, payload, type] of bodies) {
        const lang = LANGUAGES[i++ % LANGUAGES.length] as Language;
        const res = await t.call({
          method: 'POST',
          url: `/${lang}/v1.0/${url}`,
          token: admin,
          headers: { 'content-type': type },
          payload,
        });
        expect(res.status, `${url} ${label}`).toBe(400);
        expect(res.body.args.error, `${url} ${label}`).toMatchObject({
          key: 'errors.malformedUpload',
          message: translate(lang, 'errors.malformedUpload'),
        });
      }
    }
  });

  it('refuses a missing body and a body that is not an object', async () => {
    expectRefused(await t.call({ method: 'POST', url: '/en/v1.0/auth/login' }), 400);
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await t.call({
        method: 'POST',
        url: '/en/v1.0/auth/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefused(res, 400);
    }
    const text = await t.call({
      method: 'POST',
      url: '/en/v1.0/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });
});

describe('wrong types and missing fields', () => {
  it.each(LANGUAGES)('gives one message per field, in %s', async (lang) => {
    const res = await t.call({
      method: 'POST',
      url: `/${lang}/v1.0/auth/change-password`,
      token: admin,
      payload: { old_password: 123, password: ['x'] },
    });
    expectRefused(res, 400);
    const fields = res.body.args.error.fields;
    expect(Object.keys(fields).sort()).toEqual(['old_password', 'password', 'password_confirmation']);
    expect(res.body.args.error.message).toHaveLength(3);
    const required = {
      it: 'Campo obbligatorio',
      en: 'Required field',
      fr: 'Champ obligatoire',
      es: 'Campo obligatorio',
    }[lang];
    expect(fields.password_confirmation).toBe(required);
  });

  it('refuses unknown values of enumerations and out-of-range numbers', async () => {
    const lang = await t.call({ method: 'PUT', url: '/en/v1.0/auth/me', token: admin, payload: { language: 'de' } });
    expect(lang.body.args.error.fields).toEqual({ language: 'Unsupported language selected' });
    const page = await t.call({ method: 'GET', url: '/en/v1.0/admin/users?page=abc&pageSize=-1', token: admin });
    expectRefused(page, 400);
    expect(Object.keys(page.body.args.error.fields).sort()).toEqual(['page', 'pageSize']);
    for (const q of ['page=1e300', 'page=99999999999999999999', 'page=1.5', 'userType=NaN', 'page=Infinity']) {
      expectRefused(await t.call({ method: 'GET', url: `/en/v1.0/admin/users?${q}`, token: admin }), 400);
    }
  });
});

describe('paths', () => {
  it('refuses an unknown language in the path on every kind of route', async () => {
    for (const [method, url] of [
      ['GET', '/de/v1.0/generic/province'],
      ['POST', '/xx/v1.0/auth/login'],
      ['GET', '/IT/v1.0/auth/me'],
      ['GET', '/de/v1.0/no/such/route'],
      ['GET', '/de/v2.0/anything'],
    ] as const) {
      const res = await t.call({ method, url, payload: method === 'POST' ? {} : undefined });
      expectRefused(res, 400);
      expect(res.body.args.error.key).toBe('errors.unsupportedLanguage');
    }
    // The message follows the browser's language when the path's is unknown.
    const fr = await t.call({
      method: 'GET',
      url: '/de/v1.0/generic/province',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fr.body.args.error.message).toBe('Langue sélectionnée non prise en charge');
  });

  it('answers an unknown route with a 404 envelope in the request language', async () => {
    for (const [url, message] of [
      ['/es/v1.0/nothing', 'Esta dirección no existe'],
      ['/it/v2.0/auth/me', 'Questo indirizzo non esiste'],
      ['/en/v1.0/auth/login/extra', 'This address does not exist'],
    ] as const) {
      const res = await t.call({ method: 'GET', url });
      expectRefused(res, 404);
      expect(res.body.args.error.message).toBe(message);
    }
    expectRefused(await t.call({ method: 'DELETE', url: '/en/v1.0/auth/me', token: admin }), 404);
  });

  it('answers a URL the router cannot read with an envelope in the request language', async () => {
    const bad = await t.call({ method: 'GET', url: '/fr/v1.0/admin/outbox/%zz', token: admin });
    expectRefused(bad, 400);
    expect(bad.body.args.error.message).toBe('Cette adresse n’est pas valide');
    const long = await t.call({ method: 'GET', url: `/es/v1.0/generic/get-location/${'A'.repeat(500)}` });
    expect(long.status).toBe(414);
    expect(long.body).toEqual({
      code: 414,
      args: { error: { key: 'errors.badUrl', message: 'Esta dirección no es válida' } },
    });
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999', '1e3', '%20', '9'.repeat(400)])(
    'refuses the id "%s" with a 4xx envelope',
    async (id) => {
      for (const [method, url, payload] of [
        ['PUT', `admin/users/${id}/disabled`, { disabled: true }],
        ['POST', `admin/registrations/${id}/approve`, undefined],
        ['POST', `admin/registrations/${id}/reject`, { reason: 'no' }],
        ['GET', `admin/outbox/${id}`, undefined],
        ['POST', `admin/outbox/${id}/retry`, undefined],
      ] as const) {
        const res = await t.call({ method, url: `/it/v1.0/${url}`, token: admin, payload });
        expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        expect(res.body.code).toBe(res.status);
      }
    },
  );
});
