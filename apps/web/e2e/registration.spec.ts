import { expect, test } from '@playwright/test';
import { USER_TYPE } from '@portal/contracts';
import { landingPath } from '../src/app/menu';
import { it, linkIn, loginAndWait, toast, unique, waitForMail } from './helpers';

test('a reseller registers, an admin approves, the reseller sets a password and signs in', async ({ browser }) => {
  const username = unique('rivenditore');
  const email = `${username}@example.com`;
  const company = `Mobili ${username} S.r.l.`;

  // 1. The reseller asks for access.
  const applicant = await browser.newContext();
  const page = await applicant.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: it.auth.page.registerLink }).click();
  await expect(page.getByRole('heading', { name: it.registrations.form.title })).toBeVisible();
  await page.getByRole('button', { name: it.registrations.form.submit }).click();
  await expect(page.getByText(it.validation.privacyRequired)).toBeVisible();

  const field = (name: string) => page.locator(`input[name="${name}"]`);
  await page.getByLabel(it.registrations.form.company).fill(company);
  await field('username').fill(username);
  await field('email').fill(email);
  await field('name').fill('Anna');
  await field('surname').fill('Rossi');
  await field('phone').fill('+39 02 1234567');
  await field('vat_number').fill('123');
  await field('vat_number').blur();
  await expect(page.getByText(it.validation.vatNumber)).toBeVisible();
  await field('vat_number').fill('01234560157');
  await page.getByRole('combobox', { name: it.registrations.form.province }).click();
  await page.getByRole('combobox', { name: it.registrations.form.province }).fill('Monza');
  await page.getByRole('option', { name: /Monza/ }).click();
  await field('city').fill('Monza');
  await field('postal_code').fill('20900');
  await field('address').fill('Via Roma 1');
  await page.getByLabel(it.registrations.form.privacyConsent).check();
  await page.getByRole('button', { name: it.registrations.form.submit }).click();
  await expect(page.getByText(it.registrations.success.sent).first()).toBeVisible();

  // 2. An admin approves it from the Administration screens.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAndWait(admin, 'admin');
  await admin.getByRole('link', { name: it.registrations.page.title }).click();
  await admin.getByRole('textbox', { name: it.registrations.page.search }).fill(username);
  await admin.getByRole('button', { name: it.registrations.page.openFor.replace('{{name}}', company) }).click();
  const drawer = admin.getByRole('dialog', { name: it.registrations.page.detailTitle });
  await expect(drawer.getByText(email)).toBeVisible();
  await expect(drawer.getByText('01234560157')).toBeVisible();
  await drawer.getByRole('button', { name: it.registrations.page.approve }).click();
  await admin
    .getByRole('dialog', { name: it.registrations.page.approveTitle })
    .getByRole('button', { name: it.registrations.page.approve })
    .click();
  await expect(toast(admin)).toContainText(it.registrations.success.approved);
  await adminContext.close();

  // 3. The activation e-mail leads to the password screen.
  const mail = await waitForMail(email, (m) => m.text.includes('welcome=1'));
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { name: it.auth.page.welcomeTitle })).toBeVisible();
  await expect(page.getByLabel(it.auth.page.username)).toHaveValue(username);
  await page.locator('input[name="password"]').fill('Benvenuto-2026');
  await page.locator('input[name="password_confirmation"]').fill('Benvenuto-2026');
  await page.getByRole('button', { name: it.auth.page.activateSubmit }).click();
  await expect(toast(page)).toContainText(it.auth.success.passwordReset);

  // 4. And signs in, with the user name already filled.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[name="username"]')).toHaveValue(username);
  await page.locator('input[name="password"]').fill('Benvenuto-2026');
  await page.getByRole('button', { name: it.auth.page.signIn }).click();
  // A retailer customer lands on its first menu entry; its account names its company.
  await expect(page).toHaveURL((url) => url.pathname === landingPath({ userType: USER_TYPE.customer }));
  await page.goto('/account');
  await expect(page.getByText(company)).toBeVisible();
  await applicant.close();
});

test('a press user is asked for the publication instead of the company', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel(it.registrations.form.company)).toBeVisible();
  await page.getByLabel(it.generic.legend.registrationKinds.press).check();
  await expect(page.getByLabel(it.registrations.form.company)).toHaveCount(0);
  await expect(page.getByLabel(it.registrations.form.magazine)).toBeVisible();
});
