import { expect, test } from '@playwright/test';
import { createActiveUser, it, linkIn, loginAndWait, toast, waitForMail } from './helpers';

test('forgot password: e-mail, new password, sign in', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await page.goto('/login');
  await page.getByRole('link', { name: it.auth.page.forgotLink }).click();
  await page.getByLabel(it.auth.page.email).fill('not-an-address');
  await page.getByRole('button', { name: it.auth.page.forgotSubmit }).click();
  await expect(page.getByText(it.validation.invalidEmail)).toBeVisible();
  await page.getByLabel(it.auth.page.email).fill(user.email);
  await page.getByRole('button', { name: it.auth.page.forgotSubmit }).click();
  await expect(toast(page)).toContainText(it.auth.success.resetEmailSent);
  await expect(page.getByText(it.auth.page.forgotSentTitle)).toBeVisible();

  const mail = await waitForMail(user.email, (m) => m.text.includes('reset-password') && !m.text.includes('welcome=1'));
  const link = linkIn(mail);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: it.auth.page.resetTitle })).toBeVisible();
  await expect(page.getByLabel(it.auth.page.username)).toHaveValue(user.username);
  await page.locator('input[name="password"]').fill('Ritrovata-2026');
  await page.locator('input[name="password_confirmation"]').fill('Ritrovata-2026');
  await page.getByRole('button', { name: it.auth.page.resetSubmit }).click();
  await expect(toast(page)).toContainText(it.auth.success.passwordReset);
  await expect(page).toHaveURL(/\/login$/);
  await loginAndWait(page, user.username, 'Ritrovata-2026');

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText(it.auth.page.invalidLinkTitle)).toBeVisible();
});
