import { LANGUAGES, PAYMENT_TERMS, REGISTRY_LOOKUP_TYPES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tokens: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginAll(t);
});
afterAll(() => t.close());

type Entry = { id: string; label: string };
/** A call with `token` (undefined: anonymous). */
const get = (path: string, token: string | undefined, lang = 'en') =>
  t.call({ method: 'GET', url: `/${lang}/v1.0/arrex/anagrafica/${path}`, token });

describe('who may read the registry lookups', () => {
  it.each(['payment-terms', 'payment-terms/RB60FM'])(
    '%s: staff and agents, not customers or anonymous',
    async (path) => {
      const got: Record<string, number> = {};
      for (const [user, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
        const res = await get(path, token);
        expect(res.body.code).toBe(res.status);
        got[user] = res.status;
      }
      expect(got).toEqual({ admin: 200, sales: 200, agent: 200, agent2: 200, customer: 403, anonymous: 401 });
      const anonymous = await get(path, undefined, 'it');
      expect(anonymous.body.args.error).toMatchObject({ key: 'errors.sessionExpired', message: 'Sessione scaduta' });
    },
  );
});

describe('each list', () => {
  it.each(LANGUAGES)('payment terms in %s: every standard term, labelled from the catalogue', async (lang) => {
    const res = await get('payment-terms', tokens.admin, lang);
    expect(res.status).toBe(200);
    const list = res.body.args.response as Entry[];
    expect(list.map((e) => e.id)).toEqual([...PAYMENT_TERMS]);
    for (const entry of list) {
      expect(entry.label).not.toMatch(/^registryLookups\./);
      expect(entry.label.trim()).not.toBe('');
    }
    const label = list.find((e) => e.id === 'CONTR')?.label;
    expect(label).toBe(
      { it: 'Contrassegno', en: 'Cash on delivery', fr: 'Contre remboursement', es: 'Contra reembolso' }[lang],
    );
  });

  it.each(LANGUAGES)('countries in %s: named in the language, Italy first', async (lang) => {
    const list = (await get('countries', tokens.sales, lang)).body.args.response as Entry[];
    expect(list[0]).toEqual({ id: 'IT', label: { it: 'Italia', en: 'Italy', fr: 'Italie', es: 'Italia' }[lang] });
    expect(list.find((e) => e.id === 'DE')?.label).toBe(
      { it: 'Germania', en: 'Germany', fr: 'Allemagne', es: 'Alemania' }[lang],
    );
    expect(list.every((e) => /^[A-Z]{2}$/.test(e.id))).toBe(true);
  });

  it('provinces: the 107 Italian provinces by name, the same in every language', async () => {
    const list = (await get('provinces', tokens.agent2, 'fr')).body.args.response as Entry[];
    expect(list).toHaveLength(107);
    expect(new Set(list.map((e) => e.id)).size).toBe(107);
    expect(list[0]).toEqual({ id: 'AG', label: 'Agrigento' });
    expect(list).toContainEqual({ id: 'MB', label: 'Monza e della Brianza' });
    const labels = list.map((e) => e.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'it')));
    expect((await get('provinces', tokens.agent2, 'es')).body.args.response).toEqual(list);
  });

  it('banks: by ABI code, including every bank of the demo sheets', async () => {
    const list = (await get('banks', tokens.agent)).body.args.response as Entry[];
    expect(list.every((e) => /^\d{5}$/.test(e.id) && e.label)).toBe(true);
    for (const abi of ['01030', '02008', '03069', '05034', '05142', '05387', '05424', '05696', '06230']) {
      expect(list.map((e) => e.id)).toContain(abi);
    }
    expect(list.find((e) => e.id === '03069')?.label).toBe('Intesa Sanpaolo');
  });

  it('answers every type it declares', async () => {
    for (const type of REGISTRY_LOOKUP_TYPES) {
      const res = await get(type, tokens.agent);
      expect(res.status).toBe(200);
      expect(res.body.args.response.length).toBeGreaterThan(0);
    }
  });
});

describe('one entry', () => {
  it.each([
    ['payment-terms/RB60FM', 'it', { id: 'RB60FM', label: 'Ri.Ba. 60 giorni fine mese' }],
    ['payment-terms/rb60fm', 'es', { id: 'RB60FM', label: 'Recibo bancario (Ri.Ba.) a 60 días fin de mes' }],
    ['countries/de', 'fr', { id: 'DE', label: 'Allemagne' }],
    ['provinces/MI', 'en', { id: 'MI', label: 'Milano' }],
    ['banks/03069', 'en', { id: '03069', label: 'Intesa Sanpaolo' }],
  ])('%s in %s', async (path, lang, expected) => {
    const res = await get(path, tokens.agent, lang);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, args: { response: expected } });
  });

  it.each([
    ['payment-terms/XX', 'it', "Questa voce non è nell'elenco"],
    ['countries/XX', 'en', 'This entry is not in the list'],
    ['provinces/ZZ', 'fr', 'Cette entrée ne figure pas dans la liste'],
    ['banks/99999', 'es', 'Esta entrada no está en la lista'],
  ])('unknown %s: 404 in %s', async (path, lang, message) => {
    const res = await get(path, tokens.sales, lang);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      args: { error: { key: 'registryLookups.errors.unknownEntry', message } },
    });
  });

  it.each(['99999999999', 'X'.repeat(50), 'a%20b', '%00', 'RB60FM%27'])(
    'an id outside the id schema (%s) is a 400 before any lookup',
    async (id) => {
      const res = await get(`payment-terms/${id}`, tokens.admin);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.args.error.key).toBe('errors.validation');
      expect(res.body.args.error.fields.id).toBeTruthy();
    },
  );
});

describe('an unknown type', () => {
  it.each([
    ['it', 'Questo elenco non esiste'],
    ['en', 'This list does not exist'],
    ['fr', "Cette liste n'existe pas"],
    ['es', 'Esta lista no existe'],
  ])('is a 400 with a translated message in %s, with or without an id', async (lang, message) => {
    for (const path of ['legal-forms', 'legal-forms/SRL', 'PAYMENT-TERMS']) {
      const res = await get(path, tokens.agent, lang);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 400,
        args: { error: { key: 'errors.validation', message: [message], fields: { type: message } } },
      });
    }
  });

  it('is refused to a customer before its type is looked at', async () => {
    expect((await get('legal-forms', tokens.customer)).status).toBe(403);
    expect((await get('legal-forms', undefined)).status).toBe(401);
  });
});
