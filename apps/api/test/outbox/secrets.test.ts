import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, sendSheet } from '../signing/fixtures';

/**
 * Reset and activation links, signing links and one-time codes belong to their recipient
 * (PRODUCT.md §7). The outbox shows them masked to staff once SMTP delivers the mail; without
 * SMTP (the demo) admin reads them in full, sales never. The mail that goes out is untouched.
 */
const MASK = '••••••';
/** A 256-bit link token (43 URL-safe characters). */
const TOKEN = /[A-Za-z0-9_-]{43}/;

let demo: TestApp;
let live: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  [demo, live] = await Promise.all([createTestApp(), createTestApp({ smtpUrl: smtp.url })]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), live?.close()]);
  await smtp?.close();
});

type Message = { id: number; masked: boolean; subject: string; text: string; html: string; to: string };

/** Every message to `address` as this user reads it: the list row and the detail. */
async function read(t: TestApp, token: string, address: string) {
  const list = await t.call({
    method: 'GET',
    url: `/en/v1.0/admin/outbox?q=${encodeURIComponent(address)}&pageSize=100`,
    token,
  });
  expect(list.status).toBe(200);
  const rows = list.body.args.response.rows as Message[];
  const details: Message[] = [];
  for (const row of rows) {
    const detail = await t.call({ method: 'GET', url: `/en/v1.0/admin/outbox/${row.id}`, token });
    expect(detail.status).toBe(200);
    details.push(detail.body.args.response);
  }
  return { rows, details, raw: JSON.stringify(list.body) + JSON.stringify(details) };
}

describe('without SMTP (the demo)', () => {
  it('shows a reset link in full to admin only: sales cannot take the admin’s account over', async () => {
    // Anyone may ask for the admin's reset link.
    const forgot = await demo.call({
      method: 'POST',
      url: '/en/v1.0/auth/forgot-password',
      payload: { email: 'admin@portal.example.it' },
    });
    expect(forgot.status).toBe(200);

    const sales = await read(demo, await demo.login('sales'), 'admin@portal.example.it');
    expect(sales.details).toHaveLength(1);
    const [masked] = sales.details as [Message];
    expect(masked).toMatchObject({ masked: true, subject: 'Reimposta la password' });
    expect(masked.text).toContain(MASK);
    expect(masked.html).toContain(MASK);
    expect(sales.raw).not.toMatch(/token=/);
    expect(sales.raw).not.toMatch(TOKEN);
    expect(sales.rows[0]?.masked).toBe(true);
    // The rest of the message still reads: who, for which account.
    expect(masked.text).toContain('admin');

    const admin = await read(demo, await demo.login('admin'), 'admin@portal.example.it');
    const [full] = admin.details as [Message];
    expect(full.masked).toBe(false);
    const token = /reset-password\?token=([\w-]{43})/.exec(full.text)?.[1] as string;
    expect(token).toBeTruthy();
    expect(full.html).toContain(token);
    expect(sales.raw).not.toContain(token);
  });

  it('tells the screen that mail is not delivered and who reads it whole', async () => {
    const delivery = async (user: 'admin' | 'sales') =>
      (await demo.call({ method: 'GET', url: '/en/v1.0/admin/outbox/delivery', token: await demo.login(user) })).body;
    expect(await delivery('admin')).toEqual({ code: 200, args: { response: { smtp: false, secrets_visible: true } } });
    expect(await delivery('sales')).toEqual({ code: 200, args: { response: { smtp: false, secrets_visible: false } } });
    for (const user of ['agent', 'customer'] as const) {
      const res = await demo.call({
        method: 'GET',
        url: '/en/v1.0/admin/outbox/delivery',
        token: await demo.login(user),
      });
      expect(res.status).toBe(403);
    }
  });

  it('masks a one-time code and a signing link in a message written before masking existed', async () => {
    const link = 'http://portal.test/sign/Zq3v9-Kx_7bLmN2pQrS4tUvWxYz0aBcDeFgHiJkLmNo';
    await demo.database.db.execute(sql`
      insert into outbox ("to", subject, text, html, template, language, message_id)
      values ('old.signer@example.com', 'Codice 482913', ${`Il codice è 482913.\n\nFirma: ${link}`},
        ${`<p>Il codice è 482913.</p><p><a href="${link}">Firma</a></p>`}, 'sign-otp', 'it', '<old@portal.test>')`);
    const sales = await read(demo, await demo.login('sales'), 'old.signer@example.com');
    expect(sales.details[0]?.masked).toBe(true);
    expect(sales.raw).not.toContain('482913');
    expect(sales.raw).not.toMatch(TOKEN);
    expect(sales.details[0]?.text).toContain(MASK);
  });
});

describe('with SMTP', () => {
  it('shows nobody a signing link or a code, and sends them whole to the signer', async () => {
    const sent = await sendSheet(live, smtp);
    const code = await acceptAndGetCode(live, smtp, sent.token, sent.email);
    expect(sent.link).toContain(sent.token);

    for (const user of ['admin', 'sales'] as const) {
      const view = await read(live, await live.login(user), sent.email);
      expect(view.details.map((d) => d.masked)).toEqual([true, true]);
      expect(view.raw).not.toContain(sent.token);
      expect(view.raw).not.toContain(code);
      expect(view.raw).not.toMatch(TOKEN);
      for (const d of view.details) {
        expect(d.text).toContain(MASK);
        expect(d.html).toContain(MASK);
      }
    }
    const delivery = await live.call({
      method: 'GET',
      url: '/en/v1.0/admin/outbox/delivery',
      token: await live.login('admin'),
    });
    expect(delivery.body.args.response).toEqual({ smtp: true, secrets_visible: false });
  });

  it('lets staff help by sending the link again, never by reading it', async () => {
    const sent = await sendSheet(live, smtp);
    const sales = await live.login('sales');
    const reminder = await live.call({
      method: 'GET',
      url: `/en/v1.0/admin/agencies/reminder/${sent.sheetId}`,
      token: sales,
    });
    expect(reminder.status).toBe(200);
    expect(JSON.stringify(reminder.body)).not.toMatch(TOKEN);
    await live.app.mailer.deliverDue();
    const newLink = smtp.linkIn(smtp.messages.findLast((m) => m.to.includes(sent.email)) as never);
    expect(newLink).not.toBe(sent.link);
    const newToken = newLink.split('/').pop() as string;

    const events = await live.call({
      method: 'GET',
      url: `/en/v1.0/admin/schede/sign-events/${sent.sheetId}`,
      token: sales,
    });
    expect(events.status).toBe(200);
    expect(JSON.stringify(events.body)).not.toMatch(TOKEN);
    for (const user of ['admin', 'sales'] as const) {
      const view = await read(live, await live.login(user), sent.email);
      expect(view.raw).not.toContain(newToken);
    }
  });
});
