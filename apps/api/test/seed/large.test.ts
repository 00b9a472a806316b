import { isValidEan, SHEET_STATUSES, sheetFieldsCompleteSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { hasLargeSet, seedLarge } from '../../src/db/seed/large/index';
import { recountSql } from '../../src/modules/materials/stock';
import { createTestApp, type TestApp } from '../helpers/app';

/** `npm run seed:large` at a small size: every state present, data valid, counters in step. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await hasLargeSet(t.database)).toBe(false);
  await seedLarge(t.database, { clients: 400, agencies: 4, agentsPerAgency: 2 }, () => {});
}, 120_000);
afterAll(() => t.close());

describe('the large data set', () => {
  it('has clients in every sheet state, with several versions, requests, events, mail and registrations', async () => {
    expect(await hasLargeSet(t.database)).toBe(true);
    const states = await queryRows<{ sheet_status: string | null }>(
      t.database.db,
      sql`select distinct sheet_status from clients c join agencies a on a.id = c.agency_id where a.code like 'L%'`,
    );
    expect(states.map((s) => s.sheet_status ?? 'none').sort()).toEqual([...SHEET_STATUSES, 'none'].sort());
    const [n] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select (select count(*) from sheets where version > 1) as versions,
        (select count(*) from sign_requests) as requests, (select count(*) from sign_events) as events,
        (select count(*) from outbox) as mails, (select count(*) from registration_requests) as registrations,
        (select count(*) from users where username like 'large-%') as users`,
    );
    for (const value of Object.values(n ?? {})) expect(Number(value)).toBeGreaterThan(0);
  });

  it('writes sheets that save-for-signature would accept', async () => {
    const rows = await queryRows<{ fields: unknown }>(
      t.database.db,
      sql`select fields from sheets s join clients c on c.id = s.client_id join agencies a on a.id = c.agency_id
        where a.code like 'L%' order by s.id limit 50`,
    );
    expect(rows.length).toBe(50);
    for (const row of rows) expect(sheetFieldsCompleteSchema.safeParse(row.fields).error).toBeUndefined();
  });

  it('keeps the counters equal to a recount', async () => {
    const drift = await queryRows(
      t.database.db,
      sql`select agency_id, sheet_status, client_status, sum(d) from (
          select agency_id, sheet_status, client_status, n as d from client_counts
          union all select coalesce(agency_id, 0), coalesce(sheet_status, 'none'), status, -count(*) from clients
            where kind = 'retailer' group by 1, 2, 3) x group by 1, 2, 3 having sum(d) <> 0`,
    );
    expect(drift).toEqual([]);
  });

  it('has materials with loads and requests in every state, their counters equal to a recount', async () => {
    const [n] = await queryRows<{ materials: number; states: number }>(
      t.database.db,
      sql`select (select count(*) from materials where product_code like 'MAT-0%' and length(product_code) = 10)::int
          as materials, (select count(distinct status) from material_requests)::int as states`,
    );
    expect(n).toEqual({ materials: 80, states: 4 });
    const drift = await queryRows(
      t.database.db,
      sql`select m.id from materials m join (${recountSql}) c on c.id = m.id
          where m.realised <> c.realised or m.committed <> c.committed or m.pending_requests <> c.pending_requests
          or m.printed <> c.printed or m.delivered <> c.delivered`,
    );
    expect(drift).toEqual([]);
  });

  it('has shipments in every state carrying accepted requests, the rest still to be sent', async () => {
    const [n] = await queryRows<{ shipments: number; states: number; carried: number; to_send: number }>(
      t.database.db,
      sql`select (select count(*) from shipments)::int as shipments,
          (select count(distinct status) from shipments)::int as states,
          (select count(*) from material_requests where shipment_id is not null)::int as carried,
          (select count(*) from material_requests where shipment_id is null and status in ('accepted', 'partial'))::int
            as to_send`,
    );
    // 200 of the large set, 4 of the demo.
    expect(n).toMatchObject({ shipments: 204, states: 4, carried: 204 });
    expect(n?.to_send).toBeGreaterThan(0);
  });

  it('has the appliance price list with valid EANs and some ready stock', async () => {
    const [n] = await queryRows<{ appliances: number; bad_ean: number; stock: number }>(
      t.database.db,
      sql`select count(*)::int as appliances,
            count(*) filter (where ean !~ '^80[0-9]{11}$')::int as bad_ean,
            (select count(*)::int from appliance_stock k join appliances s on s.id = k.appliance_id
              where s.code >= 'EL-010001') as stock
          from appliances where code >= 'EL-010001'`,
    );
    expect(n).toMatchObject({ appliances: 400, bad_ean: 0 });
    expect(n?.stock).toBeGreaterThan(0);
    const eans = await queryRows<{ ean: string }>(t.database.db, sql`select ean from appliances limit 500`);
    expect(eans.filter((r) => !isValidEan(r.ean))).toEqual([]);
  });

  it('gives every large invoice its ERP document: paid, due and overdue ones', async () => {
    const [n] = await queryRows<{ invoices: number; missing: number; paid: number; due: number; overdue: number }>(
      t.database.db,
      sql`select count(*)::int as invoices, count(*) filter (where d.number is null)::int as missing,
            count(*) filter (where d.paid_on is not null)::int as paid,
            count(*) filter (where d.paid_on is null and d.due_on >= current_date)::int as due,
            count(*) filter (where d.paid_on is null and d.due_on < current_date)::int as overdue
          from invoices i join agencies a on a.id = i.agency_id
          left join invoice_documents d on d.number = i.number and d.client_id = i.client_id
          where a.code like 'L%'`,
    );
    expect(n?.invoices).toBeGreaterThan(100);
    expect(n?.missing).toBe(0);
    for (const state of ['paid', 'due', 'overdue'] as const) expect(n?.[state], state).toBeGreaterThan(0);
  });

  it('lets a large agent sign in and see only their agency', async () => {
    const token = await t.login('large-agent-001');
    const res = await t.call({ method: 'GET', url: '/it/v1.0/agencies/clients?page=2', token });
    expect(res.status).toBe(200);
    const agencies = new Set(res.body.args.response.rows.map((r: { agency_id: number }) => r.agency_id));
    expect(agencies.size).toBe(1);
    expect(res.body.args.response.total).toBeGreaterThan(40);
  });
});
