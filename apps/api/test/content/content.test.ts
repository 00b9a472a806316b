import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { dayFrom, input, listed, marker, write } from './helpers';

/** Content calls: who reads what (audience, days, by list and by id), languages, read markers, staff writes. */

let t: TestApp;
let tok: DemoTokens & { press: string };
beforeAll(async () => {
  t = await createTestApp();
  tok = { ...(await loginAll(t)), press: await t.login('press') };
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });

describe('who sees which item', () => {
  it('shows each reader the items of their audience between their days; staff see all of them', async () => {
    const m = marker('aud');
    const forAgents = await write(t, tok.admin, 'news', input(`${m} agents`, { audience: ['agents'] }));
    const forCustomers = await write(t, tok.sales, 'news', input(`${m} customers`, { audience: ['customers'] }));
    const forPress = await write(t, tok.admin, 'news', input(`${m} press`, { audience: ['press'] }));
    const future = await write(t, tok.admin, 'news', input(`${m} future`, { publish_on: dayFrom(2) }));
    const gone = await write(
      t,
      tok.admin,
      'news',
      input(`${m} gone`, { publish_on: dayFrom(-10), withdraw_on: dayFrom(0) }),
    );
    const lastDay = await write(
      t,
      tok.admin,
      'news',
      input(`${m} lastday`, { publish_on: dayFrom(0), withdraw_on: dayFrom(1) }),
    );
    const ids = async (token: string) => (await listed(t, token, 'news', m)).rows.map((r) => r.id).sort();
    expect(await ids(tok.agent)).toEqual([forAgents, lastDay].sort());
    expect(await ids(tok.agent2)).toEqual([forAgents, lastDay].sort());
    expect(await ids(tok.customer)).toEqual([forCustomers, lastDay].sort());
    expect(await ids(tok.press)).toEqual([forPress, lastDay].sort());
    expect(await ids(tok.admin)).toEqual([forAgents, forCustomers, forPress, future, gone, lastDay].sort());
    expect(await ids(tok.sales)).toHaveLength(6);

    // By id: what the list hides is missing, with the very answer of a missing item.
    const missing = await get('/en/v1.0/content/item/2000000000', tok.customer);
    expect(missing.status).toBe(404);
    for (const [token, id] of [
      [tok.customer, forAgents],
      [tok.customer, forPress],
      [tok.agent, forCustomers],
      [tok.press, forCustomers],
      [tok.press, future],
      [tok.agent, gone],
    ] as const) {
      const res = await get(`/en/v1.0/content/item/${id}`, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect((await get(`/en/v1.0/content/item/${future}`, tok.sales)).status).toBe(200);
    expect((await get(`/en/v1.0/content/item/${forPress}`, tok.press)).status).toBe(200);
  });

  it('keeps a kind to its own list', async () => {
    const m = marker('kind');
    const trend = await write(t, tok.admin, 'trend', input(`${m} trend`));
    expect((await listed(t, tok.customer, 'news', m)).rows).toEqual([]);
    expect((await listed(t, tok.customer, 'trend', m)).rows.map((r) => r.id)).toEqual([trend]);
    for (const kind of ['communication', 'promotion'] as const) {
      const id = await write(t, tok.admin, kind, input(`${m} ${kind}`));
      expect((await listed(t, tok.press, kind, m)).rows.map((r) => r.id)).toEqual([id]);
    }
    expect((await get('/it/v1.0/content/articles', tok.admin)).status).toBe(400);
  });

  it('gives staff the state and audience filters', async () => {
    const m = marker('state');
    const future = await write(t, tok.admin, 'news', input(`${m} a`, { publish_on: dayFrom(5), audience: ['press'] }));
    const now = await write(t, tok.admin, 'news', input(`${m} b`));
    const gone = await write(
      t,
      tok.admin,
      'news',
      input(`${m} c`, { publish_on: dayFrom(-9), withdraw_on: dayFrom(-1) }),
    );
    const of = async (extra: string) => (await listed(t, tok.admin, 'news', m, extra)).rows.map((r) => r.id);
    expect(await of('&state=scheduled')).toEqual([future]);
    expect(await of('&state=published')).toEqual([now]);
    expect(await of('&state=withdrawn')).toEqual([gone]);
    expect((await of('&audience=press')).sort()).toEqual([future, now, gone].sort());
    const states = (await listed(t, tok.admin, 'news', m)).rows.map((r) => r.state).sort();
    expect(states).toEqual(['published', 'scheduled', 'withdrawn']);
    // A reader's filters cannot widen what they see.
    expect((await listed(t, tok.customer, 'news', m, '&state=scheduled')).rows.map((r) => r.id)).toEqual([now]);
  });

  it('searches every language without accents, and pages', async () => {
    const m = marker('search');
    const id = await write(
      t,
      tok.admin,
      'news',
      input(`${m} Città`, { texts: { it: { title: `${m} Città` }, fr: { title: 'Élégance française' } } }),
    );
    expect((await listed(t, tok.agent, 'news', `${m} citta`)).rows.map((r) => r.id)).toEqual([id]);
    const res = await get(
      `/it/v1.0/content/news?q=${encodeURIComponent('élégance FRANÇAISE')}&pageSize=100`,
      tok.agent,
    );
    expect(res.body.args.response.rows.map((r: { id: number }) => r.id)).toContain(id);
    const page = await get('/it/v1.0/content/news?page=1&pageSize=2', tok.admin);
    expect(page.body.args.response.rows).toHaveLength(2);
    expect(page.body.args.response.total).toBeGreaterThan(2);
    expect(page.body.args.response.table_headers.map((h: { key: string }) => h.key)).toContain('state');
    const reader = await get('/it/v1.0/content/news', tok.customer);
    expect(reader.body.args.response.table_headers.map((h: { key: string }) => h.key)).toEqual(['title', 'publish_on']);
  });
});

describe('languages', () => {
  it("answers the reader's language, else English, else Italian", async () => {
    const m = marker('lang');
    const both = await write(
      t,
      tok.admin,
      'communication',
      input(m, {
        texts: {
          it: { title: `${m} it`, body: '<p>ciao</p>' },
          fr: { title: `${m} fr`, summary: 'résumé', body: '<p>bonjour</p>' },
        },
      }),
    );
    const fr = await get(`/fr/v1.0/content/item/${both}`, tok.customer);
    expect(fr.body.args.response).toMatchObject({ title: `${m} fr`, body: '<p>bonjour</p>', language: 'fr' });
    expect(fr.body.args.response.languages).toEqual(['it', 'fr']);
    const es = await get(`/es/v1.0/content/item/${both}`, tok.customer);
    expect(es.body.args.response).toMatchObject({ title: `${m} it`, language: 'it' });
    await t.call({
      method: 'PUT',
      url: `/it/v1.0/content/item/${both}`,
      token: tok.sales,
      payload: input(m, {
        texts: { it: { title: `${m} it` }, en: { title: `${m} en` }, fr: { title: `${m} fr` } },
      }) as object,
    });
    const again = await get(`/es/v1.0/content/item/${both}`, tok.customer);
    expect(again.body.args.response).toMatchObject({ title: `${m} en`, language: 'en' });
    const list = await listed(t, tok.agent, 'communication', m, '', 'fr');
    expect(list.rows.map((r) => [r.title, r.language])).toEqual([[`${m} fr`, 'fr']]);
  });
});

describe('read markers', () => {
  it('marks an item read when its reader opens it, for that reader alone, and counts the unread', async () => {
    const m = marker('read');
    const before = (await get('/it/v1.0/content/unread', tok.agent)).body.args.response;
    const id = await write(t, tok.admin, 'trend', input(m, { audience: ['agents'] }));
    const after = (await get('/it/v1.0/content/unread', tok.agent)).body.args.response;
    expect(after.trend).toBe(Math.min(before.trend + 1, 99));
    expect((await listed(t, tok.agent, 'trend', m)).rows[0]?.read).toBe(false);
    expect((await listed(t, tok.agent, 'trend', m, '&unread=true')).rows.map((r) => r.id)).toEqual([id]);
    const detail = await get(`/it/v1.0/content/item/${id}`, tok.agent);
    expect(detail.status).toBe(200);
    expect(detail.body.args.response.read).toBe(true);
    expect((await listed(t, tok.agent, 'trend', m)).rows[0]?.read).toBe(true);
    expect((await listed(t, tok.agent, 'trend', m, '&unread=true')).rows).toEqual([]);
    expect((await get('/it/v1.0/content/unread', tok.agent)).body.args.response.trend).toBe(before.trend);
    expect((await listed(t, tok.agent2, 'trend', m)).rows[0]?.read).toBe(false);
    // Opening it again changes nothing.
    expect((await get(`/it/v1.0/content/item/${id}`, tok.agent)).status).toBe(200);
  });

  it('answers the unread counts of every kind to every role, and none to an anonymous caller', async () => {
    for (const token of Object.values(tok)) {
      const res = await get('/it/v1.0/content/unread', token);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.args.response).sort()).toEqual(['communication', 'news', 'promotion', 'trend']);
    }
    expect((await get('/it/v1.0/content/unread')).status).toBe(401);
    expect((await get('/it/v1.0/content/news')).status).toBe(401);
    expect((await get('/it/v1.0/content/item/1')).status).toBe(401);
  });
});

describe('the dashboard tile', () => {
  it('counts what each reader has not read, as their lists count unread=true; staff have no tile', async () => {
    for (const token of [tok.agent, tok.customer, tok.press]) {
      const tile = await get('/it/v1.0/dashboard/content', token);
      expect(tile.status).toBe(200);
      const counts = tile.body.args.response.counts as { key: string; count: number; capped: boolean }[];
      expect(counts.map((c) => c.key)).toEqual(['news', 'communication', 'trend', 'promotion']);
      for (const c of counts) {
        const list = await get(`/it/v1.0/content/${c.key}?unread=true&pageSize=1`, token);
        expect(c.capped ? list.body.args.response.total >= c.count : list.body.args.response.total === c.count).toBe(
          true,
        );
      }
    }
    expect((await get('/it/v1.0/dashboard/content', tok.admin)).status).toBe(403);
    expect((await get('/it/v1.0/dashboard/content')).status).toBe(401);
  });
});

describe('staff writes', () => {
  it('lets admin and sales write, edit and delete; readers are refused', async () => {
    const m = marker('write');
    for (const token of [tok.agent, tok.customer, tok.press]) {
      expect(
        (await t.call({ method: 'POST', url: '/it/v1.0/content', token, payload: { ...input(m), kind: 'news' } }))
          .status,
      ).toBe(403);
    }
    expect(
      (await t.call({ method: 'POST', url: '/it/v1.0/content', payload: { ...input(m), kind: 'news' } })).status,
    ).toBe(401);
    const id = await write(t, tok.sales, 'news', input(m));
    const edit = await get(`/it/v1.0/content/item/${id}/edit`, tok.admin);
    expect(edit.status).toBe(200);
    expect(edit.body.args.response).toMatchObject({
      kind: 'news',
      texts: { it: { title: m }, en: null },
      audience: ['agents', 'customers', 'press'],
      withdraw_on: null,
    });
    expect((await get(`/it/v1.0/content/item/${id}/edit`, tok.agent)).status).toBe(403);
    const put = (token: string, body: object, itemId = id) =>
      t.call({ method: 'PUT', url: `/it/v1.0/content/item/${itemId}`, token, payload: body });
    expect((await put(tok.customer, input(m))).status).toBe(403);
    expect((await put(tok.admin, input(`${m} v2`, { audience: ['press'], withdraw_on: dayFrom(30) }))).status).toBe(
      200,
    );
    expect((await put(tok.admin, input(m), 2_000_000_000)).status).toBe(404);
    const changed = (await get(`/it/v1.0/content/item/${id}/edit`, tok.admin)).body.args.response;
    expect(changed).toMatchObject({
      texts: { it: { title: `${m} v2` } },
      audience: ['press'],
      withdraw_on: dayFrom(30),
    });
    expect((await get(`/it/v1.0/content/item/${id}`, tok.customer)).status).toBe(404);
    expect((await get(`/it/v1.0/content/item/${id}`, tok.press)).status).toBe(200);

    const del = (token: string) => t.call({ method: 'DELETE', url: `/it/v1.0/content/item/${id}`, token });
    expect((await del(tok.agent)).status).toBe(403);
    expect((await del(tok.admin)).status).toBe(200);
    expect((await del(tok.admin)).status).toBe(404);
    expect((await get(`/it/v1.0/content/item/${id}`, tok.press)).status).toBe(404);
  });

  it('stores the body sanitized', async () => {
    const m = marker('xss');
    const id = await write(
      t,
      tok.admin,
      'news',
      input(m, {
        texts: {
          it: {
            title: m,
            body: '<p onclick="x()">ok<script>alert(1)</script> <a href="javascript:alert(1)">a</a> <img src="https://evil.example/x.png"></p>',
          },
        },
      }),
    );
    const body = (await get(`/it/v1.0/content/item/${id}`, tok.customer)).body.args.response.body;
    expect(body).toBe('<p>ok <a target="_blank" rel="noopener noreferrer nofollow">a</a> </p>');
  });

  it('refuses bad input with a translated message per field', async () => {
    const post = (body: unknown, lang = 'it') =>
      t.call({
        method: 'POST',
        url: `/${lang}/v1.0/content`,
        token: tok.admin,
        payload: { kind: 'news', ...(body as object) },
      });
    const noTitle = await post(input(''));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.args.error.fields).toHaveProperty(['texts.it.title']);
    const order = await post(input('x', { publish_on: dayFrom(3), withdraw_on: dayFrom(3) }), 'fr');
    expect(order.status).toBe(400);
    expect(order.body.args.error.fields.publish_on).toBe('La date de retrait doit suivre la date de publication');
    expect((await post(input('x', { audience: [] }))).body.args.error.fields.audience).toBe(
      'Scegliere almeno un destinatario',
    );
    expect((await post(input('x', { publish_on: '2026-02-30' }))).status).toBe(400);
    expect((await post(input('x', { publish_on: '0000-01-01' }))).status).toBe(400);
    expect((await post(input('x\u0000y'))).status).toBe(400);
    expect((await post(input('\ud800'))).status).toBe(400);
    expect((await post(input('x'.repeat(201)))).status).toBe(400);
    expect((await post({ ...input('x'), audience: ['staff'] })).status).toBe(400);
    expect((await post({ ...input('x'), extra: 1 })).status).toBe(400);
    expect((await post({ ...input('x'), kind: 'article' })).status).toBe(400);
    expect((await post(input('x', { texts: { it: { title: 'x', body: 'y'.repeat(100_001) } } }))).status).toBe(400);
    expect((await post(input('x', { texts: { it: { title: 'x' }, en: { title: '', summary: 's' } } }))).status).toBe(
      400,
    );
    expect((await get('/it/v1.0/content/item/99999999999', tok.admin)).status).toBe(400);
    expect((await get('/it/v1.0/content/item/abc', tok.admin)).status).toBe(400);
    expect((await get('/it/v1.0/content/news?page=0', tok.admin)).status).toBe(400);
    expect((await get('/it/v1.0/content/news?unread=yes', tok.admin)).status).toBe(400);
    const huge = await t.call({
      method: 'POST',
      url: '/it/v1.0/content',
      token: tok.admin,
      payload: { ...input('x'), kind: 'news', pad: 'z'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
  });
});
