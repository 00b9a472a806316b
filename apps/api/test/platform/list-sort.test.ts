import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
const registration = (username: string, company: string) => ({
  username,
  name: 'Anna',
  surname: 'Verdi',
  company_name: company,
  vat_number: 'DE123456789',
  email: `${username}@example.de`,
  phone: '+49 30 1234567',
  user_type: 'foreign_reseller',
  country: 'DE',
  city: 'Berlin',
  postal_code: '10115',
  address: 'Unter den Linden 1',
  privacy: true,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const shops: [string, string][] = [
    ['bravo.shop', 'Bravo Küchen'],
    ['alpha.shop', 'Zeta Möbel'],
    ['charlie.shop', 'Alpha Wohnen'],
  ];
  for (const [u, c] of shops) {
    const res = await t.call({ method: 'POST', url: '/en/v1.0/auth/register', payload: registration(u, c) });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const column = (res: { body: any }, key: string) =>
  res.body.args.response.rows.map((r: Record<string, string>) => r[key]);

describe('server-side sorting of the administration lists', () => {
  it('sorts registration requests by user name and by company, both ways', async () => {
    const list = (q: string) => t.call({ method: 'GET', url: `/en/v1.0/admin/registrations?${q}`, token: admin });
    expect(column(await list('sort=username&order=asc'), 'username')).toEqual([
      'alpha.shop',
      'bravo.shop',
      'charlie.shop',
    ]);
    expect(column(await list('sort=username&order=desc'), 'username')).toEqual([
      'charlie.shop',
      'bravo.shop',
      'alpha.shop',
    ]);
    expect(column(await list('sort=company_name&order=asc'), 'company_name')).toEqual([
      'Alpha Wohnen',
      'Bravo Küchen',
      'Zeta Möbel',
    ]);
  });

  it('sorts outgoing e-mails by recipient', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/en/v1.0/admin/outbox?sort=to&order=asc&pageSize=100',
      token: admin,
    });
    const recipients = column(res, 'to') as string[];
    expect(recipients.length).toBeGreaterThan(3);
    // First letters only: how punctuation in addresses sorts depends on the server's collation.
    const initials = recipients.map((r) => r[0]);
    expect(initials).toEqual([...initials].sort());
    const desc = column(
      await t.call({ method: 'GET', url: '/en/v1.0/admin/outbox?sort=to&order=desc&pageSize=100', token: admin }),
      'to',
    );
    expect(desc).toEqual([...recipients].reverse());
  });

  it('ignores an unknown sort column instead of failing', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/admin/outbox?sort=password&order=asc', token: admin });
    expect(res.status).toBe(200);
  });
});

describe('sort names that are not sortable columns', () => {
  // An outside tester found `sort=__proto__` answering 500 on every list: the sortable columns
  // were looked up on a plain object, prototype included.
  it('fall back to the default order, never a 500, on every list', async () => {
    const agent = await t.login('agent');
    for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const [url, token] of [
        [`/it/v1.0/admin/users?sort=${sort}`, admin],
        [`/it/v1.0/admin/registrations?sort=${sort}`, admin],
        [`/it/v1.0/admin/outbox?sort=${sort}`, admin],
        [`/it/v1.0/agencies/clients?sort=${sort}`, agent],
        [`/it/v1.0/admin/schede/status-clients?sort=${sort}`, admin],
      ] as const) {
        const res = await t.call({ method: 'GET', url, token });
        expect(res.status, url).toBe(200);
      }
      const posted = await t.call({
        method: 'POST',
        url: '/it/v1.0/admin/schede/status-clients',
        token: admin,
        payload: { sort },
      });
      expect(posted.status, sort).toBe(200);
    }
  });
});
