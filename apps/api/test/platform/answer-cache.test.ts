import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/*
 * Lists, counts and searches marked `cached` (plugins/answer-cache.ts) answer again from memory
 * while the data's version stays, per user and URL; any committed write, by a route or by anyone
 * else on the database, is seen by the next call.
 */
let t: TestApp;
let tok: DemoTokens;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const LIST = '/en/v1.0/agencies/clients?pageSize=100&sort=company_name';
const names = (res: { body: any }) => res.body.args.response.rows.map((r: { company_name: string }) => r.company_name);

async function firstClient() {
  const res = await get(tok.admin, LIST);
  return res.body.args.response.rows[0] as { id: number; company_name: string };
}

/** Renames a client with the version's triggers off, as a change the version does not see. */
async function renameUnseen(id: number, name: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update clients set company_name = ${name} where id = ${id}`);
  });
}

describe('answer cache', () => {
  it('answers again from memory while the data’s version stays, and reads again once it moves', async () => {
    const client = await firstClient();
    await renameUnseen(client.id, 'Aaa Unseen S.r.l.');
    // Kept: the version did not move, so the same user and URL get the kept answer.
    expect(names(await get(tok.admin, LIST))).toContain(client.company_name);
    // Not shared: another URL, or another user, reads the data.
    expect(names(await get(tok.admin, `${LIST}&page=1`))).toContain('Aaa Unseen S.r.l.');
    expect(names(await get(tok.sales, LIST))).toContain('Aaa Unseen S.r.l.');
    // Any committed write, here by another writer straight on the database, moves the version.
    await t.database.db.execute(sql`update agencies set name = name where id in (select id from agencies limit 1)`);
    expect(names(await get(tok.admin, LIST))).toContain('Aaa Unseen S.r.l.');
    await renameUnseen(client.id, client.company_name);
    await t.database.db.execute(sql`update clients set company_name = company_name where id = ${client.id}`);
    expect(names(await get(tok.admin, LIST))).toContain(client.company_name);
  });

  it('shows a change made through the API to the very next call', async () => {
    const list = () => get(tok.admin, '/en/v1.0/admin/users?disabled=true');
    const before = (await list()).body.args.response.total;
    const sales = (await get(tok.admin, '/en/v1.0/admin/users?q=sales')).body.args.response.rows[0] as { id: number };
    const put = await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/users/${sales.id}/disabled`,
      token: tok.admin,
      payload: { disabled: true },
    });
    expect(put.status).toBe(200);
    expect((await list()).body.args.response.total).toBe(before + 1);
  });

  it('keeps each user’s answer to that user: an agent never gets staff’s rows', async () => {
    const staff = await get(tok.admin, '/it/v1.0/agencies/clients?pageSize=100');
    const agent = await get(tok.agent, '/it/v1.0/agencies/clients?pageSize=100');
    expect(staff.body.args.response.total).toBeGreaterThan(agent.body.args.response.total);
    const again = await get(tok.agent, '/it/v1.0/agencies/clients?pageSize=100');
    expect(again.body).toEqual(agent.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    const head = await t.call({ method: 'HEAD', url: '/it/v1.0/agencies/clients?pageSize=100', token: tok.agent });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('says in x-answer-cache whether an answer was kept or made (the bench counts its hit rate)', async () => {
    const url = '/it/v1.0/agencies/clients?pageSize=7&sort=company_name';
    await t.database.db.execute(sql`update agencies set name = name where id in (select id from agencies limit 1)`);
    expect((await get(tok.admin, url)).headers['x-answer-cache']).toBe('miss');
    expect((await get(tok.admin, url)).headers['x-answer-cache']).toBe('hit');
    await t.database.db.execute(sql`update agencies set name = name where id in (select id from agencies limit 1)`);
    expect((await get(tok.admin, url)).headers['x-answer-cache']).toBe('miss');
    // A route that is not kept says nothing.
    expect((await get(tok.admin, '/it/v1.0/auth/me')).headers['x-answer-cache']).toBeUndefined();
  });

  it('keeps no error: a 404 is answered again by the handler, not from memory', async () => {
    const url = '/it/v1.0/sales/budget/agent/999999';
    const missing = await get(tok.admin, url);
    expect(missing.status).toBe(404);
    // The agency appears without moving the version: only a kept 404 could still answer.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into agencies (id, code, name) overriding system value values (999999, 'AG-CACHE', 'Cache test')`,
      );
    });
    expect((await get(tok.admin, url)).status).toBe(200);
  });
});

describe('answer cache turned off', () => {
  it('reads the data on every call with ANSWER_CACHE_MS=0', async () => {
    const off = await createTestApp({ answerCacheMs: 0 });
    try {
      const token = await off.login('admin');
      const first = await off.call({ method: 'GET', url: LIST, token });
      const client = first.body.args.response.rows[0] as { id: number };
      await off.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update clients set company_name = 'Aaa Unseen S.r.l.' where id = ${client.id}`);
      });
      expect(names(await off.call({ method: 'GET', url: LIST, token }))).toContain('Aaa Unseen S.r.l.');
    } finally {
      await off.close();
    }
  });
});
