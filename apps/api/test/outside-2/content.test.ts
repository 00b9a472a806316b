import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectNo500, expectRefused } from '../outside/helpers';

/**
 * An outside tester on News / Communications / Trends / Promotions: an item outside its days or
 * its audience is missing for a reader by list, by id, by file and in the dashboard tile (the same
 * 404 as an id that never was), and bad input is a translated 400.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const ROLES = ['admin', 'sales', 'agent', 'agent2', 'customer', 'press'] as const;
type Role = (typeof ROLES)[number];
const tok = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await t.login(r)]))) as Record<
  Role,
  string
>;
const READERS = ['agent', 'agent2', 'customer', 'press'] as const;
const call = (role: Role, method: string, url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.call({
    method: method as 'GET',
    url,
    token: tok[role],
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
function multipart(name: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const b = 'OUTSIDE2BOUNDARY';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const texts = (title: string) => ({ it: { title, summary: 'x', body: '<p>x</p>' } });
let withdrawn: number;
let withdrawnFile: string;
let future: number;
let futureFile: string;
let agentsOnly: number;
let agentsFile: string;

async function create(body: Record<string, unknown>) {
  const res = await call('admin', 'POST', '/it/v1.0/content', { kind: 'news', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.args.response.id as number;
  const up = await t.app.inject({
    method: 'POST',
    url: `/it/v1.0/content/item/${id}/files?role=image`,
    headers: { 'access-token': tok.admin, ...multipart('file', 'p.png', PNG, 'image/png').headers },
    payload: multipart('file', 'p.png', PNG).payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  return [id, up.json().args.response.id as string] as const;
}

beforeAll(async () => {
  [withdrawn, withdrawnFile] = await create({
    texts: texts('Withdrawn outside2'),
    audience: ['agents', 'customers', 'press'],
    publish_on: '2026-01-10',
    withdraw_on: '2026-02-10',
  });
  [future, futureFile] = await create({
    texts: texts('Future outside2'),
    audience: ['agents', 'customers', 'press'],
    publish_on: '2099-01-10',
  });
  [agentsOnly, agentsFile] = await create({
    texts: texts('Agents outside2'),
    audience: ['agents'],
    publish_on: '2026-01-10',
  });
});

describe('an item a reader may not see', () => {
  it('is missing by id and by file, with the same answer as an id that never was', async () => {
    const missing = await call('customer', 'GET', '/fr/v1.0/content/item/987654');
    expectRefused(missing, 404, 'fr', 'errors.notFound');
    for (const role of READERS) {
      for (const id of [withdrawn, future]) {
        const res = await call(role, 'GET', `/fr/v1.0/content/item/${id}`);
        expect(res.status, `${role} ${id}`).toBe(404);
        expect(res.body).toEqual(missing.body);
      }
      for (const file of [withdrawnFile, futureFile]) {
        expectRefused(await call(role, 'GET', `/es/v1.0/content/files/${file}`), 404, 'es', 'errors.notFound', role);
      }
    }
    for (const role of ['customer', 'press'] as const) {
      expect((await call(role, 'GET', `/en/v1.0/content/item/${agentsOnly}`)).body).toEqual(
        (await call(role, 'GET', '/en/v1.0/content/item/987654')).body,
      );
      expectRefused(await call(role, 'GET', `/en/v1.0/content/files/${agentsFile}`), 404, 'en', 'errors.notFound');
    }
    expect((await call('agent', 'GET', `/en/v1.0/content/files/${agentsFile}`)).status).toBe(200);
  });

  it('is in no list, whatever state, audience or text the reader asks for, nor in the tile', async () => {
    const hidden = ['Withdrawn outside2', 'Future outside2'];
    for (const role of READERS) {
      const queries = ['', '?state=scheduled', '?state=withdrawn', '?audience=press', '?q=outside2', '?pageSize=100'];
      for (const q of queries) {
        const res = await call(role, 'GET', `/en/v1.0/content/news${q}`);
        if (res.status !== 200) {
          expectRefused(res, 400, 'en', undefined, `${role} ${q}`);
          continue;
        }
        const titles = res.body.args.response.rows.map((r: { title: string }) => r.title);
        for (const title of hidden) expect(titles, `${role} ${q}`).not.toContain(title);
        if (role === 'customer' || role === 'press') expect(titles).not.toContain('Agents outside2');
      }
      const tile = JSON.stringify((await call(role, 'GET', '/en/v1.0/dashboard/content')).body);
      for (const title of hidden) expect(tile, role).not.toContain(title);
    }
  });

  it('a reader cannot edit, delete or attach to any item', async () => {
    for (const role of READERS) {
      expectRefused(await call(role, 'GET', '/it/v1.0/content/item/1/edit'), 403, 'it', 'errors.forbidden');
      expectRefused(await call(role, 'DELETE', `/it/v1.0/content/item/${agentsOnly}`), 403, 'it');
      expectRefused(await call(role, 'DELETE', `/it/v1.0/content/item/1/files/${agentsFile}`), 403, 'it');
      const up = multipart('file', 'p.png', PNG, 'image/png');
      expectRefused(
        await call(role, 'POST', '/it/v1.0/content/item/1/files?role=image', up.payload, up.headers),
        403,
        'it',
      );
    }
  });

  it("a file of another item is missing when deleted through this one's id", async () => {
    const res = await call('admin', 'DELETE', `/en/v1.0/content/item/1/files/${agentsFile}`);
    expectRefused(res, 404, 'en', 'errors.notFound');
    expect((await call('agent', 'GET', `/en/v1.0/content/files/${agentsFile}`)).status).toBe(200);
  });
});

describe('bad input to an item', () => {
  const good = { kind: 'news', texts: texts('ok'), audience: ['agents'], publish_on: '2026-03-01' };
  it.each([
    ['impossible publication day', { ...good, publish_on: '2026-02-30' }],
    ['impossible withdrawal day', { ...good, withdraw_on: '2026-13-01' }],
    ['withdrawal before publication', { ...good, withdraw_on: '2026-01-01' }],
    ['NUL in the title', { ...good, texts: texts('a\u0000b') }],
    ['lone surrogate in the body', { ...good, texts: { it: { title: 'x', summary: '', body: '<p>\ud800</p>' } } }],
    ['audience not in the enum', { ...good, audience: ['martians'] }],
    ['audience a string', { ...good, audience: 'agents' }],
    ['kind not in the enum', { ...good, kind: 'gossip' }],
    ['unknown language', { ...good, texts: { ...texts('x'), de: { title: 'x', summary: '', body: '' } } }],
    ['huge body', { ...good, texts: { it: { title: 'x', summary: '', body: `<p>${'x'.repeat(3_000_000)}</p>` } } }],
    ['year beyond 9999', { ...good, publish_on: '+10000-01-01' }],
  ])('%s is a translated 4xx', async (_, body) => {
    const res = await call('admin', 'POST', '/es/v1.0/content', body);
    expectNo500(res);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expectRefused(res, res.status, 'es');
  });

  it('malformed JSON and a huge id are translated 4xx', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/fr/v1.0/content/item/1',
      token: tok.admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"texts":',
    });
    expectRefused(res, 400, 'fr');
    for (const id of ['2147483648', '-1', '1%00', '99999999999999999999999']) {
      expectNo500(await call('admin', 'PUT', `/fr/v1.0/content/item/${id}`, good));
      expectNo500(await call('customer', 'GET', `/fr/v1.0/content/item/${id}`));
    }
    for (const fileId of ['x', '00000000-0000-0000-0000-000000000000', `${withdrawnFile}%00`]) {
      expectNo500(await call('customer', 'GET', `/fr/v1.0/content/files/${fileId}`));
    }
  });

  it('a file name loses the bidirectional controls that would disguise its extension', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const up = multipart('file', 'report\u202efdp.exe', pdf, 'application/pdf');
    const res = await call('admin', 'POST', '/en/v1.0/content/item/1/files?role=attachment', up.payload, up.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.args.response.name).toBe('reportfdp.exe');
    await call('admin', 'DELETE', `/en/v1.0/content/item/1/files/${res.body.args.response.id}`);
  });

  it('an upload that lies about its type, or has no bytes, is a translated 400 and leaves nothing', async () => {
    const before = (await call('admin', 'GET', '/en/v1.0/content/item/1/edit')).body.args.response.files.length;
    for (const [role, data, type] of [
      ['image', Buffer.from('MZ this is no image'), 'image/png'],
      ['attachment', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'application/pdf'],
      ['image', Buffer.alloc(0), 'image/png'],
    ] as const) {
      const up = multipart('file', `x${'\u0001'}.png`, data, type);
      const res = await call('admin', 'POST', `/en/v1.0/content/item/1/files?role=${role}`, up.payload, up.headers);
      expectRefused(res, 400, 'en');
    }
    const after = (await call('admin', 'GET', '/en/v1.0/content/item/1/edit')).body.args.response.files.length;
    expect(after).toBe(before);
  });
});
