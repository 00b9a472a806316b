import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp } from '../helpers/app';
import { clientOfAgency, userOf } from '../order-form/send-fixtures';

/**
 * An outside tester (3) on the order form: an order sent to the order office, in every role
 * that orders, and in every language the sender reads.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const agent = await t.login('agent');
const client = await clientOfAgency(t, (await userOf(t, 'agent')).agency_id as number);

const B = 'OUTSIDE3ORDER';
function sendRequest(order: unknown) {
  const payload = Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="order"\r\n\r\n`),
    Buffer.from(JSON.stringify(order)),
    Buffer.from(`\r\n--${B}--\r\n`),
  ]);
  return t.call({
    method: 'POST',
    url: '/it/v1.0/order-form/send-request',
    token: agent,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${B}` },
  });
}

const complete = (reference: string) => ({
  complete: true,
  fields: {
    client,
    customer_code: 'ABC123',
    province: 'MI',
    model: 'Aurora',
    reference,
    order_date: '2026-11-20',
    privacy_consent: true,
    lines: [{ quantity: 1, description: 'Base 60 cm' }],
  },
});

describe('an order with no file too large for the e-mail', () => {
  it('is sent: a 200 in the request language and both e-mails queued, with no empty links paragraph', async () => {
    for (const lang of ['it', 'en', 'fr', 'es'] as const) {
      const made = await sendRequest(complete(`Outside3 ${lang}`));
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const id = made.body.args.response.id as number;
      const sent = await t.call({ method: 'POST', url: `/${lang}/v1.0/order-form/email/${id}`, token: agent });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.args.response.state).toBe('sent');
      const mails = await queryRows<{ template: string; text: string }>(
        t.database.db,
        sql`select template, text from outbox where template like 'order-form-%' and text like ${`%Outside3 ${lang}%`}`,
      );
      expect(mails.map((m) => m.template).sort()).toEqual(['order-form-copy', 'order-form-office']);
      for (const mail of mails) expect(mail.text).not.toContain('{{');
    }
  });
});
