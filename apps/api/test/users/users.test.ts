import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

type Row = {
  id: number;
  username: string;
  userType: number;
  disabled: boolean;
  agency: string | null;
  customer: string | null;
};
const list = async (query = '', lang = 'en', token = admin) => {
  const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/admin/users${query}`, token });
  return res as {
    status: number;
    body: {
      args: {
        response: {
          rows: Row[];
          total: number;
          page: number;
          pageSize: number;
          table_headers: { key: string; label: string }[];
        };
      };
    };
  };
};
const names = (rows: Row[]) => rows.map((r) => r.username);
const idOf = async (username: string) =>
  (await list(`?q=${username}`)).body.args.response.rows.find((r) => r.username === username)?.id as number;
const setDisabled = (id: number | string, disabled: unknown, token = admin, lang = 'en') =>
  t.call({ method: 'PUT', url: `/${lang}/v1.0/admin/users/${id}/disabled`, token, payload: { disabled } });

describe('admin/users', () => {
  it('lists every demo user with agency and customer, labelled in the request language', async () => {
    const res = await list('', 'fr');
    expect(res.status).toBe(200);
    const r = res.body.args.response;
    expect(names(r.rows)).toEqual(['admin', 'agent', 'agent2', 'customer', 'press', 'sales']);
    expect(r).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(r.rows.find((u) => u.username === 'agent')).toMatchObject({
      userType: 2,
      agency: 'Agenzia Lombarda Arredo',
      customer: null,
      disabled: false,
    });
    expect(r.rows.find((u) => u.username === 'customer')?.customer).toBe('Arredamenti Brambilla S.r.l.');
    expect(r.rows.find((u) => u.username === 'press')?.customer).toBe('Casa & Interni Magazine');
    expect(r.table_headers.map((h) => h.key)).toEqual([
      'username',
      'name',
      'email',
      'userType',
      'agency',
      'customer',
      'last_login_at',
      'disabled',
    ]);
    expect(r.table_headers[0]?.label).toBe('Nom d’utilisateur');
    const it = (await list('', 'it')).body.args.response.table_headers;
    expect(it[0]?.label).not.toBe(r.table_headers[0]?.label);
  });

  it('filters by text, role and state', async () => {
    expect(names((await list('?q=AGENT')).body.args.response.rows)).toEqual(['agent', 'agent2']);
    expect(names((await list('?q=brambilla')).body.args.response.rows)).toEqual(['customer']);
    expect(names((await list('?userType=2')).body.args.response.rows)).toEqual(['agent', 'agent2']);
    expect(names((await list('?userType=4')).body.args.response.rows)).toEqual(['sales']);
    expect((await list('?disabled=true')).body.args.response.total).toBe(0);
    expect((await list('?q=_')).body.args.response.total).toBe(0);
  });

  it('sorts and pages', async () => {
    expect(names((await list('?sort=username&order=desc')).body.args.response.rows)).toEqual([
      'sales',
      'press',
      'customer',
      'agent2',
      'agent',
      'admin',
    ]);
    const byType = (await list('?sort=userType')).body.args.response.rows.map((r) => r.userType);
    expect(byType).toEqual([...byType].sort());
    const p1 = (await list('?pageSize=2&page=1')).body.args.response;
    const p3 = (await list('?pageSize=2&page=3')).body.args.response;
    expect(names(p1.rows)).toEqual(['admin', 'agent']);
    expect(names(p3.rows)).toEqual(['press', 'sales']);
    expect(p3).toMatchObject({ total: 6, page: 3, pageSize: 2 });
    expect((await list('?page=9')).body.args.response.rows).toEqual([]);
  });

  it('refuses bad list parameters field by field', async () => {
    const res = await list('?page=0&pageSize=1000&userType=9&order=up', 'it');
    expect(res.status).toBe(400);
    expect(
      Object.keys((res.body as never as { args: { error: { fields: object } } }).args.error.fields).sort(),
    ).toEqual(['order', 'page', 'pageSize', 'userType']);
  });

  it('disables and enables a user; an admin cannot disable themself', async () => {
    const salesId = await idOf('sales');
    expect((await setDisabled(salesId, true)).status).toBe(200);
    expect(names((await list('?disabled=true')).body.args.response.rows)).toEqual(['sales']);
    expect((await setDisabled(salesId, true)).status).toBe(200);
    expect((await setDisabled(salesId, false, admin, 'es')).body.args.response.message).toBe('Usuario reactivado');
    expect((await list('?disabled=false')).body.args.response.total).toBe(6);

    const adminId = await idOf('admin');
    const self = await setDisabled(adminId, true, admin, 'it');
    expect(self).toMatchObject({
      status: 400,
      body: {
        args: { error: { key: 'users.errors.cannotDisableSelf', message: 'Non puoi disattivare il tuo account' } },
      },
    });
    expect((await t.call({ method: 'GET', url: '/en/v1.0/auth/me', token: admin })).status).toBe(200);

    expect((await setDisabled(999_999, true)).status).toBe(404);
    expect((await setDisabled(salesId, 'yes')).body.args.error.fields).toEqual({ disabled: 'Invalid value' });
  });

  it('keeps user management from sales, agents and customers', async () => {
    for (const user of ['sales', 'agent', 'customer'] as const) {
      const token = await t.login(user);
      expect((await list('', 'en', token)).status).toBe(403);
      expect((await setDisabled(1, true, token)).status).toBe(403);
    }
  });
});
