import { LANGUAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** No token, a token that opens nothing (the spec's fixed default token), a real user's token. */
const tokens = () => [undefined, 'fixed-default-token', admin];

describe('generic/province', () => {
  it('answers the 107 provinces to anyone, the same with any token', async () => {
    const answers = [];
    for (const token of tokens()) {
      const res = await t.call({ method: 'GET', url: '/it/v1.0/generic/province', token });
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    const list = answers[0].args.response as { code: string; name: string; region: string }[];
    expect(list).toHaveLength(107);
    expect(new Set(list.map((p) => p.code)).size).toBe(107);
    expect(list.every((p) => /^[A-Z]{2}$/.test(p.code) && p.name && p.region)).toBe(true);
    expect(list.find((p) => p.code === 'AP')).toEqual({ code: 'AP', name: 'Ascoli Piceno', region: 'Marche' });
    expect(list.find((p) => p.code === 'MB')).toEqual({
      code: 'MB',
      name: 'Monza e della Brianza',
      region: 'Lombardia',
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('generic/get-location', () => {
  it.each(LANGUAGES)('lists countries named in %s, Italy first', async (lang) => {
    const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/generic/get-location` });
    const list = res.body.args.response as { id: string; name: string; type: string }[];
    expect(list[0]?.id).toBe('IT');
    expect(list[0]?.name).toBe({ it: 'Italia', en: 'Italy', fr: 'Italie', es: 'Italia' }[lang]);
    expect(list.find((c) => c.id === 'DE')?.name).toBe(
      { it: 'Germania', en: 'Germany', fr: 'Allemagne', es: 'Alemania' }[lang],
    );
    expect(list.every((c) => c.type === 'country')).toBe(true);
  });

  it('lists the provinces of Italy, nothing below another country, 404 for an unknown one', async () => {
    const it = await t.call({ method: 'GET', url: '/en/v1.0/generic/get-location/IT', token: 'fixed-default-token' });
    expect(it.body.args.response).toHaveLength(107);
    expect(it.body.args.response[0]).toEqual({ id: 'AG', name: 'Agrigento', type: 'province' });
    expect((await t.call({ method: 'GET', url: '/en/v1.0/generic/get-location/it' })).body.args.response).toHaveLength(
      107,
    );
    expect((await t.call({ method: 'GET', url: '/en/v1.0/generic/get-location/FR' })).body).toEqual({
      code: 200,
      args: { response: [] },
    });
    const unknown = await t.call({ method: 'GET', url: '/es/v1.0/generic/get-location/XX' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 404, args: { error: { message: 'No encontrado' } } } });
    expect((await t.call({ method: 'GET', url: `/en/v1.0/generic/get-location/${'X'.repeat(50)}` })).status).toBe(400);
  });
});

describe('generic/legend', () => {
  it.each(LANGUAGES)('labels roles, registration kinds and categories in %s, for anyone', async (lang) => {
    const answers = [];
    for (const token of tokens()) {
      const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/generic/legend`, token });
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const legend = answers[0].args.response;
    expect(legend.userTypes.map((e: { key: string }) => e.key)).toEqual(['1', '2', '3', '4']);
    expect(legend.userTypes.find((e: { key: string }) => e.key === '1').label).toBe(
      { it: 'Amministratore', en: 'Administrator', fr: 'Administrateur', es: 'Administrador' }[lang],
    );
    expect(legend.registrationKinds.map((e: { key: string }) => e.key)).toEqual([
      'it_reseller',
      'foreign_reseller',
      'press',
    ]);
    expect(legend.revenueCategories.map((e: { key: string }) => e.key)).toContain('furniture');
    // Every label is a translation, never a raw key.
    for (const group of ['userTypes', 'registrationKinds', 'revenueCategories'] as const) {
      for (const entry of legend[group]) expect(entry.label).not.toMatch(/^legend\./);
    }
    expect(legend.limits).toContainEqual({ key: 'passwordMin', label: '8' });
    expect(JSON.stringify(legend)).not.toContain('portal.example.it');
  });
});
