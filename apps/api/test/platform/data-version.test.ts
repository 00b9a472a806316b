import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersion, foldDataVersionMarks, UNVERSIONED_TABLES } from '../../src/db/data-version';
import { queryRows } from '../../src/db/index';
import { sweepExports } from '../../src/modules/clients/exports';
import { lapseReservations } from '../../src/modules/ready-stock/index';
import { createTestApp, type TestApp } from '../helpers/app';

/*
 * The data's version (migrations 0027, 0029) moves on once per committed transaction that wrote an
 * answered table, whoever wrote it; cached answers rely on it (answer-cache.test.ts).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = () => dataVersion(t.database.db);

describe('data version', () => {
  it('marks every table, or lists it among the few no cached answer reads', async () => {
    const tables = await queryRows<{ name: string; marked: boolean }>(
      t.database.db,
      sql`select c.relname as name,
            exists (select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
                    where g.tgrelid = c.oid and p.proname = 'data_version_mark') as marked
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(tables.length).toBeGreaterThan(30);
    const unmarked = tables.filter((table) => !table.marked).map((table) => table.name);
    expect(unmarked.sort()).toEqual([...UNVERSIONED_TABLES].sort());
  });

  it('moves once per committed transaction, however many tables and rows it wrote', async () => {
    const before = await version();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update clients set phone = phone where id in (select id from clients limit 3)`);
      await tx.execute(sql`update agencies set name = name where id in (select id from agencies limit 2)`);
      await tx.execute(sql`update users set language = language where id in (select id from users limit 2)`);
    });
    expect(await version()).toBe(before + 1);
    // A single statement outside a transaction is its own.
    await t.database.db.execute(sql`update sheets set status = status where id in (select id from sheets limit 1)`);
    expect(await version()).toBe(before + 2);
    // A connection's mark is one row, written again in place: the table does not grow with the writes.
    const marks = () => queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from data_version_marks`);
    const rowsBefore = Number((await marks())[0]?.n);
    for (let i = 0; i < 20; i++) await t.database.db.execute(sql`update agencies set name = name where false`);
    expect(await version()).toBe(before + 22);
    expect(Number((await marks())[0]?.n)).toBeLessThanOrEqual(Math.max(rowsBefore, 1) + 5);
  });

  it('stays when a transaction rolls back, or writes only what no answer reads', async () => {
    await t.database.db.execute(
      sql`insert into outbox ("to", subject, text, html, template, language, message_id)
          values ('a@example.com', 's', 't', 'h', 'test', 'it', 'm-1')`,
    );
    const before = await version();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update clients set phone = phone where id in (select id from clients limit 1)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.database.db.execute(sql`delete from rate_limits where key = 'nobody'`);
    // The mail worker's claim touches no row when nothing is due: the outbox marks by row.
    await t.database.db.execute(sql`update outbox set locked_until = null where false`);
    expect(await version()).toBe(before);
    await t.database.db.execute(
      sql`update outbox set locked_until = locked_until where id in (select id from outbox limit 1)`,
    );
    expect(await version()).toBe(before + 1);
  });

  it('folds the marks of ended connections into the version without moving it', async () => {
    await t.database.db.execute(sql`update agencies set name = name where false`);
    // Two connections that have ended (no backend has these pids).
    await t.database.db.execute(
      sql`insert into data_version_marks (pid, tx, n) values (2147483000, 1, 40), (2147483001, 1, 2)`,
    );
    const before = await version();
    // Those two, and on PostgreSQL the connection that built the template this database copies.
    expect(await foldDataVersionMarks(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(await version()).toBe(before);
    const left = await queryRows<{ pid: number }>(t.database.db, sql`select pid from data_version_marks`);
    expect(left.map((row) => Number(row.pid))).not.toEqual(expect.arrayContaining([2147483000]));
    expect(left.map((row) => Number(row.pid))).not.toEqual(expect.arrayContaining([2147483001]));
    // This connection's own mark stays, and it still counts.
    expect(left.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`update agencies set name = name where false`);
    expect(await version()).toBe(before + 1);
    expect(await foldDataVersionMarks(t.database.db)).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'never deadlocks two writers that wait on each other’s rows (each counts on its own connection’s mark)',
    async () => {
      const ids = await queryRows<{ id: number }>(t.database.db, sql`select id from clients order by id limit 2`);
      const [x, y] = ids.map((r) => Number(r.id));
      const before = await version();
      let firstWrote: () => void = () => {};
      const wrote = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      // A writes x, then y; B writes y while A waits, and commits; A then gets y and commits.
      const a = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update clients set phone = 'a' where id = ${x}`);
        firstWrote();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`update clients set phone = 'a' where id = ${y}`);
      });
      await wrote;
      const b = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update clients set phone = 'b' where id = ${y}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await Promise.all([a, b]);
      expect(await version()).toBe(before + 2);
    },
  );

  it('stays when a periodic job finds nothing to do (every instance would drop its cached answers)', async () => {
    const before = await version();
    expect(await sweepExports(t.app)).toBe(0);
    expect(await lapseReservations(t.app, '2000-01-01')).toBe(0);
    expect(await version()).toBe(before);
  });
});
