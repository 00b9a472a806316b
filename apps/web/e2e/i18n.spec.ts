import { expect, test } from '@playwright/test';
import { es, fr, it, loginAndWait, toast } from './helpers';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('opens in French and calls the French API', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: fr.auth.page.loginTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const call = page.waitForRequest((r) => r.url().includes('/auth/login'));
    await page.locator('input[name="username"]').fill('customer');
    await page.locator('input[name="password"]').fill('Portal-2026!');
    await page.getByRole('button', { name: fr.auth.page.signIn }).click();
    expect(new URL((await call).url()).pathname).toBe('/fr/v1.0/auth/login');
    const me = await page.waitForRequest((r) => r.url().includes('/auth/me'));
    expect(new URL(me.url()).pathname).toBe('/fr/v1.0/auth/me');
    // A customer lands on its first menu entry, the dashboard, whose figures come in French too.
    const year = String(new Date().getFullYear());
    await expect(page.getByRole('heading', { level: 1, name: fr.dashboard.page.title })).toBeVisible();
    await expect(
      page.getByRole('region', { name: fr.dashboard.revenue.titleCustomer.replace('{{year}}', year) }),
    ).toContainText(fr.sales.revenueCategories.furniture);
    // The account's language follows the interface, so e-mails arrive in French.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal.user') ?? '{}').language))
      .toBe('fr');
    await page.getByRole('button', { name: fr.language.label, exact: false }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: it.dashboard.page.title })).toBeVisible();
    await expect(
      page.getByRole('region', { name: it.dashboard.revenue.titleCustomer.replace('{{year}}', year) }),
    ).toContainText(it.sales.revenueCategories.furniture);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('portal.user') ?? '{}').language))
      .toBe('it');
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets Italian, the default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: it.auth.page.loginTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('a language switch survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: /Lingua/ }).selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: es.auth.page.loginTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: es.auth.page.loginTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: es.auth.page.signIn }).click();
  await expect(page.getByText(es.validation.required).first()).toBeVisible();
});

test('an unsupported stored language is refused with a message', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('portal.language', 'de');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/login');
  await expect(toast(page)).toContainText(it.notices.unsupportedLanguage);
  await expect(page.getByRole('heading', { name: it.auth.page.loginTitle })).toBeVisible();
});

test('dates follow the language', async ({ page }) => {
  await loginAndWait(page, 'admin');
  await page.goto('/admin/users?sort=last_login_at&order=desc');
  const year = String(new Date().getFullYear()).slice(2);
  await expect(page.getByRole('cell', { name: new RegExp(`\\d{2}/\\d{2}/${year}`) }).first()).toBeVisible();
});
