import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { multipart, pressUser, rows } from './helpers';

/**
 * The Download area: browsing by audience (agents, customers, press; staff all), the staff's
 * folder and file calls, uploads and downloads with Range, ETag and If-Range.
 */
let t: TestApp;
let tok: DemoTokens & { press: string };
const base = (lang = 'en') => `/${lang}/v1.0/downloads`;
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  const all = await loginAll(t);
  tok = { ...all, press: await t.login(await pressUser(t)) };
});
afterAll(() => t.close());

const browse = (token: string, query = '', lang = 'en') =>
  t.call({ method: 'GET', url: `${base(lang)}${query}`, token });

async function folderId(nameIt: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from download_folders where name_it = ${nameIt}`);
  return row?.id as number;
}
async function fileId(title: string): Promise<string> {
  const [row] = await rows<{ file_id: string }>(t, sql`select file_id from download_files where title = ${title}`);
  return row?.file_id as string;
}

async function makeFolder(token: string, body: object) {
  return t.call({ method: 'POST', url: `${base()}/folders`, token, payload: body });
}

async function uploadTo(
  folder: number,
  data: Buffer,
  name: string,
  fields: Record<string, string> = {},
  token = tok.admin,
) {
  const body = multipart(data, name, fields);
  const res = await t.app.inject({
    method: 'POST',
    url: `${base()}/folders/${folder}/files`,
    headers: { ...body.headers, 'access-token': token },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('browsing by audience', () => {
  it('shows each reader the top folders meant for it; staff see all, with every name and the audience', async () => {
    const names = async (token: string) =>
      ((await browse(token)).body.args.response.folders as { name: string }[]).map((f) => f.name).sort();
    expect(await names(tok.admin)).toEqual(['Agent network', 'Catalogues', 'Press kit', 'Price lists']);
    expect(await names(tok.sales)).toEqual(['Agent network', 'Catalogues', 'Press kit', 'Price lists']);
    expect(await names(tok.agent)).toEqual(['Agent network', 'Catalogues', 'Price lists']);
    expect(await names(tok.customer)).toEqual(['Catalogues', 'Price lists']);
    expect(await names(tok.press)).toEqual(['Catalogues', 'Press kit']);
    const staff = (await browse(tok.admin)).body.args.response.folders[0];
    expect(staff.names.it).toBeTruthy();
    expect(staff.audience.length).toBeGreaterThan(0);
    expect((await browse(tok.agent)).body.args.response.folders[0].names).toBeUndefined();
  });

  it('names folders in the reader’s language, falling back to English then Italian', async () => {
    const it_ = (await browse(tok.customer, '', 'it')).body.args.response.folders.map((f: { name: string }) => f.name);
    expect(it_).toContain('Cataloghi');
    const fr = (await browse(tok.customer, '', 'fr')).body.args.response.folders.map((f: { name: string }) => f.name);
    expect(fr).toContain('Tarifs');
    await t.database.db.execute(sql`update download_folders set name_fr = null where name_it = 'Listini'`);
    const fallback = (await browse(tok.customer, '', 'fr')).body.args.response.folders.map(
      (f: { name: string }) => f.name,
    );
    expect(fallback).toContain('Price lists');
  });

  it('opens a folder with its breadcrumb and files; a file of its own audience shows only to it', async () => {
    const lists = await folderId('Listini');
    const agent = (await browse(tok.agent, `?folder=${lists}`)).body.args.response;
    expect(agent.breadcrumb).toEqual([{ id: lists, name: 'Price lists' }]);
    expect(agent.files.map((f: { title: string }) => f.title).sort()).toEqual([
      'Condizioni riservate agli agenti',
      'Listino prezzi 2026',
    ]);
    const customer = (await browse(tok.customer, `?folder=${lists}`)).body.args.response;
    expect(customer.files.map((f: { title: string }) => f.title)).toEqual(['Listino prezzi 2026']);
    expect(customer.files[0]).toMatchObject({ size: expect.any(Number), type: expect.stringContaining('sheet') });
    expect(customer.files[0].created_by).toBeUndefined();
    const sub = await folderId('Elettrodomestici');
    const crumbs = (await browse(tok.customer, `?folder=${sub}`, 'it')).body.args.response.breadcrumb;
    expect(crumbs.map((c: { name: string }) => c.name)).toEqual(['Cataloghi', 'Elettrodomestici']);
  });

  it('answers another audience’s folder as a missing one, also below a folder it may see', async () => {
    const agents = await folderId('Rete agenti');
    const press = await folderId('Cartella stampa');
    const sub = await folderId('Elettrodomestici');
    const missing = await browse(tok.customer, '?folder=2000000000');
    expect(missing.status).toBe(404);
    for (const [token, id] of [
      [tok.customer, agents],
      [tok.agent, press],
      [tok.press, sub],
      [tok.press, agents],
    ] as const) {
      const res = await browse(token, `?folder=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.args.error).toEqual(missing.body.args.error);
    }
  });

  it('searches every file the reader may see, and only those', async () => {
    const press = (await browse(tok.press, '?q=comunicato')).body.args.response;
    expect(press.files.map((f: { title: string }) => f.title)).toEqual(['Comunicato stampa Salone 2026']);
    expect(press.files[0].path).toBe('Press kit');
    expect((await browse(tok.customer, '?q=comunicato')).body.args.response.files).toEqual([]);
    expect((await browse(tok.customer, '?q=condizioni')).body.args.response.files).toEqual([]);
    expect((await browse(tok.agent, '?q=condizioni')).body.args.response.files).toHaveLength(1);
    // LIKE's own characters are searched as they are.
    expect((await browse(tok.admin, '?q=%25')).body.args.response.files).toEqual([]);
  });

  it('gives the tree of the folders the reader may open', async () => {
    const tree = (await t.call({ method: 'GET', url: `${base()}/tree`, token: tok.press })).body.args.response.folders;
    expect(tree.map((f: { name: string }) => f.name).sort()).toEqual(['Catalogues', 'Press kit']);
    expect((await t.call({ method: 'GET', url: `${base()}/tree` })).status).toBe(401);
  });

  it('refuses bad input with a translated 400', async () => {
    for (const query of ['?folder=abc', '?folder=99999999999', `?q=${'x'.repeat(101)}`, '?q=%00', '?page=0']) {
      const res = await browse(tok.agent, query, 'it');
      expect(res.status, query).toBe(400);
      expect(res.body.args.error.message).toBeTruthy();
    }
    expect((await browse('', '')).status).toBe(401);
  });
});

describe('downloading', () => {
  it('answers a file the reader may see; another audience’s file as a missing one', async () => {
    const file = await fileId('Condizioni riservate agli agenti');
    const url = `${base()}/files/${file}`;
    const agent = await t.app.inject({ method: 'GET', url, headers: { 'access-token': tok.agent } });
    expect(agent.statusCode).toBe(200);
    expect(agent.headers['content-type']).toBe('application/pdf');
    expect(agent.headers['content-disposition']).toContain('attachment');
    expect(agent.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const missing = await t.call({
      method: 'GET',
      url: `${base()}/files/00000000-0000-4000-8000-000000000000`,
      token: tok.customer,
    });
    expect(missing.status).toBe(404);
    for (const token of [tok.customer, tok.press]) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.status).toBe(404);
      expect(res.body.args.error).toEqual(missing.body.args.error);
    }
    expect((await t.call({ method: 'GET', url, token: tok.admin })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `${base()}/files/not-a-uuid`, token: tok.admin })).status).toBe(404);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
  });

  it('resumes by Range (206), gives the whole file for a changed If-Range, and never fails on bad ranges', async () => {
    const folder = await folderId('Cataloghi');
    const data = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 31) % 256));
    const up = await uploadTo(folder, data, 'bytes.bin', { title: 'Range test' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const url = `${base()}/files/${up.body.args.response.id}`;
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { 'access-token': tok.customer, ...headers } });
    const whole = await get({});
    const etag = `"${sha(data)}"`;
    expect(whole.headers.etag).toBe(etag);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get({ range: 'bytes=10000-', 'if-range': etag });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10000-49999/50000`);
    expect(Buffer.compare(part.rawPayload, data.subarray(10000))).toBe(0);
    // The file changed since the first bytes were read: the whole (new) file, never a mix.
    const changed = await get({ range: 'bytes=10000-', 'if-range': '"another-version"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(50_000);
    expect((await get({ range: 'bytes=60000-70000' })).statusCode).toBe(416);
    for (const bad of [
      'bytes=abc',
      'bytes=5-1',
      'items=0-10',
      'bytes=0-10,20-30',
      'bytes=',
      '=',
      'bytes=-',
      `bytes=0-${'9'.repeat(400)}`,
    ]) {
      const res = await get({ range: bad });
      expect([200, 206, 416], bad).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.rawPayload.length).toBe(50_000);
    }
    const multi = await get({ range: 'bytes=0-10,20-30' });
    expect(multi.statusCode).toBe(200);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
  });
  it('gives a signed link the browser downloads without a header; the reader is checked again', async () => {
    const file = await fileId('Condizioni riservate agli agenti');
    const link = await t.call({ method: 'POST', url: `${base()}/files/${file}/link`, token: tok.agent });
    expect(link.status).toBe(200);
    const url = link.body.args.response.url as string;
    expect(url).toMatch(/^\/en\/v1\.0\/downloads\/link\/[A-Za-z0-9_-]{54}$/);
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-3', 'if-range': whole.headers.etag as string },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('%PDF');
    // A customer gets no link to an agents-only file; a changed token is a missing file.
    expect((await t.call({ method: 'POST', url: `${base()}/files/${file}/link`, token: tok.customer })).status).toBe(
      404,
    );
    const token = url.split('/').pop() as string;
    const forged = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
    expect((await t.call({ method: 'GET', url: url.replace(token, forged) })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: url.replace(token, 'short') })).status).toBe(404);
    // A reader disabled since: the link stops working.
    await t.database.db.execute(sql`update users set disabled_at = now() where username = 'agent2'`);
    const other = await t.call({ method: 'POST', url: `${base()}/files/${file}/link`, token: tok.agent2 });
    if (other.status === 200)
      expect((await t.call({ method: 'GET', url: other.body.args.response.url })).status).toBe(404);
    await t.database.db.execute(sql`update users set disabled_at = null where username = 'agent2'`);
  });
});

describe('the dashboard tile', () => {
  it('lists the newest files each reader may download, each in the folder it opens', async () => {
    const latest = async (token: string) => await t.call({ method: 'GET', url: '/en/v1.0/dashboard/downloads', token });
    for (const who of ['agent', 'customer', 'press'] as const) {
      const res = await latest(tok[who]);
      expect(res.status).toBe(200);
      const files = res.body.args.response.files as { id: string; folder_id: number; title: string }[];
      expect(files.length).toBeGreaterThan(0);
      expect(files.length).toBeLessThanOrEqual(5);
      for (const file of files) {
        const listed = (await browse(tok[who], `?folder=${file.folder_id}&pageSize=100`)).body.args.response.files;
        expect(listed.map((f: { id: string }) => f.id)).toContain(file.id);
      }
    }
    const titles = async (token: string) =>
      ((await latest(token)).body.args.response.files as { title: string }[]).map((f) => f.title);
    expect(await titles(tok.customer)).not.toContain('Condizioni riservate agli agenti');
    expect(await titles(tok.customer)).not.toContain('Manuale del portale');
    expect(await titles(tok.press)).not.toContain('Listino prezzi 2026');
    expect((await latest(tok.admin)).status).toBe(403);
  });
});

describe('staff manage folders and files', () => {
  it('creates, renames, moves and deletes a folder; agents and customers are refused', async () => {
    const body = { name_it: 'Nuova', name_en: 'New', audience: ['agents'] };
    for (const token of [tok.agent, tok.customer, tok.press]) expect((await makeFolder(token, body)).status).toBe(403);
    expect((await makeFolder('', body)).status).toBe(401);
    const made = await makeFolder(tok.sales, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.args.response.id as number;
    const child = (await makeFolder(tok.admin, { ...body, name_it: 'Figlia', parent_id: id })).body.args.response.id;
    const patch = (folder: number, payload: object, token = tok.admin) =>
      t.call({ method: 'PATCH', url: `${base()}/folders/${folder}`, token, payload });
    expect((await patch(id, { name_it: 'Rinominata', name_fr: 'Renommée' })).status).toBe(200);
    // Into itself or its own folder: refused.
    const loop = await patch(id, { parent_id: child }, tok.admin);
    expect(loop.status).toBe(400);
    expect(loop.body.args.error.key).toBe('downloads.errors.folderLoop');
    expect((await patch(id, { parent_id: id })).status).toBe(400);
    expect((await patch(id, { parent_id: 2_000_000_000 })).status).toBe(404);
    const catalogues = await folderId('Cataloghi');
    expect((await patch(child, { parent_id: catalogues })).status).toBe(200);
    expect((await patch(child, { parent_id: null })).status).toBe(200);
    expect((await patch(id, { name_it: 'x' }, tok.agent)).status).toBe(403);
    const up = await uploadTo(id, Buffer.from('%PDF-1.4 demo'), 'a.pdf');
    expect(up.status).toBe(200);
    const del = await t.call({ method: 'DELETE', url: `${base()}/folders/${id}`, token: tok.admin });
    expect(del.status).toBe(200);
    expect(await rows(t, sql`select 1 from download_files where file_id = ${up.body.args.response.id}`)).toEqual([]);
    expect(await rows(t, sql`select 1 from files where id = ${up.body.args.response.id}`)).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `${base()}/folders/${id}`, token: tok.admin })).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${base()}/folders/${child}`, token: tok.agent })).status).toBe(403);
  });

  it('refuses bad folder input with a message in the request’s language', async () => {
    const cases = [
      {},
      { name_it: '', audience: ['agents'] },
      { name_it: 'a\u0000b', audience: ['agents'] },
      { name_it: '\ud800', audience: ['agents'] },
      { name_it: 'x'.repeat(121), audience: ['agents'] },
      { name_it: 'ok', audience: [] },
      { name_it: 'ok', audience: ['staff'] },
      { name_it: 'ok', audience: ['agents', 'agents'] },
      { name_it: 'ok', audience: ['agents'], parent_id: 99999999999 },
    ];
    for (const payload of cases) {
      const res = await t.call({ method: 'POST', url: `${base('fr')}/folders`, token: tok.admin, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const none = await t.call({
      method: 'POST',
      url: `${base('it')}/folders`,
      token: tok.admin,
      payload: { name_it: 'ok', audience: [] },
    });
    expect(JSON.stringify(none.body.args.error.message)).toContain('Scegliere chi lo vede');
    expect(
      (await makeFolder(tok.admin, { name_it: 'ok', audience: ['agents'], parent_id: 2_000_000_000 })).status,
    ).toBe(404);
  });

  it('nests folders at most 8 deep', async () => {
    let parent: number | null = null;
    for (let i = 0; i < 8; i++) {
      const res = await makeFolder(tok.admin, { name_it: `L${i}`, audience: ['press'], parent_id: parent });
      expect(res.status).toBe(200);
      parent = res.body.args.response.id;
    }
    const deep = await makeFolder(tok.admin, { name_it: 'L9', audience: ['press'], parent_id: parent });
    expect(deep.status).toBe(400);
    expect(deep.body.args.error.key).toBe('downloads.errors.tooDeep');
  });

  it('uploads with a title and an own audience, retitles, moves and deletes a file', async () => {
    const catalogues = await folderId('Cataloghi');
    const lists = await folderId('Listini');
    const up = await uploadTo(catalogues, Buffer.from('%PDF-1.4 press only'), 'solo-stampa.pdf', {
      title: 'Solo stampa',
      audience: 'press',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const id = up.body.args.response.id as string;
    const titles = async (token: string) =>
      (await browse(token, `?folder=${catalogues}`)).body.args.response.files.map((f: { title: string }) => f.title);
    expect(await titles(tok.press)).toContain('Solo stampa');
    expect(await titles(tok.customer)).not.toContain('Solo stampa');
    const patch = (payload: object, token = tok.admin) =>
      t.call({ method: 'PATCH', url: `${base()}/files/${id}`, token, payload });
    expect((await patch({ title: 'Per tutti', audience: null })).status).toBe(200);
    expect(await titles(tok.customer)).toContain('Per tutti');
    expect((await patch({ folder_id: lists })).status).toBe(200);
    expect((await patch({ folder_id: 2_000_000_000 })).status).toBe(404);
    expect((await patch({ title: '' })).status).toBe(400);
    expect((await patch({ audience: ['nobody'] })).status).toBe(400);
    expect((await patch({ title: 'x' }, tok.agent)).status).toBe(403);
    const [record] = await rows<{ storage_key: string }>(t, sql`select storage_key from files where id = ${id}`);
    expect((await t.call({ method: 'DELETE', url: `${base()}/files/${id}`, token: tok.customer })).status).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `${base()}/files/${id}`, token: tok.sales })).status).toBe(200);
    expect(await rows(t, sql`select 1 from files where id = ${id}`)).toEqual([]);
    await expect(t.app.storage.read(record?.storage_key as string)).rejects.toThrow();
    expect((await t.call({ method: 'DELETE', url: `${base()}/files/${id}`, token: tok.sales })).status).toBe(404);
  });

  it('refuses an upload by the wrong role, to a missing folder, without a file, empty or with bad fields; nothing is stored', async () => {
    const catalogues = await folderId('Cataloghi');
    const count = async () => Number((await rows<{ n: string }>(t, sql`select count(*) as n from files`))[0]?.n);
    const before = await count();
    expect((await uploadTo(catalogues, Buffer.from('x'), 'a.txt', {}, tok.agent)).status).toBe(403);
    expect((await uploadTo(2_000_000_000, Buffer.from('x'), 'a.txt')).status).toBe(404);
    expect((await uploadTo(catalogues, Buffer.alloc(0), 'empty.txt')).status).toBe(400);
    expect((await uploadTo(catalogues, Buffer.from('x'), 'a.txt', { audience: 'staff' })).status).toBe(400);
    expect((await uploadTo(catalogues, Buffer.from('x'), 'a.txt', { other: 'x' })).status).toBe(400);
    const json = await t.call({
      method: 'POST',
      url: `${base()}/folders/${catalogues}/files`,
      token: tok.admin,
      payload: { a: 1 },
    });
    expect(json.status).toBe(415);
    expect(await count()).toBe(before);
    expect(await rows(t, sql`select 1 from file_uploads`)).toEqual([]);
  });

  it('answers an upload declared over 1 GB with a translated 413 before reading it', async () => {
    const catalogues = await folderId('Cataloghi');
    const body = multipart(Buffer.from('x'), 'big.bin');
    const res = await t.app.inject({
      method: 'POST',
      url: `${base('it')}/folders/${catalogues}/files`,
      headers: {
        ...body.headers,
        'access-token': tok.admin,
        'content-length': String(1024 * 1024 * 1024 + 2 * 1024 * 1024),
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().args.error.message).toBe('Il file è troppo grande, limite 1024 MB');
  });
});
