import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { completeFields, demoAgencies, rows } from '../sheets/helpers';
import { expectNo500, expectRefused } from './helpers';

/**
 * An outside tester's pass over whole flows with texts at the exact schema maximum, in scripts
 * the PDF fonts may not carry (emoji, CJK, Arabic, combining marks): a new client's sheet saved,
 * sent, signed and printed; a material asked, accepted, prepared to a place of maximal texts,
 * confirmed, labelled and shipped. Every file must render and every step answer the envelope.
 */
let t: TestApp;
let tok: DemoTokens;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let nord: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  tok = await loginAll(t);
  ({ nord } = await demoAgencies(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** `n` characters (code points, as zod counts them) of a mix of scripts, without a space to break at. */
function wild(n: number, seed = 'Ŀ😀漢ﻼa̐ש\u200bÆ') {
  const chars: string[] = [];
  while (chars.length < n) chars.push(...Array.from(seed));
  return chars.slice(0, n).join('');
}

function maxFields(agencyId: number) {
  const f = completeFields(wild(200), agencyId);
  f.legal_seat.address = wild(200);
  f.legal_seat.city = wild(100);
  f.agency.agent = wild(100);
  f.bank.bank_name = wild(120);
  f.terms.payment_terms = wild(200);
  f.terms.notes = wild(2000, 'Lorem ipsum dolor sit amet 😀 ');
  return {
    ...f,
    delivery_place: {
      same_as_legal_seat: false,
      address: wild(200),
      city: wild(100),
      postal_code: 'ABCDEFGHIJ',
      province: 'ZZ',
      country: 'FR',
      notes: wild(500),
    },
  };
}

describe('texts at the maximum through whole flows', () => {
  it('a sheet with every text at its maximum is saved, printed, sent, signed and its signed PDF served', async () => {
    const fields = maxFields(nord);
    const saved = await t.call({
      method: 'POST',
      url: '/en/v1.0/agencies/schede/client-set',
      token: tok.agent,
      payload: { action: 'save_for_signature', scheda_fields: fields, 'signature-email': 'firma.max@example.it' },
    });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 500)).toBe(200);
    const clientId = saved.body.args.response.client_id as number;

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/arrex/attachments/${clientId}/sheet-1`,
      headers: { 'access-token': tok.agent },
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    for (const url of ['/en/v1.0/agencies/clients/print', '/en/v1.0/admin/agencies/clients/print']) {
      const printed = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'access-token': url.includes('admin') ? tok.admin : tok.agent },
      });
      expect(printed.statusCode, `${url} ${printed.body.slice(0, 300)}`).toBeLessThan(500);
    }

    const sent = await t.call({
      method: 'POST',
      url: `/en/v1.0/agencies/schede/client-set/${clientId}`,
      token: tok.agent,
      payload: { action: 'send', language: 'en' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await t.app.mailer.deliverDue();
    const mail = smtp.messages.findLast((m) => m.to.includes('firma.max@example.it'));
    expect(mail).toBeTruthy();
    const token = new URL(smtp.linkIn(mail as never)).pathname.split('/').pop() as string;

    const view = await t.call({ method: 'GET', url: `/en/v1.0/sign/${token}` });
    expect(view.status).toBe(200);
    const accepted = await t.call({
      method: 'POST',
      url: `/en/v1.0/sign/${token}/accept`,
      payload: { sheet: true, privacy: true, conditions: true },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await t.call({ method: 'POST', url: `/en/v1.0/sign/${token}/otp` })).status).toBe(200);
    await t.app.mailer.deliverDue();
    const codeMail = smtp.messages.filter((m) => m.to.includes('firma.max@example.it')).at(-1);
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const { SIGNING } = await import('@portal/contracts');
    const name = wild(SIGNING.signerNameMax, 'Ŀ😀漢ﻼ ');
    const signed = await t.call({
      method: 'POST',
      url: `/en/v1.0/sign/${token}`,
      payload: { code, signer_name: name, signature: { kind: 'typed', data: name } },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const signedPdf = await t.app.inject({ method: 'GET', url: `/en/v1.0/sign/${token}/pdf` });
    expect(signedPdf.statusCode).toBe(200);
    const staffPdf = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/arrex/attachments/${clientId}/signed-1`,
      headers: { 'access-token': tok.admin },
    });
    expect(staffPdf.statusCode, staffPdf.body.slice(0, 300)).toBe(200);
  });

  it('a material asked for a client of maximal name reaches a place of maximal texts, with labels and packing lists', async () => {
    const client = (
      await rows<{ id: number }>(
        t,
        sql`select id from clients where agency_id = ${nord} and status <> 'deleted' order by id limit 1`,
      )
    )[0]?.id as number;
    await t.database.db.execute(sql`update clients set company_name = ${wild(200)} where id = ${client}`);
    const [material] = await rows<{ id: number; product_code: string }>(
      t,
      sql`select id, product_code from materials where archived_at is null and visible
            and realised - committed - delivered >= 5 order by id limit 1`,
    );
    const asked = await t.call({
      method: 'POST',
      url: `/en/v1.0/agencies/delivery/${client}`,
      token: tok.agent,
      payload: { product_id: material?.id, product_code: material?.product_code, quantity: 1 },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = asked.body.args.response.ids[0] as number;
    const accept = await t.call({
      method: 'POST',
      url: `/en/v2.0/richieste-agenti/${requestId}`,
      token: tok.admin,
      payload: { status: 'accepted', quantity: 1 },
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const place = {
      recipient: wild(200),
      address: wild(200),
      postal_code: wild(20),
      city: wild(100),
      province: 'ZZ',
      country: 'FR',
    };
    const prepared = await t.call({
      method: 'POST',
      url: '/en/v1.0/invio/session',
      token: tok.admin,
      payload: { requests: [requestId], place },
    });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const id = prepared.body.args.response.id as number;
    for (const output of ['pdf', 'xlsx']) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/en/v1.0/invio/session/${id}?output=${output}`,
        headers: { 'access-token': tok.admin },
      });
      expect(file.statusCode, `${output} ${file.body.slice(0, 300)}`).toBe(200);
    }
    const notes = await t.call({
      method: 'POST',
      url: `/en/v1.0/invio/shipping-notes/${id}`,
      token: tok.admin,
      payload: { notes: wild(2000, 'Consegna al piano 😀 ') },
    });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    const confirm = await t.call({
      method: 'POST',
      url: `/en/v1.0/spedizioni/${id}/to_confirm`,
      token: tok.admin,
      payload: { parcels: 99, waybill: wild(60) },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const labels = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/spedizioni/${id}/labels`,
      headers: { 'access-token': tok.admin },
    });
    expect(labels.statusCode, labels.body.slice(0, 300)).toBe(200);
    for (const to of ['ready', 'shipped']) {
      const res = await t.call({ method: 'POST', url: `/en/v1.0/spedizioni/${id}/${to}`, token: tok.admin });
      expect(res.status, `${to} ${JSON.stringify(res.body)}`).toBe(200);
    }
    const detail = await t.call({ method: 'GET', url: `/en/v1.0/spedizioni/details/${id}`, token: tok.agent });
    expect(detail.status).toBe(200);
    await t.app.mailer.deliverDue();
    // Over the maximum: one more character is a 400 naming the field.
    const over = await t.call({
      method: 'POST',
      url: '/fr/v1.0/invio/session',
      token: tok.admin,
      payload: { requests: [requestId], place: { ...place, recipient: `${place.recipient}x` } },
    });
    expectRefused(over, 400, 'fr');
  });

  it('the agency, clients and sales exports render clients of maximal names', async () => {
    for (const url of [
      '/en/v1.0/agencies/clients/print?format=xlsx',
      '/en/v1.0/admin/agencies/clients/print?format=xlsx',
      `/en/v1.0/sales/export/agent/${nord}`,
      '/en/v1.0/materiali/print',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'access-token': tok.admin } });
      expectNo500(
        { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : {} },
        url,
      );
    }
  });
});
