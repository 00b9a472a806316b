import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { agencyClient, completeFields, dxfFile, newKey, orderPart, pdfFile, pngFile, sendRequest } from './requests';

let t: TestApp;
let tok: DemoTokens;
/** A client of the agent's agency, and one of the other agency's. */
let own: number;
let other: number;
let customerClient: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const [c] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select client_id as id from users where username = 'customer'`,
  );
  own = await agencyClient(t, 'agent');
  other = await agencyClient(t, 'agent2');
  customerClient = Number(c?.id);
});
afterAll(() => t.close());

const detail = (id: number, token: string, lang = 'en') =>
  t.call({ method: 'GET', url: `/${lang}/v1.0/order-form/${id}`, token });

const orderFiles = async (id: number) =>
  (await t.app.storage.list(`order-form/${id}/`)).map((key) => key.split('/').pop() as string);

describe('send-request: a new order', () => {
  it('stores an agent order for their client with its lines and attachments, read back whole', async () => {
    const res = await sendRequest(t, tok.agent, [
      orderPart({ complete: true, fields: completeFields(own) }),
      pdfFile(),
      await pngFile(),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.args.response;
    expect(saved).toMatchObject({ state: 'draft', message: 'Draft saved' });
    expect(saved.number).toMatch(/^\d{4}-\d{6}$/);

    const got = await detail(saved.id, tok.agent);
    expect(got.status).toBe(200);
    const order = got.body.args.response;
    expect(order).toMatchObject({
      id: saved.id,
      number: saved.number,
      client_id: own,
      customer_code: 'MB0001',
      province: 'MB',
      model: 'Aurora',
      order_date: '2026-11-20',
      requested_delivery_date: '2026-12-20',
      privacy_consent: true,
      editable: true,
      lines: 2,
      attachments: 2,
      order_lines: [
        { quantity: 2, description: 'Base 60 cm' },
        { quantity: 1, description: 'Pensile 90 cm' },
      ],
    });
    expect(order.files.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['drawing.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    expect(await orderFiles(saved.id)).toHaveLength(2);

    // The attachment as stored, whole and by range.
    const file = order.files[0];
    const whole = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/order-form/${saved.id}/files/${file.id}`,
      headers: { 'access-token': tok.agent },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/order-form/${saved.id}/files/${file.id}`,
      headers: { 'access-token': tok.agent, range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
  });

  it('takes a DXF drawing by its text, a spreadsheet, and an incomplete draft', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Misure').addRow(['Parete A', 360]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const res = await sendRequest(t, tok.agent, [
      orderPart({ fields: { client: own, model: 'Linea', lines: [{ quantity: null, description: '' }] } }),
      dxfFile(),
      { name: 'files', filename: 'misure.xlsx', data: xlsx },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await detail(res.body.args.response.id, tok.agent)).body.args.response;
    expect(order).toMatchObject({ customer_code: '', privacy_consent: false, consent_at: null, order_date: null });
    expect(order.files.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['plan.dxf', 'image/vnd.dxf'],
      ['misure.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
  });

  it('orders for the customer its own company, and refuses it any other', async () => {
    const res = await sendRequest(t, tok.customer, [orderPart({ complete: true, fields: completeFields(null) })]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await detail(res.body.args.response.id, tok.customer)).body.args.response.client_id).toBe(customerClient);
    const elsewhere = await sendRequest(t, tok.customer, [
      orderPart({ complete: true, fields: completeFields(other) }),
    ]);
    expect(elsewhere.status).toBe(404);
  });

  it("answers another agency's client as a missing one, and staff may order for any client", async () => {
    const res = await sendRequest(t, tok.agent, [
      orderPart({ complete: true, fields: completeFields(other) }),
      pdfFile(),
    ]);
    expect(res.status).toBe(404);
    expect(res.body.args.error.key).toBe('errors.notFound');
    const missing = await sendRequest(t, tok.agent, [orderPart({ fields: completeFields(999_999) })]);
    expect(missing.status).toBe(404);
    for (const token of [tok.admin, tok.sales]) {
      const staff = await sendRequest(t, token, [orderPart({ complete: true, fields: completeFields(other) })]);
      expect(staff.status).toBe(200);
    }
    const none = await sendRequest(t, tok.admin, [orderPart({ complete: true, fields: completeFields(null) })]);
    expect(none.status).toBe(400);
    expect(none.body.args.error.fields).toEqual({ client: 'Choose the client the order is for' });
  });

  it('lists the files of one request in the order they were sent', async () => {
    const names = ['e.pdf', 'b.pdf', 'd.pdf', 'a.pdf', 'c.pdf', 'f.pdf'];
    const res = await sendRequest(t, tok.agent, [
      orderPart({ fields: completeFields(own) }),
      ...names.map((name, i) => pdfFile(name, String(i))),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const files = (await detail(res.body.args.response.id, tok.agent)).body.args.response.files;
    expect(files.map((f: { name: string }) => f.name)).toEqual(names);
  });

  it('gives the same order for the same Idempotency-Key, also when both arrive at once', async () => {
    const key = newKey();
    const parts = [orderPart({ complete: true, fields: completeFields(own) }), pdfFile()];
    const first = await sendRequest(t, tok.agent, parts, { key });
    const again = await sendRequest(t, tok.agent, parts, { key });
    expect(again.body.args.response.id).toBe(first.body.args.response.id);

    const together = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => sendRequest(t, tok.agent, [...parts, await pngFile()], { key: together })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.args.response.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_form_orders where idempotency_key = ${together}`,
    );
    expect(count?.n).toBe(1);
    // Only the winner's files have records; the others' bytes are gone.
    expect((await detail(id, tok.agent)).body.args.response.files).toHaveLength(2);
    expect(await orderFiles(id)).toHaveLength(2);

    // The key is the user's: another user with the same key gets an order of their own.
    const theirs = await sendRequest(t, tok.admin, parts, { key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.args.response.id).not.toBe(first.body.args.response.id);
  });
});

describe('send-request/{id}: changing a draft', () => {
  it('applies a change repeated with its Idempotency-Key once, also when the repeats arrive at once', async () => {
    const created = await sendRequest(t, tok.agent, [orderPart({ fields: completeFields(own) })]);
    const id = created.body.args.response.id as number;
    const change = async (reference: string) => [
      orderPart({ complete: true, fields: completeFields(own, { reference }), attachments: [] }),
      await pngFile('added.png'),
    ];
    const fileIds = async () =>
      ((await detail(id, tok.agent)).body.args.response.files as { id: string }[]).map((f) => f.id);
    const changes = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_events where action = 'order-form.update' and entity_id = ${id}`,
      );
      return row?.n;
    };
    const key = newKey();
    const first = await sendRequest(t, tok.agent, await change('Once'), { id, key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stored = await fileIds();
    expect(stored).toHaveLength(1);
    // Applied again, the change would replace the file it added with a new one.
    const again = await sendRequest(t, tok.agent, await change('Once'), { id, key });
    expect(again.status).toBe(200);
    expect(again.body.args.response).toMatchObject({ id, number: first.body.args.response.number, state: 'draft' });
    expect(await fileIds()).toEqual(stored);
    expect(await changes()).toBe(1);

    const together = newKey();
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () => sendRequest(t, tok.agent, await change('Together'), { id, key: together })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await changes()).toBe(2);
    const after = await fileIds();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(stored);
    // The losers' bytes are gone: only the one recorded file is stored.
    expect(await orderFiles(id)).toHaveLength(1);

    // A new key is a new change.
    const next = await sendRequest(
      t,
      tok.agent,
      [orderPart({ complete: true, fields: completeFields(own, { reference: 'Twice' }), attachments: [] })],
      { id, key: newKey() },
    );
    expect(next.status).toBe(200);
    expect(await changes()).toBe(3);
    expect((await detail(id, tok.agent)).body.args.response).toMatchObject({ reference: 'Twice', attachments: 0 });
  });

  it('keeps the attachments named, deletes the others, adds the new ones, all at once', async () => {
    const created = await sendRequest(t, tok.agent, [
      orderPart({ fields: completeFields(own) }),
      pdfFile('a.pdf'),
      pdfFile('b.pdf', 'b'),
    ]);
    const id = created.body.args.response.id as number;
    const before = (await detail(id, tok.agent)).body.args.response.files as { id: string; name: string }[];
    const keep = before.find((f) => f.name === 'a.pdf')?.id;
    const res = await sendRequest(
      t,
      tok.agent,
      [
        orderPart({
          complete: true,
          fields: completeFields(own, { reference: 'Changed', lines: [{ quantity: 5, description: 'Only line' }] }),
          attachments: [keep],
        }),
        await pngFile('new.png'),
      ],
      { id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await detail(id, tok.agent)).body.args.response;
    expect(after).toMatchObject({ reference: 'Changed', lines: 1, attachments: 2 });
    expect(after.order_lines).toEqual([{ quantity: 5, description: 'Only line' }]);
    expect(after.files.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'new.png']);
    expect(await orderFiles(id)).toHaveLength(2);

    const unknown = await sendRequest(
      t,
      tok.agent,
      [orderPart({ fields: completeFields(own), attachments: ['0b6a4c8e-2f4e-4c8e-9f3a-1b2c3d4e5f60'] })],
      { id },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.args.error.key).toBe('orderForm.errors.unknownAttachment');
  });

  it('refuses to change or delete a sent order, and hides another agency’s', async () => {
    const created = await sendRequest(t, tok.agent, [orderPart({ fields: completeFields(own) }), pdfFile()]);
    const id = created.body.args.response.id as number;
    expect((await sendRequest(t, tok.agent2, [orderPart({ fields: completeFields(other) })], { id })).status).toBe(404);
    expect((await detail(id, tok.agent2)).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/en/v1.0/order-form/${id}`, token: tok.agent2 })).status).toBe(404);
    const fileId = (await detail(id, tok.agent)).body.args.response.files[0].id;
    const theirs = await t.call({ method: 'GET', url: `/en/v1.0/order-form/${id}/files/${fileId}`, token: tok.agent2 });
    expect(theirs.status).toBe(404);
    // The file of one order asked for under another's id.
    const mine = await sendRequest(t, tok.agent, [orderPart({ fields: completeFields(own) })]);
    const cross = await t.call({
      method: 'GET',
      url: `/en/v1.0/order-form/${mine.body.args.response.id}/files/${fileId}`,
      token: tok.agent,
    });
    expect(cross.status).toBe(404);

    await t.database.db.execute(sql`update order_form_orders set state = 'sent', sent_at = now() where id = ${id}`);
    const change = await sendRequest(t, tok.agent, [orderPart({ fields: completeFields(own) })], { id, lang: 'it' });
    expect(change.status).toBe(409);
    expect(change.body.args.error.message).toBe('Questo ordine è stato inviato e non si può più modificare');
    expect((await t.call({ method: 'DELETE', url: `/en/v1.0/order-form/${id}`, token: tok.agent })).status).toBe(409);
    expect((await detail(id, tok.agent)).body.args.response.editable).toBe(false);
  });

  it('deletes a draft with its files', async () => {
    const created = await sendRequest(t, tok.customer, [orderPart({ fields: completeFields(null) }), pdfFile()]);
    const id = created.body.args.response.id as number;
    const res = await t.call({ method: 'DELETE', url: `/en/v1.0/order-form/${id}`, token: tok.customer });
    expect(res.status).toBe(200);
    expect(res.body.args.response.message).toBe('Draft deleted');
    expect((await detail(id, tok.customer)).status).toBe(404);
    expect(await orderFiles(id)).toEqual([]);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from files where owner_domain = 'order-form' and owner_key = ${String(id)}`,
    );
    expect(count?.n).toBe(0);
  });
});
