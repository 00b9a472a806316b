import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { OutboxRow } from '@portal/contracts';
import { DATE_STYLES, localeOf } from '../src/lib/format';
import {
  apiToken,
  createActiveUser,
  es,
  fr,
  it,
  linkIn,
  loginAndWait,
  MAIL_API,
  PASSWORD,
  toast,
  unique,
  waitForMail,
} from './helpers';
import { createSheet } from './sheets-helpers';

/** A message of its own, already delivered: a sheet sent for signature to a new address. */
async function sentMessage(request: APIRequestContext): Promise<OutboxRow> {
  const signer = `${unique('posta-')}@example.com`;
  await createSheet(request, 'agent', { company: `${unique('Posta ')} S.r.l.`, signer, ready: true, send: true });
  const headers = { 'access-token': await apiToken(request, 'admin') };
  let row: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const list = await request.get(`/it/v1.0/admin/outbox?q=${encodeURIComponent(signer)}`, { headers });
        row = (await list.json()).args.response.rows[0];
        return row?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('sent');
  return row as OutboxRow;
}

/** The value beside a label of the drawer's details. */
const detailOf = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');

/** The drawer's state badge. */
const badgeOf = (dialog: ReturnType<Page['getByRole']>) => dialog.locator('.status-badge');

/** A moment as lib/format.ts writes it in a style, by the browser's own Intl (same ICU, same time zone). */
const written = (page: Page, iso: string, language: string, style: keyof typeof DATE_STYLES) =>
  page.evaluate(({ iso, locale, options }) => new Intl.DateTimeFormat(locale, options).format(new Date(iso)), {
    iso,
    locale: localeOf(language),
    options: DATE_STYLES[style] as Intl.DateTimeFormatOptions,
  });

async function signInAs(browser: Browser, username: string, locale: string, language: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  await context.addInitScript((lang) => localStorage.setItem('portal.language', lang), language);
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/**
 * The e2e portal delivers mail (SMTP catcher): the outbox says nothing about delivery, and staff
 * read a reset link masked while the user receives it whole.
 */
test('staff read personal links masked in the outbox; the user gets the whole link', async ({ page, request }) => {
  const user = await createActiveUser(request);
  expect((await request.post('/it/v1.0/auth/forgot-password', { data: { email: user.email } })).ok()).toBe(true);
  const token = new URL(
    linkIn(await waitForMail(user.email, (m) => m.text.includes('reset-password') && !m.text.includes('welcome=1'))),
  ).searchParams.get('token') as string;
  expect(token).toHaveLength(43);

  await loginAndWait(page, 'sales');
  await page.goto(`/admin/outbox?q=${encodeURIComponent(user.email)}`);
  await expect(page.getByRole('heading', { name: it.outbox.page.title, level: 1 })).toBeVisible();
  await expect(page.getByText(it.outbox.page.notDelivered)).toHaveCount(0);
  // Newest first: the reset e-mail.
  await page
    .getByRole('button', { name: /Apri l'e-mail/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  // The kind of message, named in the reader's language (not the template id).
  await expect(dialog.getByText(it.auth.mail.passwordReset.label)).toBeVisible();
  await expect(dialog.getByText(it.outbox.page.maskedTitle)).toBeVisible();
  await dialog.getByRole('tab', { name: it.outbox.page.text }).click();
  await expect(dialog.locator('.mail-text')).toContainText('••••••');
  await expect(dialog).not.toContainText(token);
  expect(await dialog.locator('.mail-text').innerText()).not.toContain('token=');
});

test('the drawer offers Send again on a sent or failed message, never on a queued one', async ({ page, request }) => {
  const row = await sentMessage(request);
  const texts = it.outbox;
  // The detail as the API answers it, or in another state: the screen's rule, state by state.
  let state: OutboxRow['status'] | null = null;
  await page.route(/\/v1\.0\/admin\/outbox\/\d+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (state) {
      body.args.response.status = state;
      if (state === 'pending') body.args.response.sent_at = null;
    }
    await route.fulfill({ response, json: body });
  });
  await loginAndWait(page, 'sales');
  const open = async (as: typeof state) => {
    state = as;
    await page.goto(`/admin/outbox?q=${encodeURIComponent(row.to)}`);
    await page.getByRole('button', { name: texts.page.openFor.replace('{{subject}}', row.subject) }).click();
    const dialog = page.getByRole('dialog', { name: texts.page.detailTitle });
    await expect(dialog.getByText(row.subject, { exact: true })).toBeVisible();
    // The kind of message in the reader's language, never the template's id.
    await expect(detailOf(dialog, texts.page.template)).toHaveText(it.signing.mail.signatureRequest.label);
    await expect(dialog.getByText(row.template)).toHaveCount(0);
    return dialog;
  };

  const queued = await open('pending');
  await expect(badgeOf(queued)).toHaveText(texts.status.pending);
  await expect(queued.getByRole('button', { name: texts.page.retry })).toHaveCount(0);

  const failed = await open('failed');
  await expect(badgeOf(failed)).toHaveText(texts.status.failed);
  await expect(failed.getByRole('button', { name: texts.page.retry })).toBeVisible();

  // A sent message goes out again as a copy: the recipient gets it twice, the list shows both.
  const sent = await open(null);
  await expect(badgeOf(sent)).toHaveText(texts.status.sent);
  await sent.getByRole('button', { name: texts.page.retry }).click();
  await expect(toast(page).filter({ hasText: texts.success.retried })).toBeVisible();
  await expect(sent).toBeHidden();
  await expect
    .poll(async () => (await (await fetch(`${MAIL_API}?to=${encodeURIComponent(row.to)}`)).json()).length, {
      timeout: 20_000,
    })
    .toBe(2);
  await expect(page.getByRole('button', { name: texts.page.openFor.replace('{{subject}}', row.subject) })).toHaveCount(
    2,
  );
});

// Dates are written by lib/format.ts alone: a list in its short style (by hand, held here to the
// browser's Intl), a drawer in its long one.
for (const [language, locale, texts] of [
  ['it', 'it-IT', it],
  ['fr', 'fr-FR', fr],
  ['es', 'es-ES', es],
] as const) {
  test(`the outbox list and its drawer write the same moment in the list and detail styles (${language})`, async ({
    browser,
    request,
  }) => {
    const row = await sentMessage(request);
    const page = await signInAs(browser, 'sales', locale, language);
    try {
      await page.goto(`/admin/outbox?q=${encodeURIComponent(row.to)}`);
      await expect(page.getByRole('heading', { name: texts.outbox.page.title, level: 1 })).toBeVisible();
      const createdList = await written(page, row.created_at, language, 'list');
      const createdDetail = await written(page, row.created_at, language, 'detail');
      const sentDetail = await written(page, row.sent_at as string, language, 'detail');
      expect(createdList).not.toBe(createdDetail);

      const line = page.getByRole('row').filter({ hasText: row.subject });
      // The rows come after the heading (a skeleton stands in for the table until then).
      await expect(line).toBeVisible();
      const headers = await page.getByRole('columnheader').allTextContents();
      const column = headers.findIndex((h) => h.includes(texts.outbox.columns.createdAt));
      expect(column, headers.join(' | ')).toBeGreaterThanOrEqual(0);
      const cell = line.getByRole('cell').nth(column);
      await expect(cell).toContainText(createdList);
      await expect(cell).not.toContainText(createdDetail);

      await line.getByRole('button', { name: texts.outbox.page.openFor.replace('{{subject}}', row.subject) }).click();
      const dialog = page.getByRole('dialog', { name: texts.outbox.page.detailTitle });
      await expect(detailOf(dialog, texts.outbox.page.createdAt)).toHaveText(createdDetail);
      await expect(detailOf(dialog, texts.outbox.page.sentAt)).toHaveText(sentDetail);
      await expect(detailOf(dialog, texts.outbox.page.template)).toHaveText(texts.signing.mail.signatureRequest.label);
    } finally {
      // The interface language became the account's (e-mails follow it): back to Italian.
      const token = await apiToken(request, 'sales');
      await request.put('/it/v1.0/auth/me', { headers: { 'access-token': token }, data: { language: 'it' } });
      await page.context().close();
    }
  });
}
