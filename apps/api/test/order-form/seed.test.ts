import { ORDER_FORM_ATTACHMENT_TYPES, orderFormCompleteSchema, orderFormFieldsOf } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { largeOrders } from '../../src/modules/order-form/seed-large';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { completeFields, orderPart, sendRequest } from './requests';

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

describe('the demo orders', () => {
  it('are in every state, with attachments of allowed types that download whole', async () => {
    const list = await t.call({ method: 'GET', url: '/en/v1.0/order-form?pageSize=100', token: tok.admin });
    const rows = list.body.args.response.rows as { id: number; state: string; attachments: number }[];
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['draft', 'sent']));
    const withFiles = rows.filter((r) => r.attachments > 0);
    expect(withFiles.length).toBe(rows.length);
    let failedOnce = false;
    for (const row of rows) {
      const detail = (await t.call({ method: 'GET', url: `/en/v1.0/order-form/${row.id}`, token: tok.admin })).body.args
        .response;
      expect(detail.files).toHaveLength(row.attachments);
      failedOnce ||= detail.send_error !== null;
      // A sent order is complete by the form's own rules.
      if (row.state === 'sent')
        expect(orderFormCompleteSchema.safeParse(orderFormFieldsOf(detail)).error).toBeUndefined();
      for (const file of detail.files) {
        expect(Object.keys(ORDER_FORM_ATTACHMENT_TYPES)).toContain(file.type);
        const got = await t.app.inject({
          method: 'GET',
          url: `/en/v1.0/order-form/${row.id}/files/${file.id}`,
          headers: { 'access-token': tok.admin },
        });
        expect(got.statusCode).toBe(200);
        expect(got.rawPayload.length).toBe(file.size);
      }
    }
    expect(failedOnce).toBe(true);
  });
});

describe('the large orders step', () => {
  it('adds orders for the clients, numbered after the demo ones, their lines and counts in step', async () => {
    const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where username = 'admin'`);
    const [before] = await queryRows<{ n: number; last: number }>(
      t.database.db,
      sql`select (select count(*)::int from order_form_orders) as n, (select max(last) from order_form_numbers) as last`,
    );
    await t.database.db.transaction((tx) =>
      largeOrders.run(tx, {
        sizes: { clients: 400, agencies: 1, agentsPerAgency: 1 },
        passwordHash: '',
        agencies: [],
        agentIds: [],
        staffIds: [Number(admin?.id)],
        log: () => {},
      }),
    );
    const [after] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*)::int from order_form_orders) as n,
          (select count(distinct number)::int from order_form_orders) as numbers,
          (select count(distinct state)::int from order_form_orders) as states,
          (select count(*)::int from order_form_orders o where o.line_count <>
            (select count(*) from order_form_lines l where l.order_id = o.id)) as wrong_lines,
          (select count(*)::int from order_form_orders o join clients c on c.id = o.client_id
            where o.agency_id is distinct from c.agency_id) as wrong_agency,
          (select count(*)::int from order_form_numbers y where y.last <> (select max(split_part(number, '-', 2)::int)
            from order_form_orders where split_part(number, '-', 1)::int = y.year)) as wrong_sequence`,
    );
    expect(after).toEqual({
      n: Number(before?.n) + 200,
      numbers: Number(before?.n) + 200,
      states: 2,
      wrong_lines: 0,
      wrong_agency: 0,
      wrong_sequence: 0,
    });
    // The list still answers, and a new order takes the next number of its year.
    const list = await t.call({ method: 'GET', url: '/en/v1.0/order-form?q=ordine%201', token: tok.admin });
    expect(list.body.args.response.rows.length).toBeGreaterThan(0);
    const year = new Date().getUTCFullYear();
    const [last] = await queryRows<{ last: number; client: number }>(
      t.database.db,
      sql`select last, (select min(id) from clients where kind = 'retailer') as client from order_form_numbers where year = ${year}`,
    );
    const made = await sendRequest(t, tok.admin, [orderPart({ fields: completeFields(Number(last?.client)) })]);
    expect(made.body.args.response.number).toBe(`${year}-${String(Number(last?.last) + 1).padStart(6, '0')}`);
  });
});
