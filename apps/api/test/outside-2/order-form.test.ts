import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderLinks } from '../../src/modules/order-form/links';
import { attachmentName } from '../../src/modules/order-form/upload';
import { createTestApp } from '../helpers/app';
import { expectNo500, expectRefused } from '../outside/helpers';

/**
 * An outside tester on the order form: another client's or agency's order, its PDF, its
 * attachments and its sending answer exactly as an order that never was; the press has no order
 * form; a link signed with another key, expired or naming a file that is no order's attachment
 * is refused in the request's language.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const ROLES = ['admin', 'agent', 'agent2', 'customer', 'press'] as const;
type Role = (typeof ROLES)[number];
const tok = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await t.login(r)]))) as Record<
  Role,
  string
>;
const call = (role: Role | null, method: string, url: string, payload?: unknown) =>
  t.call({
    method: method as 'GET',
    url,
    ...(role ? { token: tok[role] } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const MISSING = 987654;
/** The rows of `db.execute`, as PGlite (`{ rows }`) or postgres.js (an array) gives them. */
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
/** Orders 3 and 5 belong to other clients than the demo customer's; agent2's agency has none. */
const NOT_CUSTOMERS = [3, 5];

async function fileOf(order: number) {
  const detail = (await call('admin', 'GET', `/en/v1.0/order-form/${order}`)).body.args.response;
  return (detail.files as { id: string }[] | undefined)?.[0]?.id;
}

describe("someone else's order", () => {
  const routes = (id: number | string): [string, string][] => [
    ['GET', `order-form/${id}`],
    ['GET', `order-form/pdf/${id}`],
    ['GET', `order-form/pdf/${id}/file`],
    ['POST', `order-form/email/${id}`],
    ['DELETE', `order-form/${id}`],
  ];

  it.each([
    ['customer', NOT_CUSTOMERS],
    ['agent2', [1, 2, 3, 4, 5]],
  ] as const)('%s gets the same translated 404 as for an order that never was', async (role, ids) => {
    for (const [method, path] of routes(MISSING)) {
      const missing = await call(role, method, `/fr/v1.0/${path}`, method === 'GET' ? undefined : {});
      expectRefused(missing, 404, 'fr', undefined, path);
      for (const id of ids) {
        const url = `/fr/v1.0/${path.replace(String(MISSING), String(id))}`;
        const res = await call(role, method, url, method === 'GET' ? undefined : {});
        expect(res.status, url).toBe(404);
        expect(res.body, url).toEqual(missing.body);
      }
    }
    // The order is still there for its owner.
    expect((await call('admin', 'GET', `/en/v1.0/order-form/${ids[0]}`)).status).toBe(200);
  });

  it("an attachment is missing through another order's id, or another caller's", async () => {
    const rows = await t.database.db.execute(
      sql`select id::text as id, owner_key from files where owner_domain = 'order-form' and variant_of is null limit 5`,
    );
    const files = rowsOf<{ id: string; owner_key: string }>(rows);
    for (const f of files) {
      const own = Number(f.owner_key);
      const other = own === 1 ? 2 : 1;
      expectRefused(await call('admin', 'GET', `/es/v1.0/order-form/${other}/files/${f.id}`), 404, 'es');
      expectRefused(await call('agent2', 'GET', `/es/v1.0/order-form/${own}/files/${f.id}`), 404, 'es');
      if (NOT_CUSTOMERS.includes(own)) {
        expectRefused(await call('customer', 'GET', `/es/v1.0/order-form/${own}/files/${f.id}`), 404, 'es');
      }
    }
    const first = await fileOf(1);
    if (first) expectRefused(await call('agent2', 'GET', `/es/v1.0/order-form/1/files/${first}`), 404, 'es');
  });

  it('the press has no order form at all', async () => {
    for (const url of ['order-form', 'order-form/1', 'order-form/pdf/1', 'order-form/pdf/1/file', 'dashboard/orders']) {
      expectRefused(await call('press', 'GET', `/it/v1.0/${url}`), 403, 'it', 'errors.forbidden', url);
    }
  });
});

describe('attachment links', () => {
  it('forged, expired, of another kind or of a file that is no attachment: refused in the language', async () => {
    const secret = await orderLinks.secret(t.app);
    const [notOrder] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id::text as id from files where owner_domain <> 'order-form' limit 1`),
    );
    const soon = new Date(Date.now() + 60_000);
    const cases = [
      orderLinks.token(secret, { fileId: notOrder?.id as string, expiresAt: soon }),
      orderLinks.token(Buffer.from('another key'), { fileId: notOrder?.id as string, expiresAt: soon }),
      orderLinks.token(secret, { fileId: '00000000-0000-0000-0000-000000000000', expiresAt: soon }),
      '%00'.repeat(16),
      'A'.repeat(48),
      'x'.repeat(201),
    ];
    for (const token of cases) {
      const res = await call(null, 'GET', `/fr/v1.0/order-form/link/${token}`);
      expectNo500(res, token);
      expectRefused(res, res.status, 'fr', undefined, token);
      expect([400, 404, 414]).toContain(res.status);
    }
    const expired = orderLinks.token(secret, {
      fileId: notOrder?.id as string,
      expiresAt: new Date(Date.now() - 1000),
    });
    expectRefused(
      await call(null, 'GET', `/fr/v1.0/order-form/link/${expired}`),
      410,
      'fr',
      'orderForm.mail.linkExpired',
    );
  });
});

describe('bad input to the list', () => {
  it.each([
    'page=1&page=2',
    'sort=nope',
    'order=sideways',
    `q=${'x'.repeat(10_000)}`,
    'q=%25%25',
    'q=%C3%A0%20%20',
    'from=2026-02-30',
    'pageSize=2147483648',
    'q[]=a',
  ])('?%s is a translated 4xx or a list', async (q) => {
    for (const role of ['admin', 'agent', 'customer'] as const) {
      const res = await call(role, 'GET', `/es/v1.0/order-form?${q}`);
      expectNo500(res, q);
      if (res.status !== 200) expectRefused(res, 400, 'es', undefined, q);
    }
  });
});

describe("an attachment's name", () => {
  it('loses the bidirectional controls that would disguise its extension, as the download area does', () => {
    expect(attachmentName('drawing\u202efdp.exe', 0, 'pdf')).toBe('drawingfdp.exe');
    expect(attachmentName('\u2066\u2069', 1, 'pdf')).toBe('attachment-2.pdf');
  });
});
