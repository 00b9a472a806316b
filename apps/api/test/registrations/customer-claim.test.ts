import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { registration } from './payloads';

/**
 * A customer code in a registration is only the registrant's claim: the approver sees the company
 * it names beside what was typed, and only an explicit choice attaches the account to it.
 */
let t: TestApp;
let admin: string;
let brambilla: { id: number; agency: string };
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  [brambilla] = (await queryRows<{ id: number; agency: string }>(
    t.database.db,
    sql`select c.id, a.name as agency from clients c join agencies a on a.id = c.agency_id where c.code = 'MB0001'`,
  )) as [{ id: number; agency: string }];
  [{ id: other }] = (await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from clients where code = 'MI0002'`,
  )) as [{ id: number }];
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/auth/register`, payload: body });
const rowOf = async (username: string) => {
  const res = await t.call({ method: 'GET', url: `/en/v1.0/admin/registrations?q=${username}`, token: admin });
  const row = res.body.args.response.rows.find((r: { username: string }) => r.username === username);
  if (!row) throw new Error(`registration ${username} not listed`);
  return row;
};
const approve = (id: number, payload?: Record<string, unknown>, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/admin/registrations/${id}/approve`, token: admin, payload });
const companyOf = async (username: string) =>
  (
    await queryRows<{ id: number; code: string | null; kind: string; company_name: string }>(
      t.database.db,
      sql`select c.id, c.code, c.kind, c.company_name from users u join clients c on c.id = u.client_id
          where u.username = ${username}`,
    )
  )[0];
const reseller = (extra: Record<string, unknown> = {}) =>
  registration('it_reseller', {
    company_name: 'Arredamenti Brambilla S.r.l.',
    vat_number: '01234560157',
    customer_code: 'MB0001',
    ...extra,
  });

describe('a press registration', () => {
  it('never carries a customer code: 400 with the reason in the request language', async () => {
    const expected = {
      it: 'La stampa non ha un codice cliente: lascia vuoto il campo',
      en: 'The press has no customer code: leave the field empty',
      fr: 'La presse n’a pas de code client : laissez le champ vide',
      es: 'La prensa no tiene código de cliente: deje el campo vacío',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const res = await register(registration('press', { customer_code: 'MB0001' }), lang);
      expect(res.status).toBe(400);
      expect(res.body.args.error.fields).toEqual({ customer_code: message });
    }
    // An empty field (what a form sends) is no code at all.
    expect((await register(registration('press', { customer_code: '' }))).status).toBe(200);
  });

  it('stays press on approval even when an older request holds a code', async () => {
    // Written before the rule: the request's data still has the code of a retailer.
    const body = registration('press', { customer_code: 'MB0001', username: `press.old.${process.pid}` });
    await queryRows(
      t.database.db,
      sql`insert into registration_requests (username, email, kind, language, data, privacy_accepted)
          values (${body.username}, ${body.email}, 'press', 'it', ${JSON.stringify(body)}::jsonb, true)`,
    );
    const row = await rowOf(body.username);
    expect(row.customer_claim).toBeNull();
    const attach = await approve(row.id, { client_id: brambilla.id }, 'it');
    expect(attach.status).toBe(400);
    expect(attach.body.args.error.message).toEqual(expect.stringContaining('codice cliente'));
    expect((await approve(row.id)).status).toBe(200);
    expect(await companyOf(body.username)).toMatchObject({ kind: 'press', code: null });
    expect((await companyOf(body.username))?.id).not.toBe(brambilla.id);
  });
});

describe('a reseller’s customer code', () => {
  it('is shown beside the company it names, with what differs flagged', async () => {
    const typo = reseller({ company_name: 'Rivista Ostile', vat_number: '07643520567' });
    const same = reseller({ company_name: ' arredamenti  brambilla srl', vat_number: 'IT 01234560157' });
    const unknown = reseller({ customer_code: 'ZZ9999' });
    const none = registration('it_reseller');
    for (const body of [typo, same, unknown, none]) expect((await register(body)).status).toBe(200);

    const company = {
      id: brambilla.id,
      code: 'MB0001',
      company_name: 'Arredamenti Brambilla S.r.l.',
      vat_number: '01234560157',
      agency: brambilla.agency,
      city: 'Monza',
      country: 'IT',
    };
    expect((await rowOf(typo.username)).customer_claim).toEqual({
      code: 'MB0001',
      client: company,
      differences: ['company_name', 'vat_number'],
    });
    expect((await rowOf(same.username)).customer_claim).toEqual({ code: 'MB0001', client: company, differences: [] });
    expect((await rowOf(unknown.username)).customer_claim).toEqual({ code: 'ZZ9999', client: null, differences: [] });
    expect((await rowOf(none.username)).customer_claim).toBeNull();
  });

  it('does not attach the account unless the approver chooses to', async () => {
    const body = reseller();
    await register(body);
    const res = await approve((await rowOf(body.username)).id);
    expect(res.status).toBe(200);
    const company = await companyOf(body.username);
    expect(company?.id).not.toBe(brambilla.id);
    // A company of its own, without the claimed code: an import naming MB0001 never reaches it.
    expect(company).toMatchObject({ kind: 'retailer', code: null, company_name: 'Arredamenti Brambilla S.r.l.' });
  });

  it('attaches the account to the named company when the approver chooses it', async () => {
    const body = reseller();
    await register(body);
    const res = await approve((await rowOf(body.username)).id, { client_id: brambilla.id });
    expect(res.status).toBe(200);
    expect(await companyOf(body.username)).toMatchObject({ id: brambilla.id, kind: 'retailer', code: 'MB0001' });
  });

  it('attaches only to the company the code names, and leaves the request pending otherwise', async () => {
    const body = reseller();
    await register(body);
    const { id } = await rowOf(body.username);
    for (const lang of ['it', 'en', 'fr', 'es']) {
      const res = await approve(id, { client_id: other }, lang);
      expect(res.status).toBe(400);
      expect(res.body.args.error.key).toBe('registrations.errors.attachNotClaimed');
    }
    expect((await approve(id, { client_id: 0 })).status).toBe(400);
    expect((await rowOf(body.username)).status).toBe('pending');

    const noCode = registration('it_reseller');
    await register(noCode);
    const plain = await approve((await rowOf(noCode.username)).id, { client_id: brambilla.id });
    expect(plain.body.args.error.key).toBe('registrations.errors.attachNotClaimed');

    const unknown = reseller({ customer_code: 'ZZ9998' });
    await register(unknown);
    const nothing = await approve((await rowOf(unknown.username)).id, { client_id: brambilla.id });
    expect(nothing.body.args.error.key).toBe('registrations.errors.attachNotClaimed');
    // Approved without the choice, the unclaimed code is not handed to the new company either.
    expect((await approve((await rowOf(unknown.username)).id)).status).toBe(200);
    expect(await companyOf(unknown.username)).toMatchObject({ code: null });
  });

  it('names no company that is deleted or of the press, and cannot attach to one', async () => {
    const made = await queryRows<{ id: number; code: string }>(
      t.database.db,
      sql`insert into clients (company_name, code, kind, status, country)
          values ('Cessata S.r.l.', 'ZX0001', 'retailer', 'deleted', 'IT'), ('Rivista Ostile', 'ZX0002', 'press', 'active', 'IT')
          returning id, code`,
    );
    for (const gone of made) {
      const body = reseller({ customer_code: gone.code });
      await register(body);
      const row = await rowOf(body.username);
      expect(row.customer_claim).toEqual({ code: gone.code, client: null, differences: [] });
      expect((await approve(row.id, { client_id: gone.id })).status).toBe(400);
    }
  });
});
