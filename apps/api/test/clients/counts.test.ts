import { SHEET_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { clients } from '../../src/db/schema/index';
import { cappedCountOf, cappedCountSql, listTotal } from '../../src/lib/list';
import { countByStatus, listClients } from '../../src/modules/clients/repository';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The list pattern's denormalised data (issue 8): each client's latest sheet and the counter
 * table are kept by triggers. Long random sequences of writes must leave both equal to what a
 * full recount says, after every step.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic PRNG, so a failure replays. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function drift() {
  const db = t.database.db;
  const counts = await queryRows<{ agency_id: number; sheet_status: string; client_status: string; d: string }>(
    db,
    sql`select agency_id, sheet_status, client_status, sum(d) as d from (
        select agency_id, sheet_status, client_status, n as d from client_counts
        union all
        select coalesce(agency_id, 0), coalesce(sheet_status, 'none'), status, -count(*) from clients
          where kind = 'retailer' group by 1, 2, 3) x
      group by 1, 2, 3 having sum(d) <> 0`,
  );
  const latest = await queryRows<{ id: number }>(
    db,
    sql`select c.id from clients c left join lateral (
        select id, version, status from sheets where client_id = c.id order by version desc limit 1) s on true
      where (c.sheet_id, c.sheet_version, c.sheet_status) is distinct from (s.id, s.version, s.status)`,
  );
  return { counts, latest };
}

describe('client counters and latest sheet', () => {
  it('stay equal to a full recount through a random sequence of writes', async () => {
    const db = t.database.db;
    const rand = prng(20261122);
    const agencies = (await queryRows<{ id: number }>(db, sql`select id from agencies order by id`)).map((a) =>
      Number(a.id),
    );
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
    const clientStatuses = ['prospect', 'active', 'deletion_requested', 'deleted'] as const;
    const unsigned = SHEET_STATUSES.filter((s) => !['signed', 'confirmed'].includes(s));
    const mine: number[] = [];

    for (let step = 0; step < 120; step++) {
      const op = rand();
      if (op < 0.2 || mine.length < 3) {
        // A batch of new clients in one statement (the statement-level trigger sees several rows).
        const n = 1 + Math.floor(rand() * 4);
        const rows = await queryRows<{ id: number }>(
          db,
          sql`insert into clients (agency_id, company_name, kind, status)
            select ${pick([...agencies, null])}::int, 'Counter test ' || g, ${pick(['retailer', 'retailer', 'press'])},
              ${pick(clientStatuses)} from generate_series(1, ${n}) g returning id`,
        );
        mine.push(...rows.map((r) => Number(r.id)));
      } else if (op < 0.45) {
        const client = pick(mine);
        await db.execute(
          sql`insert into sheets (client_id, version, status, fields)
            select ${client}, coalesce(max(version), 0) + 1, ${pick(unsigned)}, '{}'::jsonb from sheets where client_id = ${client}`,
        );
      } else if (op < 0.65) {
        const client = pick(mine);
        await db.execute(
          sql`update sheets set status = ${pick(unsigned)} where client_id = ${client} and signed_at is null
            and version = (select max(version) from sheets where client_id = ${client})`,
        );
      } else if (op < 0.75) {
        // An older version changing state must not become "latest".
        const client = pick(mine);
        await db.execute(
          sql`update sheets set status = ${pick(unsigned)} where client_id = ${client} and signed_at is null and version = 1`,
        );
      } else if (op < 0.85) {
        await db.execute(
          sql`update clients set status = ${pick(clientStatuses)}, agency_id = ${pick(agencies)}
            where id in (${sql.join(
              [pick(mine), pick(mine)].map((id) => sql`${id}`),
              sql`, `,
            )})`,
        );
      } else if (op < 0.93) {
        const client = pick(mine);
        await db.execute(
          sql`delete from sheets where client_id = ${client} and signed_at is null
            and version = (select max(version) from sheets where client_id = ${client})
            and not exists (select 1 from sign_requests r where r.sheet_id = sheets.id)`,
        );
      } else {
        const client = pick(mine);
        const used = await queryRows(db, sql`select 1 from sheets where client_id = ${client}`);
        if (used.length === 0) {
          await db.execute(sql`delete from clients where id = ${client}`);
          mine.splice(mine.indexOf(client), 1);
        }
      }
      const found = await drift();
      expect({ step, ...found }).toEqual({ step, counts: [], latest: [] });
    }
  });

  it('rolls back with the transaction that wrote', async () => {
    const before = await countByStatus(t.database.db, { kind: 'all' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into clients (company_name) values ('Rolled back')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await countByStatus(t.database.db, { kind: 'all' })).toEqual(before);
  });
});

describe('list totals', () => {
  it('count up to the cap and say when the total is a lower bound', async () => {
    const [exact] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from clients c where c.kind = 'retailer'`,
    );
    const n = Number(exact?.n);
    expect(n).toBeGreaterThan(3);
    const retailers = sql`${clients.kind} = 'retailer'`;
    expect(await cappedCountOf(t.database.db, clients, retailers, n)).toEqual({ total: n, capped: false });
    expect(await cappedCountOf(t.database.db, clients, retailers, 3)).toEqual({ total: 3, capped: true });
    const [raw] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select ${cappedCountSql(sql`from clients c where c.kind = 'retailer'`, 3)} as n`,
    );
    expect(listTotal(raw?.n, 3)).toEqual({ total: 3, capped: true });
  });

  it('gives the total on a page past the end too, and with a text filter', async () => {
    const scope = { kind: 'all' } as const;
    const first = await listClients(t.database.db, scope, { page: 1, pageSize: 5 });
    const beyond = await listClients(t.database.db, scope, { page: 9999, pageSize: 5 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(first.total);
    const name = first.rows[0]?.company_name.slice(0, 6) ?? '';
    const filtered = await listClients(t.database.db, scope, { page: 1, pageSize: 5, q: name });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.capped).toBe(false);
    expect(filtered.rows.every((r) => r.company_name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  });

  it('pages through the whole list in order, counted exactly, in both directions', async () => {
    const scope = { kind: 'all' } as const;
    for (const order of ['asc', 'desc'] as const) {
      const all = await listClients(t.database.db, scope, { page: 1, pageSize: 100, order });
      const paged = [];
      for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
        paged.push(...(await listClients(t.database.db, scope, { page, pageSize: 7, order })).rows);
      }
      expect(paged.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
      expect(all.total).toBe(all.rows.length);
      const truth = await queryRows<{ id: number }>(
        t.database.db,
        order === 'asc'
          ? sql`select id from clients where kind = 'retailer' and status <> 'deleted' order by lower(company_name), id`
          : sql`select id from clients where kind = 'retailer' and status <> 'deleted' order by lower(company_name) desc, id desc`,
      );
      expect(all.rows.map((r) => r.id)).toEqual(truth.map((r) => Number(r.id)));
    }
  });
});
