import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSigningJobs } from '../../src/modules/signing/jobs';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { hasStatus, mailsTo, sendSheet, signUrl, tokenOf } from './fixtures';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url, signReminderDays: 3, signMaxReminders: 2 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Moves every date of the sheet's open request back by `days`, as if time had passed. */
const age = (sheetId: number, days: number) =>
  t.database.db.execute(sql`update sign_requests
    set created_at = created_at - make_interval(days => ${days}),
        last_reminder_at = last_reminder_at - make_interval(days => ${days})
    where sheet_id = ${sheetId} and status = 'open'`);

const reminders = async (email: string) =>
  (await mailsTo(t, smtp, email)).filter((m) => m.subject.startsWith('Promemoria'));

describe('the signing job', () => {
  it('re-sends unsigned links after the configured days, once even when run twice at once', async () => {
    const s = await sendSheet(t, smtp);
    const fresh = await sendSheet(t, smtp);
    expect((await runSigningJobs(t.app)).reminded).toBe(0);

    await age(s.sheetId, 4);
    const runs = await Promise.all([runSigningJobs(t.app), runSigningJobs(t.app)]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    // Nothing is left for a later run either.
    expect((await runSigningJobs(t.app)).reminded).toBe(0);
    const sent = await reminders(s.email);
    expect(sent).toHaveLength(1);
    expect(await reminders(fresh.email)).toHaveLength(0);

    // The old link stops working, the new one opens.
    expect((await t.call({ method: 'GET', url: signUrl(s.token) })).status).toBe(410);
    const token = tokenOf(smtp.linkIn(sent[0] as never));
    expect((await t.call({ method: 'GET', url: signUrl(token) })).status).toBe(200);

    // A second reminder after another wait, then no more (SIGN_MAX_REMINDERS = 2).
    await age(s.sheetId, 4);
    expect((await runSigningJobs(t.app)).reminded).toBe(1);
    await age(s.sheetId, 4);
    expect((await runSigningJobs(t.app)).reminded).toBe(0);
    expect(await reminders(s.email)).toHaveLength(2);
    const events = await rows<{ event: string; data: { automatic?: boolean } | null }>(
      sql`select e.event, e.data from sign_events e join sign_requests r on r.id = e.sign_request_id
          where r.sheet_id = ${s.sheetId} and e.event = 'reminded' order by e.id`,
    );
    expect(events.map((e) => e.data?.automatic)).toEqual([true, true]);
  });

  it('reminds no one, on its own or asked by staff, of a client whose deletion is requested', async () => {
    const s = await sendSheet(t, smtp);
    await t.database.db.execute(
      sql`update clients set status = 'deletion_requested' where id = (select client_id from sheets where id = ${s.sheetId})`,
    );
    await age(s.sheetId, 4);
    expect((await runSigningJobs(t.app)).reminded).toBe(0);
    const asked = await t.call({
      method: 'GET',
      url: `/fr/v1.0/admin/agencies/reminder/${s.sheetId}`,
      token: await t.login('admin'),
    });
    expect(asked).toMatchObject({
      status: 409,
      body: {
        args: {
          error: {
            key: 'signing.errors.clientDeletionPending',
            message: 'La suppression du client a été demandée : aucun rappel ne peut être envoyé',
          },
        },
      },
    });
    expect(await reminders(s.email)).toHaveLength(0);
    // The link sent before still opens: the request stays as it was.
    expect((await t.call({ method: 'GET', url: signUrl(s.token) })).status).toBe(200);

    // Once deleted, the answer says so rather than speak of a pending request.
    await t.database.db.execute(
      sql`update clients set status = 'deleted' where id = (select client_id from sheets where id = ${s.sheetId})`,
    );
    expect((await runSigningJobs(t.app)).reminded).toBe(0);
    const deleted = await t.call({
      method: 'GET',
      url: `/es/v1.0/admin/agencies/reminder/${s.sheetId}`,
      token: await t.login('admin'),
    });
    expect(deleted).toMatchObject({
      status: 409,
      body: {
        args: {
          error: {
            key: 'signing.errors.clientDeleted',
            message: 'El cliente ha sido eliminado: no se pueden enviar recordatorios',
          },
        },
      },
    });
    expect(await reminders(s.email)).toHaveLength(0);
  });

  it('expires links past their date, tells the agent once, even when run twice at once', async () => {
    const s = await sendSheet(t, smtp);
    await t.database.db.execute(
      sql`update sign_requests set expires_at = now() - interval '1 minute' where id = ${s.requestId}`,
    );
    const runs = await Promise.all([runSigningJobs(t.app), runSigningJobs(t.app)]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect((await runSigningJobs(t.app)).expired).toBe(0);
    expect(await hasStatus(t, 'sign_requests', s.requestId)).toBe('expired');
    expect(await hasStatus(t, 'sheets', s.sheetId)).toBe('expired');
    const [agent] = await rows<{ email: string }>(sql`select email from users where username = 'agent'`);
    const told = (await mailsTo(t, smtp, agent?.email as string)).filter((m) => m.subject.includes(s.company));
    expect(told.map((m) => m.subject)).toEqual([`Link di firma scaduto: ${s.company}`]);
    expect((await t.call({ method: 'GET', url: signUrl(s.token, 'en') })).body.args.error.key).toBe(
      'signing.errors.linkExpired',
    );
    // An expired link is not reminded.
    expect((await runSigningJobs(t.app)).reminded).toBe(0);
  });

  it('takes the lease so a second instance skips the run', async () => {
    await t.database.db.execute(
      sql`insert into job_leases (name, holder, expires_at) values ('signing-jobs', 'other-instance', now() + interval '5 minutes')`,
    );
    expect(await runSigningJobs(t.app)).toEqual({ ran: false, reminded: 0, expired: 0 });
    await t.database.db.execute(
      sql`update job_leases set expires_at = now() - interval '1 second' where name = 'signing-jobs'`,
    );
    expect((await runSigningJobs(t.app)).ran).toBe(true);
  });
});
