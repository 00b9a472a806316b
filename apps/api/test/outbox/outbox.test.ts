import { messages } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createMailer } from '../../src/mail/mailer';
import { createTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/ports';
import { startSmtpCatcher } from '../helpers/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let down: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  down = `smtp://127.0.0.1:${await freePort()}`;
  t = await createTestApp({ smtpUrl: down });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Row = {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  message_id: string;
  future: boolean;
};
const rows = (ids: number[]) =>
  queryRows<Row>(
    t.database.db,
    sql`select id, status, attempts, last_error, next_attempt_at, message_id, next_attempt_at > now() as future
        from outbox where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
const enqueue = (n: number, tag: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      t.app.mailer.enqueue(t.database.db, {
        to: `${tag}.${i}@example.com`,
        template: 'registration-received',
        language: 'en',
        params: { name: `${tag} ${i}`, username: `${tag}${i}` },
      }),
    ),
  );
const mailerAt = (smtpUrl: string) => createMailer(t.database.db, { ...t.config, smtpUrl });
const makeDue = (ids: number[]) =>
  t.database.db.execute(
    sql`update outbox set next_attempt_at = now() where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
const delivered = (tag: string) => smtp.messages.filter((m) => m.to.some((to) => to.startsWith(`${tag}.`)));

describe('the mail worker', () => {
  it('keeps messages when SMTP is down, then delivers each exactly once when it is back', async () => {
    const first = await enqueue(5, 'down');
    const failed = await t.app.mailer.deliverDue();
    expect(failed).toEqual({ sent: 0, failed: 5 });
    for (const row of await rows(first)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, future: true });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    // Not due yet: nothing is attempted again.
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });

    // SMTP is back (more than one batch is waiting), and two workers race for the queue.
    const more = await enqueue(20, 'down');
    await makeDue(first);
    const one = mailerAt(smtp.url);
    const two = mailerAt(smtp.url);
    const [a, b] = await Promise.all([one.deliverDue(), two.deliverDue()]);
    expect(a.sent + b.sent).toBe(25);
    expect(a.failed + b.failed).toBe(0);
    const got = delivered('down');
    expect(got).toHaveLength(25);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(25);
    const all = await rows([...first, ...more]);
    expect(all.every((r) => r.status === 'sent')).toBe(true);
    expect(all.filter((r) => r.attempts === 2)).toHaveLength(5);
    // The Message-ID fixed at enqueue is the one that went out.
    expect(new Set(got.map((m) => m.messageId))).toEqual(new Set(all.map((r) => r.message_id)));

    // A restart (a new worker on the same database) sends what is pending and never resends.
    const after = await enqueue(2, 'restart');
    const restarted = mailerAt(smtp.url);
    expect(await restarted.deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(await mailerAt(smtp.url).deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(delivered('down')).toHaveLength(25);
    expect(delivered('restart')).toHaveLength(2);
    expect((await rows(after)).map((r) => r.status)).toEqual(['sent', 'sent']);
    await Promise.all([one.stop(), two.stop(), restarted.stop()]);
  });

  it('leaves a message claimed by a crashed worker alone until the claim lapses', async () => {
    const [id] = await enqueue(1, 'crash');
    await t.database.db.execute(sql`update outbox set locked_until = now() + interval '2 minutes' where id = ${id}`);
    const worker = mailerAt(smtp.url);
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await t.database.db.execute(sql`update outbox set locked_until = now() - interval '1 second' where id = ${id}`);
    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(delivered('crash')).toHaveLength(1);
    await worker.stop();
  });

  it('gives up after the last attempt; an admin retry puts the message back', async () => {
    const [id] = (await enqueue(1, 'giveup')) as [number];
    await t.database.db.execute(sql`update outbox set attempts = 7 where id = ${id}`);
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect((await rows([id]))[0]).toMatchObject({ status: 'failed', attempts: 8 });
    // A failed message is never picked up again by itself.
    await makeDue([id]);
    expect(await mailerAt(smtp.url).deliverDue()).toEqual({ sent: 0, failed: 0 });

    const sales = await t.login('sales');
    const listed = await t.call({ method: 'GET', url: '/it/v1.0/admin/outbox?status=failed', token: sales });
    expect(listed.body.args.response.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(listed.body.args.response.rows[0]).toMatchObject({ status: 'failed', attempts: 8, next_attempt_at: null });
    expect(listed.body.args.response.rows[0].last_error).toBeTruthy();
    const retry = await t.call({ method: 'POST', url: `/en/v1.0/admin/outbox/${id}/retry`, token: sales });
    expect(retry.body).toEqual({ code: 200, args: { response: { message: 'E-mail queued again' } } });
    expect((await rows([id]))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const worker = mailerAt(smtp.url);
    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await worker.stop();
    expect(delivered('giveup')).toHaveLength(1);
    // An unknown message is not found.
    expect((await t.call({ method: 'POST', url: '/en/v1.0/admin/outbox/999999/retry', token: sales })).status).toBe(
      404,
    );
  });

  it('sends a sent message again as a copy with its own Message-ID, and leaves a queued one to the worker', async () => {
    const [id] = (await enqueue(1, 'again')) as [number];
    const sales = await t.login('sales');
    const retry = (message: number) =>
      t.call({ method: 'POST', url: `/en/v1.0/admin/outbox/${message}/retry`, token: sales });
    // Queued: it goes out by itself (and a worker may be sending it right now).
    expect((await retry(id)).status).toBe(409);
    const worker = mailerAt(smtp.url);
    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(delivered('again')).toHaveLength(1);

    expect((await retry(id)).body).toEqual({ code: 200, args: { response: { message: 'E-mail queued again' } } });
    const copies = await queryRows<Row & { to: string; subject: string; text: string; template: string }>(
      t.database.db,
      sql`select id, status, attempts, message_id, "to", subject, text, template from outbox
          where "to" = 'again.0@example.com' order by id`,
    );
    expect(copies).toHaveLength(2);
    const [first, copy] = copies as [(typeof copies)[0], (typeof copies)[0]];
    // The first delivery stays on record; the copy is queued with the same content.
    expect(first).toMatchObject({ id, status: 'sent' });
    expect(copy).toMatchObject({ status: 'pending', attempts: 0, to: first.to, subject: first.subject });
    expect(copy.text).toBe(first.text);
    expect(copy.template).toBe(first.template);
    expect(copy.message_id).not.toBe(first.message_id);
    expect(copy.message_id.split('@')[1]).toBe(first.message_id.split('@')[1]);

    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await worker.stop();
    const got = delivered('again');
    expect(got).toHaveLength(2);
    expect(got.map((m) => m.messageId)).toEqual([first.message_id, copy.message_id]);
    const audit = await queryRows<{ entity_id: string; data: { copy: number } }>(
      t.database.db,
      sql`select entity_id, data from audit_events where action = 'outbox.retried' and entity_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ entity_id: String(id), data: { copy: copy.id } }]);
  });

  it('does nothing without SMTP_URL: messages stay readable in the outbox', async () => {
    const quiet = mailerAt('');
    const [id] = (await enqueue(1, 'quiet')) as [number];
    await makeDue([id]);
    expect(quiet.configured).toBe(false);
    expect(await quiet.deliverDue()).toEqual({ sent: 0, failed: 0 });
    const admin = await t.login('admin');
    const detail = await t.call({ method: 'GET', url: `/en/v1.0/admin/outbox/${id}`, token: admin });
    expect(detail.body.args.response).toMatchObject({
      id,
      to: 'quiet.0@example.com',
      status: 'pending',
      template: 'registration-received',
      language: 'en',
    });
    expect(detail.body.args.response.text).toContain('quiet 0');
    expect(detail.body.args.response.html).toContain('<p>');
    expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/outbox/999999', token: admin })).status).toBe(404);
  });
});

describe('admin/outbox', () => {
  it('lists with localized headers, filters and pages, for admin and sales only', async () => {
    const admin = await t.login('admin');
    const res = await t.call({ method: 'GET', url: '/fr/v1.0/admin/outbox?pageSize=3&status=sent', token: admin });
    const r = res.body.args.response;
    expect(r.rows).toHaveLength(3);
    expect(r.total).toBeGreaterThanOrEqual(28);
    expect(r.rows.every((x: { status: string }) => x.status === 'sent')).toBe(true);
    expect(r.table_headers.find((h: { key: string }) => h.key === 'to')?.label).toBe('Destinataire');
    const q = await t.call({ method: 'GET', url: '/en/v1.0/admin/outbox?q=restart.1@', token: admin });
    expect(q.body.args.response.rows.map((x: { to: string }) => x.to)).toEqual(['restart.1@example.com']);
    for (const user of ['agent', 'customer'] as const) {
      const token = await t.login(user);
      expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/outbox', token })).status).toBe(403);
    }
  });
  it('names each message by its module’s template in the reader’s language, and keeps a retired id readable', async () => {
    const [shipped, retired] = await Promise.all(
      ['shipment-shipped', 'registration-received'].map((template) =>
        t.app.mailer.enqueue(t.database.db, {
          to: `label.${template}@example.com`,
          template,
          language: 'it',
          params: {
            name: 'Rossi',
            username: 'rossi',
            number: 'SP-1',
            client: 'Rossi',
            parcels: 2,
            waybill: 'W1',
            notes: '-',
          },
        }),
      ),
    );
    // A row stored under an id no module declares any more.
    await t.database.db.execute(sql`update outbox set template = 'retired-template' where id = ${retired}`);
    const admin = await t.login('admin');
    const list = await t.call({ method: 'GET', url: '/fr/v1.0/admin/outbox?q=label.', token: admin });
    const byId = Object.fromEntries(
      list.body.args.response.rows.map((x: { id: number; template: string; template_label: string }) => [
        x.id,
        [x.template, x.template_label],
      ]),
    );
    expect(byId).toEqual({
      [shipped as number]: ['shipment-shipped', messages.fr.shipments.mail.shipped.label],
      [retired as number]: ['retired-template', 'retired-template'],
    });
    const detail = await t.call({ method: 'GET', url: `/es/v1.0/admin/outbox/${shipped}`, token: admin });
    expect(detail.body.args.response.template_label).toBe(messages.es.shipments.mail.shipped.label);
    expect((await t.call({ method: 'GET', url: `/it/v1.0/admin/outbox/${retired}`, token: admin })).status).toBe(200);
  });

  it('refuses to queue a template no module declares', async () => {
    await expect(
      t.app.mailer.enqueue(t.database.db, {
        to: 'x@example.com',
        template: 'no-such-mail',
        language: 'en',
        params: {},
      }),
    ).rejects.toThrow(/no-such-mail/);
  });
});
