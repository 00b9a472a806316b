import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { rows } from '../sheets/helpers';
import { expectRefused, langOf } from './helpers';

/**
 * An outside tester's pass over the outbox's Send again (POST admin/outbox/{id}/retry) with e-mail
 * delivered by SMTP: every role on a queued, a claimed, a sent, a failed, an unknown message and
 * ids of every shape; and whether any reader gets a reset link or a one-time code it must not.
 * A refused Send again changes nothing (no copy, no requeue, no audit event).
 */
let t: TestApp;
let tok: DemoTokens;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let serial = 0;
/** A 256-bit link token (43 URL-safe characters). */
const TOKEN = /[A-Za-z0-9_-]{43}/;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  tok = await loginAll(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const retry = (token: string | undefined, id: number | string, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/admin/outbox/${id}/retry`, token });

/** A message without secrets, queued; `status` moves it to sent (delivered) or failed. */
async function message(status: 'pending' | 'claimed' | 'sent' | 'failed') {
  const n = ++serial;
  const id = await t.app.mailer.enqueue(t.database.db, {
    to: `outside.${n}@example.com`,
    template: 'registration-received',
    language: 'en',
    params: { name: `Outside ${n}`, username: `outside${n}` },
  });
  if (status === 'sent') {
    await t.app.mailer.deliverDue();
    const [row] = await rows<{ status: string }>(t, sql`select status from outbox where id = ${id}`);
    expect(row?.status).toBe('sent');
  }
  if (status === 'failed') {
    await t.database.db.execute(
      sql`update outbox set status = 'failed', attempts = 8, last_error = 'gave up' where id = ${id}`,
    );
  }
  if (status === 'claimed') {
    await t.database.db.execute(
      sql`update outbox set locked_until = now() + interval '5 minutes', attempts = 1 where id = ${id}`,
    );
  }
  return id;
}

/** The whole outbox and the Send-again audit trail, to compare before and after a refusal. */
const outboxState = async () => ({
  outbox: await rows(
    t,
    sql`select id, status, attempts, message_id, next_attempt_at::text, locked_until::text from outbox order by id`,
  ),
  audit: await rows(t, sql`select count(*)::int as n from audit_events where action = 'outbox.retried'`),
});

describe('Send again, by role and by state', () => {
  it('agents, customers and anonymous callers are refused on every message and change nothing', async () => {
    const ids = [
      await message('pending'),
      await message('claimed'),
      await message('sent'),
      await message('failed'),
      999_999,
    ];
    const before = await outboxState();
    let i = 0;
    for (const id of ids) {
      for (const user of ['agent', 'agent2', 'customer'] as const) {
        const lang = langOf(i++);
        expectRefused(await retry(tok[user], id, lang), 403, lang, 'errors.forbidden', `${user} ${id}`);
      }
      expectRefused(await retry(undefined, id, 'fr'), 401, 'fr', 'errors.sessionExpired');
      expectRefused(await retry('forged-token', id, 'es'), 401, 'es', 'errors.sessionExpired');
    }
    expect(await outboxState()).toEqual(before);
  });

  it('staff: a failed message is queued again as itself, a sent one as a copy with its own Message-ID', async () => {
    for (const [i, user] of (['admin', 'sales'] as const).entries()) {
      const lang = langOf(i + 1);
      const failed = await message('failed');
      const res = await retry(tok[user], failed, lang);
      expect(res.status).toBe(200);
      expect(res.body.args.response.message).toBeTruthy();
      const [again] = await rows<{ status: string; attempts: number }>(
        t,
        sql`select status, attempts from outbox where id = ${failed}`,
      );
      expect(again).toEqual({ status: 'pending', attempts: 0 });

      const sent = await message('sent');
      const count = async () =>
        (await rows<{ n: number }>(t, sql`select count(*)::int as n from outbox`))[0]?.n as number;
      const total = await count();
      expect((await retry(tok[user], sent, lang)).status).toBe(200);
      expect(await count()).toBe(total + 1);
      const [original, copy] = await rows<{ id: number; status: string; message_id: string; to: string }>(
        t,
        sql`select id, status, message_id, "to" from outbox where "to" = (select "to" from outbox where id = ${sent}) order by id`,
      );
      expect(original).toMatchObject({ id: sent, status: 'sent' });
      expect(copy).toMatchObject({ status: 'pending', to: original?.to });
      expect(copy?.message_id).not.toBe(original?.message_id);
    }
    await t.app.mailer.deliverDue();
  });

  it('a queued or claimed message is a 409, an unknown one a 404, a bad id a 400: each in the request’s language, changing nothing', async () => {
    const queued = await message('pending');
    const claimed = await message('claimed');
    const before = await outboxState();
    let i = 0;
    for (const user of ['admin', 'sales'] as const) {
      for (const id of [queued, claimed]) {
        const lang = langOf(i++);
        expectRefused(await retry(tok[user], id, lang), 409, lang, 'errors.conflict', `${user} ${id}`);
      }
      for (const id of [999_999, 2_147_483_647]) {
        const lang = langOf(i++);
        expectRefused(await retry(tok[user], id, lang), 404, lang, 'errors.notFound', `${user} ${id}`);
      }
      for (const id of ['0', '-1', '2147483648', 'abc', '1.5', '99999999999999999999', '%00']) {
        const lang = langOf(i++);
        expectRefused(await retry(tok[user], id, lang), 400, lang, undefined, `${user} ${id}`);
      }
    }
    const xx = await t.call({ method: 'POST', url: `/xx/v1.0/admin/outbox/${queued}/retry`, token: tok.admin });
    expectRefused(xx, 400, 'en', 'errors.unsupportedLanguage');
    expect(await outboxState()).toEqual(before);
  });
});

describe('secrets', () => {
  it('with SMTP no staff reader gets a reset link, before or after Send again; the recipient gets it whole', async () => {
    const email = 'customer@portal.example.it';
    const forgot = await t.call({ method: 'POST', url: '/it/v1.0/auth/forgot-password', payload: { email } });
    expect(forgot.status).toBe(200);
    await t.app.mailer.deliverDue();
    const mail = smtp.messages.findLast((m) => m.to.includes(email));
    const token = /token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] as string;
    expect(token).toMatch(TOKEN);
    const [reset] = await rows<{ id: number; status: string }>(
      t,
      sql`select id, status from outbox where "to" = ${email} and template = 'password-reset' order by id desc limit 1`,
    );
    expect(reset?.status).toBe('sent');

    /** Everything a user reads about the messages to `email`: list, details, delivery. */
    const readAll = async (user: 'admin' | 'sales') => {
      const list = await t.call({
        method: 'GET',
        url: `/en/v1.0/admin/outbox?q=${encodeURIComponent(email)}&pageSize=100`,
        token: tok[user],
      });
      expect(list.status).toBe(200);
      const details = [];
      for (const row of list.body.args.response.rows as { id: number }[]) {
        const detail = await t.call({ method: 'GET', url: `/en/v1.0/admin/outbox/${row.id}`, token: tok[user] });
        expect(detail.status).toBe(200);
        expect(detail.body.args.response.masked).toBe(true);
        details.push(detail.body);
      }
      return JSON.stringify([list.body, details]);
    };
    for (const user of ['admin', 'sales'] as const) {
      expect(await readAll(user)).not.toContain(token);
      // Searching the outbox for a piece of the token finds nothing either.
      const probe = await t.call({
        method: 'GET',
        url: `/en/v1.0/admin/outbox?q=${token.slice(0, 20)}`,
        token: tok[user],
      });
      expect(probe.body.args.response.total).toBe(0);
    }
    const again = await retry(tok.sales, reset?.id as number, 'it');
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).not.toContain(token);
    for (const user of ['admin', 'sales'] as const) expect(await readAll(user)).not.toContain(token);
    const audit = await rows(t, sql`select data::text from audit_events where action = 'outbox.retried'`);
    expect(JSON.stringify(audit)).not.toContain(token);
    // The copy goes to the recipient alone, whole.
    await t.app.mailer.deliverDue();
    const copies = smtp.messages.filter((m) => m.text.includes(token));
    expect(copies).toHaveLength(2);
    expect(copies.every((m) => m.to.length === 1 && m.to[0] === email)).toBe(true);
  });

  it('agents and customers cannot read the outbox in any way', async () => {
    const [any] = await rows<{ id: number }>(t, sql`select min(id)::int as id from outbox`);
    for (const user of ['agent', 'agent2', 'customer'] as const) {
      for (const url of ['admin/outbox', `admin/outbox/${any?.id}`, 'admin/outbox/delivery', 'admin/outbox?q=token']) {
        expectRefused(
          await t.call({ method: 'GET', url: `/fr/v1.0/${url}`, token: tok[user] }),
          403,
          'fr',
          'errors.forbidden',
          url,
        );
      }
    }
  });
});
