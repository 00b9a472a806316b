import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, codeFrom, hasStatus, mailsTo, sendSheet, signUrl, tokenOf } from './fixtures';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const typed = (code: string) => ({ code, signer_name: 'Anna Verdi', signature: { kind: 'typed', data: 'Anna Verdi' } });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the confirmation code', () => {
  it('counts wrong codes, then kills the code after five; a new code works', async () => {
    const s = await sendSheet(t, smtp);
    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'en');
    const wrong = wrongOf(code);
    for (const left of [4, 3, 2, 1]) {
      const res = await t.call({ method: 'POST', url: signUrl(s.token, 'en'), payload: typed(wrong) });
      expect(res).toMatchObject({
        status: 400,
        body: { args: { error: { key: 'signing.errors.codeWrong', message: `Wrong code: ${left} attempts left` } } },
      });
    }
    const fifth = await t.call({ method: 'POST', url: signUrl(s.token, 'en', '/verify'), payload: { code: wrong } });
    expect(fifth.body.args.error.key).toBe('signing.errors.codeExhausted');
    // Dead: even the right code is refused now.
    const dead = await t.call({ method: 'POST', url: signUrl(s.token, 'es'), payload: typed(code) });
    expect(dead).toMatchObject({
      status: 400,
      body: { args: { error: { message: 'Demasiados intentos incorrectos: solicite un nuevo código' } } },
    });
    const view = (await t.call({ method: 'GET', url: signUrl(s.token, 'en') })).body.args.response;
    expect(view.state).toMatchObject({ code_sent: false, code_attempts_left: 0, code_resend_in: 0 });
    // A dead code may be replaced at once, without waiting a minute.
    expect((await t.call({ method: 'POST', url: signUrl(s.token, 'en', '/otp') })).status).toBe(200);
    const fresh = await codeFrom(t, smtp, s.email);
    expect((await t.call({ method: 'POST', url: signUrl(s.token, 'en'), payload: typed(fresh) })).status).toBe(200);
    const failed = (await t.database.db.execute(
      sql`select count(*)::int as n from sign_events where sign_request_id = ${s.requestId} and event = 'otp_failed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(failed.rows[0]?.n).toBe(5);
  });

  it('refuses an expired code and throttles new codes to one a minute', async () => {
    const s = await sendSheet(t, smtp, { language: 'fr' });
    const code = await acceptAndGetCode(t, smtp, s.token, s.email, 'fr');
    const codeMail = (await mailsTo(t, smtp, s.email)).at(-1);
    expect(codeMail?.subject).toBe('Code de confirmation pour signer la fiche client');
    expect(codeMail?.text).toContain(code);
    const stored = (await t.database.db.execute(
      sql`select otp_hash from sign_requests where id = ${s.requestId}`,
    )) as unknown as { rows: { otp_hash: string }[] };
    expect(stored.rows[0]?.otp_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.otp_hash).not.toContain(code);

    const soon = await t.call({ method: 'POST', url: signUrl(s.token, 'fr', '/otp') });
    expect(soon.status).toBe(429);
    expect(soon.body.args.error.message).toMatch(/^Vous pourrez demander un nouveau code dans \d+ secondes$/);

    await t.database.db.execute(
      sql`update sign_requests set otp_expires_at = now() - interval '1 second' where id = ${s.requestId}`,
    );
    const expired = await t.call({ method: 'POST', url: signUrl(s.token, 'fr'), payload: typed(code) });
    expect(expired).toMatchObject({
      status: 400,
      body: {
        args: { error: { key: 'signing.errors.codeExpired', message: 'Le code a expiré : demandez-en un nouveau' } },
      },
    });
    expect(await hasStatus(t, 'sheets', s.sheetId)).toBe('sent');
    expect((await t.call({ method: 'POST', url: signUrl(s.token, 'fr', '/otp') })).status).toBe(200);
    const fresh = await codeFrom(t, smtp, s.email);
    const signed = await t.call({ method: 'POST', url: signUrl(s.token, 'fr'), payload: typed(fresh) });
    expect(signed.status).toBe(200);
  });

  it('needs a code before signing and refuses a malformed one', async () => {
    const s = await sendSheet(t, smtp);
    await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en', '/accept'),
      payload: { sheet: true, privacy: true, conditions: true },
    });
    const none = await t.call({ method: 'POST', url: signUrl(s.token, 'en'), payload: typed('123456') });
    expect(none.body.args.error.key).toBe('signing.errors.requestCode');
    const malformed = await t.call({ method: 'POST', url: signUrl(s.token, 'en'), payload: typed('12ab') });
    expect(malformed.status).toBe(400);
    expect(malformed.body.args.error.fields.code).toBe('The code has 6 digits');
  });
});

describe('links that no longer work', () => {
  it('answers an unknown link with 404 in the request language, without details', async () => {
    const res = await t.call({ method: 'GET', url: signUrl('x'.repeat(43), 'it') });
    expect(res).toEqual({
      status: 404,
      headers: expect.anything(),
      body: {
        code: 404,
        args: { error: { message: 'Questo link di firma non è valido', key: 'signing.errors.invalidLink' } },
      },
    });
    expect((await t.call({ method: 'GET', url: signUrl('x'.repeat(43), 'en', '/pdf') })).status).toBe(404);
  });

  it('expires a link past its date', async () => {
    const s = await sendSheet(t, smtp);
    await t.database.db.execute(
      sql`update sign_requests set expires_at = now() - interval '1 minute' where id = ${s.requestId}`,
    );
    const res = await t.call({ method: 'GET', url: signUrl(s.token, 'es') });
    expect(res).toMatchObject({
      status: 410,
      body: { args: { error: { message: 'Este enlace de firma ha caducado: pida uno nuevo a su agente' } } },
    });
    expect((await t.call({ method: 'POST', url: signUrl(s.token, 'es', '/otp') })).status).toBe(410);
  });

  it('stops the old link after a reminder and the new one works', async () => {
    const s = await sendSheet(t, smtp);
    await acceptAndGetCode(t, smtp, s.token, s.email);
    // Only the client's own agent, and staff, may remind.
    const foreign = await t.call({
      method: 'GET',
      url: `/it/v1.0/agencies/reminder/${s.sheetId}`,
      token: await t.login('agent2'),
    });
    expect(foreign.status).toBe(404);
    const customer = await t.call({
      method: 'GET',
      url: `/it/v1.0/admin/agencies/reminder/${s.sheetId}`,
      token: await t.login('customer'),
    });
    expect(customer.status).toBe(403);
    const reminded = await t.call({
      method: 'GET',
      url: `/en/v1.0/agencies/reminder/${s.sheetId}`,
      token: await t.login('agent'),
    });
    expect(reminded).toMatchObject({ status: 200, body: { args: { response: { message: 'Reminder sent' } } } });

    const old = await t.call({ method: 'GET', url: signUrl(s.token, 'en') });
    expect(old).toMatchObject({
      status: 410,
      body: {
        args: {
          error: { message: 'This link has been replaced by a newer one: use the link in the most recent e-mail' },
        },
      },
    });
    const mail = (await mailsTo(t, smtp, s.email)).find((m) => m.subject.startsWith('Promemoria'));
    expect(mail).toBeDefined();
    const token = tokenOf(smtp.linkIn(mail as never));
    expect(token).not.toBe(s.token);
    const view = await t.call({ method: 'GET', url: signUrl(token, 'en') });
    expect(view.status).toBe(200);
    // A fresh start: the new link needs its own acceptance and code.
    expect(view.body.args.response.state).toMatchObject({ terms_accepted: false, code_sent: false });
    const code = await acceptAndGetCode(t, smtp, token, s.email);
    expect((await t.call({ method: 'POST', url: signUrl(token), payload: typed(code) })).status).toBe(200);

    const events = await t.call({
      method: 'GET',
      url: `/en/v1.0/admin/schede/sign-events/${s.sheetId}`,
      token: await t.login('admin'),
    });
    const names = events.body.args.response.rows.map((e: { event: string }) => e.event);
    expect(names).toContain('revoked');
    expect(names).toContain('reminded');
    expect(names.at(-1)).toBe('signed');
  });
});

describe('declining', () => {
  it('needs a reason', async () => {
    const s = await sendSheet(t, smtp);
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await t.call({ method: 'POST', url: signUrl(s.token, 'en', '/decline'), payload });
      expect(res.status).toBe(400);
      expect(res.body.args.error.fields.reason).toBe('Tell us why you decline');
    }
    expect(await hasStatus(t, 'sheets', s.sheetId)).toBe('sent');
  });

  it('declines with a reason: request and sheet declined, the agent told', async () => {
    const s = await sendSheet(t, smtp);
    const res = await t.call({
      method: 'POST',
      url: signUrl(s.token, 'en', '/decline'),
      payload: { reason: 'The IBAN is not ours' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { args: { response: { message: 'You declined to sign the sheet' } } },
    });
    expect(await hasStatus(t, 'sheets', s.sheetId)).toBe('declined');
    expect(await hasStatus(t, 'sign_requests', s.requestId)).toBe('declined');
    const agent = (await t.database.db.execute(sql`select email from users where username = 'agent'`)) as unknown as {
      rows: { email: string }[];
    };
    const told = (await mailsTo(t, smtp, agent.rows[0]?.email as string)).find((m) =>
      m.subject.includes(`rifiutata: ${s.company}`),
    );
    expect(told?.text).toContain('The IBAN is not ours');
    const again = await t.call({ method: 'GET', url: signUrl(s.token, 'en') });
    expect(again.body.args.error.key).toBe('signing.errors.alreadyDeclined');
    const pdf = await t.call({ method: 'GET', url: signUrl(s.token, 'en', '/pdf') });
    expect(pdf.status).toBe(409);
    expect(pdf.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers the PDF of an open link with a 409 envelope', async () => {
    const s = await sendSheet(t, smtp);
    const pdf = await t.call({ method: 'GET', url: signUrl(s.token, 'it', '/pdf') });
    expect(pdf).toMatchObject({
      status: 409,
      body: { args: { error: { message: 'La copia firmata è disponibile dopo la firma della scheda' } } },
    });
    const staff = await t.call({
      method: 'GET',
      url: `/it/v1.0/admin/schede/signed-pdf/${s.sheetId}`,
      token: await t.login('admin'),
    });
    expect(staff.status).toBe(409);
  });
});
