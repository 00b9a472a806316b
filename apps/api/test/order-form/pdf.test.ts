import type { OrderFormDetail } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOrderPdf } from '../../src/modules/order-form/pdf';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { expectDejaVuOnly, pdfText } from '../helpers/pdf';
import { COMPLETE, draftOrder, LINES, pdfOf } from './send-fixtures';

/**
 * `GET order-form/pdf/{id}` answers `files[0].url` (spec §7); the url downloads the order's PDF in
 * the reader's language with every field, every line whole and the attachments' names.
 */
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t?.close());

/** The PDF's text on one line: a value the layout wrapped reads as typed. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function pdfOfOrder(id: number, lang: string, token: string) {
  const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/order-form/pdf/${id}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [file] = res.body.args.response.files as { name: string; url: string }[];
  if (!file) throw new Error('no file in the answer');
  const download = await t.app.inject({ method: 'GET', url: file.url, headers: { 'access-token': token } });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.headers['content-disposition']).toContain(encodeURIComponent(file.name));
  return { name: file.name, pdf: new Uint8Array(download.rawPayload) };
}

const LONG =
  'Colonna dispensa con ripiani estraibili, illuminazione interna a LED, cerniere con chiusura ammortizzata e ' +
  'maniglia integrata nel profilo; da montare a filo con il pensile esistente, misure da verificare in cantiere ' +
  'prima del taglio definitivo del fianco e della cornice superiore.';

describe('the order PDF', () => {
  it('holds every field, every line whole and the attachments, in the language asked', async () => {
    const order = await draftOrder(t, 'agent', {
      attachments: [
        { name: 'Pianta quotata.pdf', data: pdfOf(2048) },
        { name: 'Foto ambiente.pdf', data: pdfOf(4096) },
      ],
      lines: [...LINES, { quantity: 3, description: LONG }],
    });
    const italian = await pdfOfOrder(order.id, 'it', tok.agent);
    expect(italian.name).toMatch(new RegExp(`^Ordine - ${order.number} - .+\\.pdf$`));
    expectDejaVuOnly(italian.pdf);
    const text = flat(await pdfText(italian.pdf));
    for (const value of [
      order.number,
      COMPLETE.customerCode,
      COMPLETE.province,
      COMPLETE.model,
      COMPLETE.finish,
      COMPLETE.handle,
      COMPLETE.top,
      COMPLETE.carcass,
      COMPLETE.plinth,
      COMPLETE.feet,
      COMPLETE.reference,
      COMPLETE.payment,
      '20 novembre 2026',
      '18 dicembre 2026',
      ...LINES.map((l) => l.description),
      LONG,
      'Pianta quotata.pdf',
      'Foto ambiente.pdf',
    ]) {
      expect(text, value).toContain(value);
    }
    for (const label of [
      'Codice cliente',
      'Provincia',
      'Modello',
      'Finitura',
      'Maniglia',
      'Fusto',
      'Zoccolo',
      'Piedini',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Bozza');
    expect(text).toContain('Informativa privacy accettata il');

    const english = flat(await pdfText((await pdfOfOrder(order.id, 'en', tok.agent)).pdf));
    for (const label of [
      'Customer code',
      'Province',
      'Model',
      'Finish',
      'Handle',
      'Carcass',
      'Plinth',
      'Feet',
      'Payment',
    ]) {
      expect(english).toContain(label);
    }
    expect(english).toContain('20 November 2026');
    expect(english).toContain(COMPLETE.reference);
    expect(english).not.toContain('Codice cliente');
    const french = flat(await pdfText((await pdfOfOrder(order.id, 'fr', tok.admin)).pdf));
    expect(french).toContain('Code client');
    expect(french).toContain('20 novembre 2026');
    const spanish = flat(await pdfText((await pdfOfOrder(order.id, 'es', tok.sales)).pdf));
    expect(spanish).toContain('Código de cliente');
  });

  it('is only for who may see the order: another agency’s answers like a missing one', async () => {
    const order = await draftOrder(t, 'agent');
    for (const url of [`/en/v1.0/order-form/pdf/${order.id}`, `/en/v1.0/order-form/pdf/${order.id}/file`]) {
      for (const token of [tok.agent2, tok.customer]) {
        const res = await t.call({ method: 'GET', url, token });
        expect(res.status).toBe(404);
        expect(res.body.args.error.message).toBe('Not found');
      }
      expect((await t.call({ method: 'GET', url })).status).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/it/v1.0/order-form/pdf/0', token: tok.admin })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/it/v1.0/order-form/pdf/1e3', token: tok.admin })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/it/v1.0/order-form/pdf/2147483648', token: tok.admin })).status).toBe(
      400,
    );
    expect((await t.call({ method: 'GET', url: '/it/v1.0/order-form/pdf/999999', token: tok.admin })).status).toBe(404);
    // The bench's call (the module's descriptor): the first demo order's PDF.
    const bench = await t.app.inject({
      method: 'GET',
      url: '/it/v1.0/order-form/pdf/1/file',
      headers: { 'access-token': tok.admin },
    });
    expect(bench.statusCode).toBe(200);
    expect(bench.headers['content-type']).toBe('application/pdf');
  });

  it('is made in under 300 ms of CPU for an order at its limits (50 long lines, 10 attachments)', async () => {
    const order: OrderFormDetail = {
      id: 1,
      number: '2026-000001',
      state: 'sent',
      state_label: 'Inviato',
      client_id: 1,
      client: 'Arredamenti Rossi S.r.l.',
      agency_id: 1,
      agency: 'Agenzia Nord',
      customer_code: COMPLETE.customerCode,
      reference: COMPLETE.reference,
      model: COMPLETE.model,
      order_date: COMPLETE.orderDate,
      requested_delivery_date: COMPLETE.requestedDeliveryDate,
      lines: 50,
      attachments: 10,
      created_by: 'Luca Colombo',
      created_at: new Date().toISOString(),
      sent_at: new Date().toISOString(),
      province: COMPLETE.province,
      finish: COMPLETE.finish,
      handle: COMPLETE.handle,
      top: COMPLETE.top,
      carcass: COMPLETE.carcass,
      plinth: COMPLETE.plinth,
      feet: COMPLETE.feet,
      payment: COMPLETE.payment,
      privacy_consent: true,
      consent_at: new Date().toISOString(),
      send_error: null,
      editable: false,
      order_lines: Array.from({ length: 50 }, (_, i) => ({ quantity: i + 1, description: `${i + 1}. ${LONG}` })),
      files: Array.from({ length: 10 }, (_, i) => ({
        id: `f${i}`,
        name: `Disegno ${i + 1}.pdf`,
        type: 'application/pdf',
        size: 9 * 1024 * 1024,
      })),
    };
    await renderOrderPdf(order, 'it');
    const times: number[] = [];
    // The process's CPU time, not the clock's: a busy machine running other tests stretches the
    // wall time but not the work the render does.
    for (let i = 0; i < 5; i++) {
      const start = process.cpuUsage();
      const pdf = await renderOrderPdf(order, 'it');
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
      expect(pdf.length).toBeGreaterThan(1000);
    }
    const text = flat(await pdfText(await renderOrderPdf(order, 'it')));
    expect(text).toContain(`50. ${LONG}`);
    expect(text).toContain('Disegno 10.pdf (9 MB)');
    expect(text).toMatch(/Pagina \d+ di \d+/);
    expect(Math.min(...times)).toBeLessThan(300);
  });
});
