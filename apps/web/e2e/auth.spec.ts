import { expect, test } from '@playwright/test';
import { USER_TYPE } from '@portal/contracts';
import { createActiveUser, it, login, loginAndWait, PASSWORD, toast } from './helpers';
import { landingPath } from './menu';

test('a wrong password shows the server message in a top-right toast and at the form', async ({ page }) => {
  await login(page, 'agent', 'Wrong-password-1!');
  await expect(toast(page)).toContainText(it.auth.errors.invalidCredentials);
  // The toast goes after 5 s; the form keeps saying it until the user types again.
  const form = page.getByRole('form', { name: it.auth.page.signIn });
  await expect(form.getByRole('alert')).toHaveText(it.auth.errors.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('input[name="password"]').fill('Another-try-1!');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('the form checks the fields as the user types, with the shared rules', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: it.auth.page.signIn }).click();
  await expect(page.getByText(it.validation.required)).toHaveCount(2);
  await page.locator('input[name="username"]').fill('agent');
  await expect(page.getByText(it.validation.required)).toHaveCount(1);
});

test('a token revoked on the server sends the user to the login with "Session expired"', async ({ page, request }) => {
  await loginAndWait(page, 'agent');
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate(() => localStorage.getItem('portal.accessToken'));
  expect(token).toBeTruthy();
  const logout = await request.post('/it/v1.0/auth/logout', { headers: { 'access-token': token ?? '' } });
  expect(logout.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  // Said above the form, where it stays (the toast that also says it closes after 5 s).
  await expect(page.getByRole('status').filter({ hasText: it.auth.page.sessionExpiredHint })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.accessToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('portal.user'))).toBeNull();
});

test('sign out from the user menu', async ({ page }) => {
  await loginAndWait(page, 'customer');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: it.auth.page.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toContainText(it.auth.success.loggedOut);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('change password from the user menu, then sign in with the new one', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await loginAndWait(page, user.username);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: it.auth.page.changeTitle }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  const next = 'Nuova-Pass-77';
  await page.locator('input[name="old_password"]').fill('wrong-old-1A!');
  await page.locator('input[name="password"]').fill('short');
  await page.locator('input[name="password_confirmation"]').fill('other');
  await page.locator('input[name="password_confirmation"]').blur();
  await expect(page.getByText(it.validation.passwordPolicy)).toHaveCount(2); // hint and error
  await expect(page.getByText(it.validation.passwordsMismatch)).toBeVisible();
  await page.locator('input[name="password"]').fill(next);
  await page.locator('input[name="password_confirmation"]').fill(next);
  await page.getByRole('button', { name: it.auth.page.changeSubmit }).click();
  await expect(toast(page)).toContainText(it.auth.errors.wrongOldPassword);
  await page.locator('input[name="old_password"]').fill(PASSWORD);
  await page.getByRole('button', { name: it.auth.page.changeSubmit }).click();
  await expect(toast(page).filter({ hasText: it.auth.success.passwordChanged })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: it.auth.page.signOut }).click();
  await login(page, user.username, PASSWORD);
  await expect(toast(page).filter({ hasText: it.auth.errors.invalidCredentials })).toBeVisible();
  await loginAndWait(page, user.username, next);
  // Signed in: a retailer customer lands on its first menu entry.
  await expect(page).toHaveURL((url) => url.pathname === landingPath({ userType: USER_TYPE.customer }));
});
