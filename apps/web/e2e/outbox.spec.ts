import { expect, test } from '@playwright/test';
import { createActiveUser, it, linkIn, loginAndWait, waitForMail } from './helpers';

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
  await expect(dialog.getByText(it.outbox.templates['password-reset'])).toBeVisible();
  await expect(dialog.getByText(it.outbox.page.maskedTitle)).toBeVisible();
  await dialog.getByRole('tab', { name: it.outbox.page.text }).click();
  await expect(dialog.locator('.mail-text')).toContainText('••••••');
  await expect(dialog).not.toContainText(token);
  expect(await dialog.locator('.mail-text').innerText()).not.toContain('token=');
});
