import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/index';
import { PgliteThread } from '../../src/db/pglite-thread';

/**
 * PGlite runs in a worker thread (db/pglite-thread.ts): what Drizzle and the services rely on must
 * behave as PGlite in the main thread did: transactions that commit or roll back as a whole, other
 * calls waiting for an open transaction, PostgreSQL's error fields, values of every kind.
 */
describe('PGlite in its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await queryRows(database.db, sql`create table t (id int primary key, note text)`);
  });
  afterAll(() => database.close());

  it('commits a transaction whole, and rolls it back whole when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'one')`);
      await tx.execute(sql`insert into t values (2, 'two')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, 'three')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from t order by id`);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it("keeps PostgreSQL's error fields, and the transaction's statement fails alone", async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (4, 'four')`);
        await tx.execute(sql`insert into t values (1, 'again')`);
      })
      .catch((e: unknown) => e as { code?: string; cause?: { code?: string; constraint?: string } });
    const fields = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    expect((fields as { code?: string }).code).toBe('23505');
    expect((fields as { constraint?: string }).constraint).toBe('t_pkey');
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from t where id = 4`);
    expect(rows).toEqual([]);
  });

  it('makes other calls wait while a transaction is open', async () => {
    const seen: string[] = [];
    const writing = database.db.transaction(async (tx) => {
      await tx.execute(sql`update t set note = 'changed' where id = 1`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const reading = queryRows<{ note: string }>(database.db, sql`select note from t where id = 1`).then((rows) => {
      seen.push('read');
      return rows;
    });
    await writing;
    expect(await reading).toEqual([{ note: 'changed' }]);
    expect(seen).toEqual(['transaction ends', 'read']);
  });

  it('carries values of every kind both ways', async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select ${'à€😀'}::text as text, ${9_007_199_254_740_991}::bigint as big, now() as at,
        ${new Uint8Array([0, 1, 255])}::bytea as bytes, ${JSON.stringify({ a: [1] })}::jsonb as json,
        null::int as nothing, true as yes`,
    );
    expect(row?.text).toBe('à€😀');
    expect(row?.json).toEqual({ a: [1] });
    expect(Array.from(row?.bytes as Uint8Array)).toEqual([0, 1, 255]);
    expect(row?.nothing).toBeNull();
    expect(row?.yes).toBe(true);
    // Drizzle keeps timestamps as PostgreSQL's text: the thread applies its parsers.
    expect(typeof row?.at).toBe('string');
  });

  it('answers calls made at once, each its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => queryRows<{ n: number }>(database.db, sql`select ${i}::int as n`)),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('refuses calls once closed, and reports a folder it cannot open', async () => {
    const other = await PgliteThread.start({ dir: 'memory://', sharedBuffers: '16MB' });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
    await expect(PgliteThread.start({ dir: 'memory://', sharedBuffers: 'lots' })).rejects.toThrow();
  });

  it('says the database is lost when the thread stops on its own, not when it is closed', async () => {
    const settled = (promise: Promise<unknown>) =>
      Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 300))]);
    const closed = await PgliteThread.start({ dir: 'memory://', sharedBuffers: '16MB' });
    await closed.close();
    expect(await settled(closed.lost)).toBe(false);

    const dying = await PgliteThread.start({ dir: 'memory://', sharedBuffers: '16MB' });
    // As a WebAssembly abort would: the thread ends without being asked to.
    await (dying as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    expect((await dying.lost).message).toMatch(/PGlite's thread stopped/);
    await expect(dying.query('select 1')).rejects.toThrow(/stopped/);
  });
});
