import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import {
  agencyClient,
  BOUNDARY,
  completeFields,
  exeAsPdf,
  multipartBody,
  orderPart,
  type Part,
  pdfFile,
  pressToken,
  sendRequest,
} from './requests';

let t: TestApp;
let tok: DemoTokens;
let own: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  own = await agencyClient(t, 'agent');
});
afterAll(() => t.close());

/** Orders and order-form files now: a refused request must leave both as they were. */
async function stored() {
  const [row] = await queryRows<{ orders: number; files: number }>(
    t.database.db,
    sql`select (select count(*)::int from order_form_orders) as orders,
          (select count(*)::int from files where owner_domain = 'order-form') as files`,
  );
  const bytes = (await t.app.storage.list('order-form/')).length;
  return { ...row, bytes };
}

async function refused(parts: readonly Part[], status: number, key: string, lang = 'en') {
  const before = await stored();
  const res = await sendRequest(t, tok.agent, parts, { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.args.error.key).toBe(key);
  expect(await stored()).toEqual(before);
  return res.body.args.error;
}

const complete = (extra: Record<string, unknown> = {}) =>
  orderPart({ complete: true, fields: completeFields(own, extra) });

describe('send-request refuses bad input, in the request language, storing nothing', () => {
  it('an executable named .pdf after a good file: neither file nor order stays', async () => {
    const error = await refused([complete(), pdfFile(), exeAsPdf()], 400, 'orderForm.errors.fileType');
    expect(error.message).toBe('The file order.pdf is not a PDF, an image, a drawing or an office document');
    const it = await refused([complete(), exeAsPdf()], 400, 'orderForm.errors.fileType', 'it');
    expect(it.message).toContain('non è un PDF');
    await refused(
      [complete(), { name: 'files', filename: 'notes.txt', data: Buffer.from('plain text') }],
      400,
      'orderForm.errors.fileType',
    );
    await refused(
      [complete(), { name: 'files', filename: 'empty.pdf', data: Buffer.alloc(0) }],
      400,
      'orderForm.errors.emptyFile',
    );
  });

  it('more than 10 files, and a file over 9 MB', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => pdfFile(`f${i}.pdf`));
    const error = await refused([complete(), ...eleven], 400, 'orderForm.errors.tooManyFiles');
    expect(error.message).toBe('An order has at most 10 attachments');
    const big = Buffer.alloc(10 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const tooLarge = await refused(
      [complete(), pdfFile(), { name: 'files', filename: 'big.pdf', data: big }],
      413,
      'validation.fileTooLarge',
      'it',
    );
    expect(tooLarge.message).toBe('Il file è troppo grande, limite 9 MB');
  });

  it('a complete order without consent, with a 3-letter province, a line without description', async () => {
    const consent = await refused([complete({ privacy_consent: false })], 400, 'errors.validation');
    expect(consent.fields).toEqual({ privacy_consent: 'You must accept the privacy notice' });
    const province = await refused([complete({ province: 'MIL' })], 400, 'errors.validation');
    expect(province.fields).toEqual({ province: 'Province must be 2 characters' });
    const line = await refused([complete({ lines: [{ quantity: 2, description: '' }] })], 400, 'errors.validation');
    expect(line.fields).toEqual({
      'lines.0.description': 'Fill in quantity and description correctly for each order line',
    });
    const numeric = await refused(
      [complete({ lines: [{ quantity: 'due', description: 'x' }] })],
      400,
      'errors.validation',
    );
    expect(numeric.fields).toEqual({ 'lines.0.quantity': 'enter only numeric values' });
    const code = await refused([complete({ customer_code: 'AB12' })], 400, 'errors.validation', 'it');
    expect(code.fields).toEqual({ customer_code: 'Il codice cliente deve avere 6 caratteri' });
  });

  it('NUL bytes, lone surrogates, impossible dates, unknown fields, ids beyond int4', async () => {
    await refused([complete({ reference: 'a\u0000b' })], 400, 'errors.validation');
    await refused(
      [{ name: 'order', value: `{"fields":{"client":${own},"reference":"\\ud800"}}` }],
      400,
      'errors.validation',
    );
    await refused([complete({ order_date: '2026-02-30' })], 400, 'errors.validation');
    await refused([complete({ colour: 'red' })], 400, 'errors.validation');
    await refused([complete({ client: 2 ** 31 })], 400, 'errors.validation');
    await refused([orderPart({ fields: {}, extra: true })], 400, 'errors.validation');
  });

  it('no order part, the order after the files, malformed JSON, an unknown part', async () => {
    await refused([pdfFile()], 400, 'orderForm.errors.orderPartFirst');
    await refused([], 400, 'orderForm.errors.noOrderPart');
    await refused([{ name: 'order', value: '{"fields":' }], 400, 'errors.malformedJson');
    await refused(
      [complete(), { name: 'photo', filename: 'x.png', data: Buffer.from('x') }],
      400,
      'validation.unexpectedField',
    );
    await refused([complete(), complete()], 400, 'validation.unexpectedField');
  });

  it('a malformed or cut multipart body, a JSON body, a bad Idempotency-Key', async () => {
    const before = await stored();
    const whole = multipartBody([complete(), pdfFile()]);
    const cut = await t.call({
      method: 'POST',
      url: '/en/v1.0/order-form/send-request',
      token: tok.agent,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: whole.subarray(0, whole.length - 40),
    });
    expect(cut.status).toBe(400);
    expect(cut.body.args.error.key).toBe('errors.malformedUpload');
    const noBoundary = await t.call({
      method: 'POST',
      url: '/en/v1.0/order-form/send-request',
      token: tok.agent,
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole,
    });
    expect(noBoundary.status).toBe(400);
    const json = await t.call({
      method: 'POST',
      url: '/en/v1.0/order-form/send-request',
      token: tok.agent,
      payload: { complete: true, fields: completeFields(own) },
    });
    expect(json.status).toBe(415);
    const key = await t.call({
      method: 'POST',
      url: '/en/v1.0/order-form/send-request',
      token: tok.agent,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'idempotency-key': 'not-a-uuid' },
      payload: whole,
    });
    expect(key.status).toBe(400);
    expect(key.body.args.error.key).toBe('orderForm.errors.idempotencyKey');
    expect(await stored()).toEqual(before);
  });
});

describe('who may call the order form', () => {
  it('answers 401 without a token and 403 to a press account on every call', async () => {
    const anonymous = await sendRequest(t, undefined, [complete()]);
    expect(anonymous.status).toBe(401);
    for (const url of ['/en/v1.0/order-form', '/en/v1.0/order-form/1']) {
      expect((await t.call({ method: 'GET', url })).status).toBe(401);
    }
    const press = await pressToken(t, 'press-orders');
    expect((await sendRequest(t, press, [orderPart({ fields: {} })])).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/order-form', token: press })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/order-form/1', token: press })).status).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/en/v1.0/order-form/1', token: press })).status).toBe(403);
  });

  it('refuses bad path ids and file ids', async () => {
    for (const url of [
      '/en/v1.0/order-form/0',
      '/en/v1.0/order-form/99999999999',
      '/en/v1.0/order-form/1/files/..%2F..',
    ]) {
      expect((await t.call({ method: 'GET', url, token: tok.admin })).status).toBe(400);
    }
    expect((await t.call({ method: 'GET', url: '/xx/v1.0/order-form', token: tok.admin })).status).toBe(400);
  });
});
