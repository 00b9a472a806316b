import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type RegistrationRow, USER_TYPE } from '@portal/contracts';
import { apiToken, it, linkIn, loginAndWait, toast, unique, waitForMail } from './helpers';
import { landingPath } from './menu';

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

test('a press user is asked for the publication instead of the company, and gives no customer code', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByLabel(it.registrations.form.company)).toBeVisible();
  await page.locator('input[name="customer_code"]').fill('MB0001');
  await page.getByLabel(it.generic.legend.registrationKinds.press).check();
  await expect(page.getByLabel(it.registrations.form.company)).toHaveCount(0);
  await expect(page.getByLabel(it.registrations.form.magazine)).toBeVisible();
  await expect(page.locator('input[name="customer_code"]')).toHaveCount(0);
  // The code typed as a reseller went with the field: the server refuses one from the press.
  await page.getByLabel(it.generic.legend.registrationKinds.it_reseller).check();
  await expect(page.locator('input[name="customer_code"]')).toHaveValue('');
});

/** A reseller's request through the API, claiming a customer code; its row as the admin lists it. */
async function claimingRequest(request: APIRequestContext, admin: string, code: string) {
  const username = unique('claim');
  const company = `Rivista ${username}`;
  const register = await request.post('/it/v1.0/auth/register', {
    data: {
      username,
      name: 'Ugo',
      surname: 'Ostile',
      company_name: company,
      vat_number: '07643520567',
      email: `${username}@example.com`,
      phone: '+39 02 1234567',
      user_type: 'it_reseller',
      country: 'IT',
      province: 'MI',
      city: 'Milano',
      postal_code: '20121',
      address: 'Via Dante 1',
      customer_code: code,
      privacy: true,
    },
  });
  expect(register.status()).toBe(200);
  const list = await request.get(`/it/v1.0/admin/registrations?q=${username}`, { headers: { 'access-token': admin } });
  const row = (await list.json()).args.response.rows[0] as RegistrationRow;
  return { username, company, row };
}

async function openRequest(page: Page, username: string, company: string) {
  await loginAndWait(page, 'admin');
  await page.goto('/admin/registrations');
  await page.getByRole('textbox', { name: it.registrations.page.search }).fill(username);
  await page.getByRole('button', { name: it.registrations.page.openFor.replace('{{name}}', company) }).click();
  return page.getByRole('dialog', { name: it.registrations.page.detailTitle });
}

async function customerOf(request: APIRequestContext, admin: string, username: string) {
  const users = await request.get(`/it/v1.0/admin/users?q=${username}`, { headers: { 'access-token': admin } });
  return (await users.json()).args.response.rows[0]?.customer as string | null;
}

test('a customer code is a claim: shown beside the company it names, attached only by the approver’s choice', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const { username, company, row } = await claimingRequest(request, admin, 'MB0001');
  const named = row.customer_claim?.client;
  if (!named) throw new Error('MB0001 names no company');

  const drawer = await openRequest(page, username, company);
  const claim = drawer.getByRole('region', { name: it.registrations.page.claimTitle.replace('{{code}}', 'MB0001') });
  await expect(claim).toBeVisible();
  await expect(claim.getByText('Arredamenti Brambilla S.r.l.', { exact: true })).toBeVisible();
  await expect(claim.getByText(named.agency ?? '—', { exact: true })).toBeVisible();
  // What the registrant typed is flagged where the company says otherwise.
  const line = (label: string) => claim.getByRole('row', { name: new RegExp(`^${label}`, 'i') });
  await expect(line(it.registrations.form.vatOrTaxCode)).toContainText('07643520567');
  await expect(line(it.registrations.form.vatOrTaxCode)).toContainText('01234560157');
  await expect(line(it.registrations.form.vatOrTaxCode)).toContainText(it.registrations.page.claimDiffers);
  await expect(line(it.registrations.form.company)).toContainText(it.registrations.page.claimDiffers);
  await expect(line(it.registrations.form.country)).not.toContainText(it.registrations.page.claimDiffers);
  await expect(claim.getByText(it.registrations.page.claimWarning)).toBeVisible();

  // Attaching is a box the approver ticks; the confirmation names the company.
  const attach = claim.getByRole('checkbox', {
    name: it.registrations.page.attachLabel
      .replace('{{company}}', 'Arredamenti Brambilla S.r.l.')
      .replace('{{code}}', 'MB0001'),
  });
  await expect(attach).not.toBeChecked();
  await attach.check();
  await drawer.getByRole('button', { name: it.registrations.page.approve }).click();
  const confirm = page.getByRole('dialog', { name: it.registrations.page.approveTitle });
  await expect(confirm).toContainText('Arredamenti Brambilla S.r.l.');
  await confirm.getByRole('button', { name: it.registrations.page.approve }).click();
  await expect(toast(page)).toContainText(it.registrations.success.approved);
  expect(await customerOf(request, admin, username)).toBe('Arredamenti Brambilla S.r.l.');
});

test('an approval without the choice, or of a code no company has, gives the account a company of its own', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const { username, company } = await claimingRequest(request, admin, 'ZZ9999');
  const drawer = await openRequest(page, username, company);
  await expect(drawer.getByText(it.registrations.page.claimNone.replace('{{code}}', 'ZZ9999'))).toBeVisible();
  await expect(drawer.getByRole('checkbox')).toHaveCount(0);
  await drawer.getByRole('button', { name: it.registrations.page.approve }).click();
  await page
    .getByRole('dialog', { name: it.registrations.page.approveTitle })
    .getByRole('button', { name: it.registrations.page.approve })
    .click();
  await expect(toast(page)).toContainText(it.registrations.success.approved);
  expect(await customerOf(request, admin, username)).toBe(company);
});

test('a rejection asks for its reason, then e-mails it to the applicant', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const { username, company } = await claimingRequest(request, admin, 'ZZ9998');
  const drawer = await openRequest(page, username, company);
  await drawer.getByRole('button', { name: it.registrations.page.reject }).click();
  const dialog = page.getByRole('dialog', { name: it.registrations.page.rejectTitle });
  await expect(dialog.getByText(it.registrations.page.rejectHint)).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: it.registrations.page.reason });
  // Spaces are no reason: the dialog says so and the field has the focus again.
  await reason.fill('   ');
  await dialog.getByRole('button', { name: it.registrations.page.reject }).click();
  await expect(dialog.getByText(it.validation.required)).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill('  Partita IVA di un’altra azienda  ');
  await expect(dialog.getByText(it.validation.required)).toHaveCount(0);
  await dialog.getByRole('button', { name: it.registrations.page.reject }).click();
  await expect(toast(page)).toContainText(it.registrations.success.rejected);
  await expect(dialog).toBeHidden();
  // The applicant also has the "request received" e-mail, which the mail worker may send later.
  const mail = await waitForMail(`${username}@example.com`, (m) => m.text.includes('Partita IVA di un’altra azienda'));
  expect(mail.text).toContain('Partita IVA di un’altra azienda');
});
