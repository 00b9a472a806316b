import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp } from '../helpers/app';
import { clientOfAgency, userOf } from '../order-form/send-fixtures';
import { expectRefused } from '../outside/helpers';

/**
 * An outside tester (3) on the order form: an order sent to the order office in every language
 * the sender reads; and an order deleted or changed while it is being sent, which must not be
 * answered as sent (no e-mail went) nor reach the office as it was before the change.
 *
 * On PostgreSQL the deletion or change is held open by another connection while the send runs,
 * as a second user would; PGlite runs one transaction at a time, so there it only comes first.
 *
 * And the `order` part sent as a browser's `FormData` may send it, typed `application/json`: read
 * as the same JSON (before, "the order's fields are missing"), and malformed, the same translated
 * 400 as untyped malformed JSON (before, a 406 saying to fill in the required fields).
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const agent = await t.login('agent');
const client = await clientOfAgency(t, (await userOf(t, 'agent')).agency_id as number);

const B = 'OUTSIDE3ORDER';
function sendRequest(order: unknown, { type, lang = 'it' }: { type?: string; lang?: string } = {}) {
  const payload = Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="order"\r\n`),
    Buffer.from(type ? `Content-Type: ${type}\r\n\r\n` : '\r\n'),
    Buffer.from(typeof order === 'string' ? order : JSON.stringify(order)),
    Buffer.from(`\r\n--${B}--\r\n`),
  ]);
  return t.call({
    method: 'POST',
    url: `/${lang}/v1.0/order-form/send-request`,
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

const onPostgres = t.database.kind === 'postgres' && t.database.url !== undefined;

/** Sends order `id` while another connection, holding its row, runs `change` and then commits. */
async function sendWhile(id: number, change: (outside: pg.Client) => Promise<unknown>) {
  const outside = new pg.Client({ connectionString: t.database.url });
  await outside.connect();
  try {
    await outside.query('begin');
    await outside.query('select 1 from order_form_orders where id = $1 for update', [id]);
    const sending = t.call({ method: 'POST', url: `/fr/v1.0/order-form/email/${id}`, token: agent });
    for (let i = 0; i < 400; i++) {
      const { rows } = await outside.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n >= 1) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await change(outside);
    await outside.query('commit');
    return await sending;
  } finally {
    await outside.end();
  }
}

const mailsOf = (reference: string) =>
  queryRows<{ template: string; text: string }>(
    t.database.db,
    sql`select template, text from outbox where template like 'order-form-%' and text like ${`%${reference}%`}`,
  );

describe('an order deleted or changed while it is sent', () => {
  it.skipIf(!onPostgres)('deleted: a 404 in the language, not "sent", and no e-mail', async () => {
    const id = (await sendRequest(complete('Outside3 deleted'))).body.args.response.id as number;
    const res = await sendWhile(id, (outside) => outside.query('delete from order_form_orders where id = $1', [id]));
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.args.error.key).toBe('errors.notFound');
    expect(await mailsOf('Outside3 deleted')).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'changed: a 409 asking to reload, still a draft; sent again, the office gets the change',
    async () => {
      const id = (await sendRequest(complete('Outside3 before'))).body.args.response.id as number;
      const res = await sendWhile(id, (outside) =>
        outside.query(`update order_form_orders set reference = 'Outside3 after', updated_at = now() where id = $1`, [
          id,
        ]),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.args.error.key).toBe('errors.conflict');
      expect(await mailsOf('Outside3 before')).toEqual([]);
      const again = await t.call({ method: 'POST', url: `/fr/v1.0/order-form/email/${id}`, token: agent });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await mailsOf('Outside3 after')).length).toBe(2);
    },
  );
});

describe('the order part typed application/json', () => {
  it('is read as the same JSON; malformed, it is the translated malformed-JSON 400', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const made = await sendRequest(complete(`Outside3 typed ${type}`), { type });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    for (const [i, bad] of ['{"fields":', '{"__proto__":{"x":1},"fields":{}}'].entries()) {
      const lang = i === 0 ? 'es' : 'fr';
      const typed = await sendRequest(bad, { type: 'application/json', lang });
      const untyped = await sendRequest(bad, { lang });
      expectRefused(typed, 400, lang, 'errors.malformedJson', bad);
      expect(untyped.status).toBe(400);
    }
  });
});
