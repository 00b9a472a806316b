import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, DEMO_PASSWORD, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { startSmtpCatcher } from '../helpers/smtp';
import { completeFields, orderPart, pdfFile, pngFile, sendRequest } from './requests';
import { COMPLETE, draftOrder, LINES, orderState, outboxOf, pdfOf, userOf } from './send-fixtures';

/**
 * `POST order-form/email/{id}`: a complete order goes to the order office with its PDF and
 * attachments and a copy to the sender, each in their language, through the outbox and the real
 * SMTP path; files too big for one e-mail as links; exactly once; a failure leaves a draft.
 */
const OFFICE = 'ufficio.ordini@portal.example.it';
/** Small enough that a 300 kB file does not fit beside the PDF and a 20 kB one: the links path without 15 MB files. */
const LIMIT_BYTES = 200 * 1024;

let t: TestApp;
let tok: DemoTokens;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    smtpUrl: smtp.url,
    env: {
      ...process.env,
      ORDER_OFFICE_EMAIL: OFFICE,
      ORDER_OFFICE_LANGUAGE: 'it',
      ORDER_MAIL_ATTACHMENTS_MB: String(LIMIT_BYTES / 1024 / 1024),
    },
  });
  // The agent reads English: the office's e-mail stays Italian, the copy is in English.
  await t.database.db.execute(sql`update users set language = 'en' where username = 'agent'`);
  tok = await loginAll(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (id: number, token: string | undefined, lang = 'it') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/order-form/email/${id}`, token });
const sha = (data: Uint8Array | ArrayBuffer | string) =>
  createHash('sha256')
    .update(typeof data === 'string' ? data : new Uint8Array(data as ArrayBuffer))
    .digest('hex');
const delivered = (number: string) => smtp.messages.filter((m) => m.subject.includes(number));

describe('sending an order to the order office', () => {
  it('queues the office e-mail (Italian) and the sender’s copy (their language) with the PDF and the files, once sent', async () => {
    const drawing = pdfOf(20 * 1024);
    const order = await draftOrder(t, 'agent', { attachments: [{ name: 'Pianta cucina.pdf', data: drawing }] });
    const res = await send(order.id, tok.agent, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.args.response).toEqual({
      id: order.id,
      number: order.number,
      state: 'sent',
      message: 'Order sent',
    });
    expect(await orderState(t, order.id)).toMatchObject({ state: 'sent', send_error: null });

    const rows = await outboxOf(t, order.number);
    expect(rows.map((r) => [r.to, r.template, r.language])).toEqual([
      [OFFICE, 'order-form-office', 'it'],
      [(await userOf(t, 'agent')).email, 'order-form-copy', 'en'],
    ]);
    expect(await t.app.mailer.deliverDue()).toMatchObject({ failed: 0 });
    const [office, copy] = [rows[0], rows[1]].map((row) =>
      delivered(order.number).find((m) => m.to.includes(row?.to ?? '')),
    );
    if (!office || !copy) throw new Error('both e-mails should have been delivered');
    expect(office.subject).toContain(`Ordine ${order.number}`);
    expect(office.text).toContain('Gentile Ufficio ordini');
    expect(office.text).toContain(COMPLETE.customerCode);
    expect(office.text).toContain(COMPLETE.reference);
    expect(office.text).toContain('Pianta cucina.pdf');
    expect(copy.subject).toContain(`Copy of your order ${order.number}`);
    expect(copy.text).toContain('has been sent to the order office');

    // Each carries the order's PDF in its reader's language and the file itself, byte for byte.
    expect(office.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^Ordine - /),
      'Pianta cucina.pdf',
    ]);
    expect(copy.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^Order - /), 'Pianta cucina.pdf']);
    expect(sha(office.attachments[1]?.content as ArrayBuffer)).toBe(sha(drawing));
    const officePdf = await pdfText(new Uint8Array(office.attachments[0]?.content as ArrayBuffer));
    expect(officePdf).toContain('Codice cliente');
    expect(officePdf).toContain(COMPLETE.model);
    expect(officePdf).toContain('Inviato');
    const copyPdf = await pdfText(new Uint8Array(copy.attachments[0]?.content as ArrayBuffer));
    expect(copyPdf).toContain('Customer code');
    expect(copyPdf).toContain(LINES[1]?.description);
  });

  it('sends files that do not fit in one e-mail as links, which work without an account and are masked for staff', async () => {
    const small = pdfOf(20 * 1024);
    const big = pdfOf(300 * 1024);
    const order = await draftOrder(t, 'agent', {
      attachments: [
        { name: 'Foto parete.pdf', data: small },
        { name: 'Progetto completo.pdf', data: big },
      ],
    });
    expect((await send(order.id, tok.agent)).status).toBe(200);
    const [officeRow] = await outboxOf(t, order.number);
    expect(officeRow?.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^Ordine/),
      'Foto parete.pdf',
    ]);
    expect(officeRow?.text).toContain('Progetto completo.pdf: http://portal.test/it/v1.0/order-form/link/');
    // Staff reading the outbox see the paragraph masked: no token.
    expect(officeRow?.masked?.text).not.toContain('/order-form/link/');

    await t.app.mailer.deliverDue();
    const mails = delivered(order.number);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.attachments.map((a) => a.filename)).not.toContain('Progetto completo.pdf');
      const link = /https?:\/\/\S+\/order-form\/link\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error('no link in the e-mail');
      const res = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(sha(res.rawPayload)).toBe(sha(big));
    }
    // The copy's link opens in the sender's language.
    expect(mails.find((m) => m.subject.startsWith('Copy'))?.text).toContain('/en/v1.0/order-form/link/');
  });

  it('answers the same success for an order already sent, and never e-mails it twice (also when sends race)', async () => {
    const once = await draftOrder(t, 'agent');
    const raced = await Promise.all([send(once.id, tok.agent), send(once.id, tok.agent), send(once.id, tok.sales)]);
    for (const res of raced) {
      expect(res.status).toBe(200);
      expect(res.body.args.response).toMatchObject({ id: once.id, state: 'sent', message: 'Ordine inviato' });
    }
    expect(await outboxOf(t, once.number)).toHaveLength(2);
    const again = await send(once.id, tok.agent);
    expect(again.status).toBe(200);
    expect(again.body.args.response).toMatchObject({ id: once.id, number: once.number, state: 'sent' });
    expect(await outboxOf(t, once.number)).toHaveLength(2);
  });

  it('answers "Error in order submission" when the e-mails cannot be queued: the order stays a draft, and sending again works', async () => {
    const order = await draftOrder(t, 'agent', { attachments: [{ name: 'Rilievo.pdf', data: pdfOf(4096) }] });
    // The office's e-mail is written, then the copy cannot be: the whole send rolls back.
    const enqueue = t.app.mailer.enqueue.bind(t.app.mailer);
    const spy = vi.spyOn(t.app.mailer, 'enqueue');
    spy.mockImplementationOnce(enqueue).mockRejectedValueOnce(new Error('outbox unavailable'));
    const failed = await send(order.id, tok.agent, 'en');
    spy.mockRestore();
    expect(failed.status).toBe(503);
    expect(failed.body.args.error).toMatchObject({
      key: 'orderForm.errors.sendFailed',
      message: 'Error in order submission',
    });
    // The order's page tells why, in the sender's language.
    expect(await orderState(t, order.id)).toMatchObject({
      state: 'draft',
      sent_at: null,
      send_error: 'Error in order submission',
    });
    // Neither e-mail is left behind (the first one was in the same transaction).
    expect(await outboxOf(t, order.number)).toHaveLength(0);
    const [pdfs] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from files where owner_key = ${`${order.id}-mail`}`,
    );
    expect(pdfs?.n).toBe(0);

    const retried = await send(order.id, tok.agent, 'fr');
    expect(retried.status).toBe(200);
    expect(retried.body.args.response.message).toBe('Commande envoyée');
    expect(await orderState(t, order.id)).toMatchObject({ state: 'sent', send_error: null });
    expect(await outboxOf(t, order.number)).toHaveLength(2);
  });

  it('refuses an incomplete draft with the form’s messages in the request’s language, and sends nothing', async () => {
    const order = await draftOrder(t, 'agent', {
      fields: { model: '', province: '' },
      lines: [{ quantity: 1, description: '' }],
      consent: false,
    });
    const res = await send(order.id, tok.agent, 'en');
    expect(res.status).toBe(400);
    expect(res.body.args.error.fields).toMatchObject({
      model: 'Please complete all required fields',
      province: 'Province must be 2 characters',
      'lines.0.description': 'Fill in quantity and description correctly for each order line',
      privacy_consent: expect.any(String),
    });
    expect(await orderState(t, order.id)).toMatchObject({ state: 'draft' });
    expect(await outboxOf(t, order.number)).toHaveLength(0);
  });

  it('answers another agency’s order like a missing one, and asks for a session', async () => {
    const order = await draftOrder(t, 'agent');
    for (const token of [tok.agent2, tok.customer]) {
      const res = await send(order.id, token, 'en');
      expect(res.status).toBe(404);
      expect(res.body.args.error.key).toBe('errors.notFound');
    }
    expect((await send(999_999, tok.admin)).status).toBe(404);
    expect((await send(order.id, undefined)).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/it/v1.0/order-form/email/abc', token: tok.agent })).status).toBe(400);
    expect(
      (await t.call({ method: 'POST', url: '/it/v1.0/order-form/email/99999999999', token: tok.agent })).status,
    ).toBe(400);
    expect(await orderState(t, order.id)).toMatchObject({ state: 'draft' });
    // A customer sends its own order; the copy goes to the customer.
    const own = await draftOrder(t, 'customer');
    expect((await send(own.id, tok.customer)).status).toBe(200);
    expect((await outboxOf(t, own.number)).map((r) => r.to)).toEqual([OFFICE, (await userOf(t, 'customer')).email]);

    // A press account has no orders: 403, as on the order's own calls.
    await t.database.db.execute(
      sql`insert into clients (kind, company_name, status) values ('press', 'Rivista Send', 'active')`,
    );
    await t.database.db.execute(
      sql`insert into users (username, password_hash, name, surname, email, user_type, client_id, language)
          select 'press-send', password_hash, 'Press', 'Reader', 'press-send@example.it', 3,
            (select id from clients where company_name = 'Rivista Send'), 'en'
          from users where username = 'customer'`,
    );
    const press = await t.login('press-send', DEMO_PASSWORD);
    expect((await send(order.id, press)).status).toBe(403);
  });

  it('sends an order made through send-request with the files it was given', async () => {
    const created = await sendRequest(
      t,
      tok.customer,
      [orderPart({ complete: true, fields: completeFields(null) }), pdfFile('Disegno.pdf'), await pngFile('Foto.png')],
      { lang: 'it' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, number } = created.body.args.response as { id: number; number: string };
    expect((await send(id, tok.customer)).status).toBe(200);
    const [office] = await outboxOf(t, number);
    const [pdf, ...files] = office?.attachments.map((a) => [a.filename, a.contentType]) ?? [];
    expect(pdf).toEqual([expect.stringMatching(/^Ordine - /), 'application/pdf']);
    // Files stored in one transaction share their time: their order among themselves is not kept.
    expect(files.sort()).toEqual([
      ['Disegno.pdf', 'application/pdf'],
      ['Foto.png', 'image/png'],
    ]);
    // Sent, it is no longer a draft to change.
    const changed = await sendRequest(t, tok.customer, [orderPart({ fields: completeFields(null) })], { id });
    expect(changed.status).toBe(409);
  });
});
