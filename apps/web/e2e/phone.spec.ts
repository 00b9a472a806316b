import { expect, test } from '@playwright/test';
import { it, loginAndWait } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

// Issue 9: on a phone the search dialog focused its close button, so typing went nowhere, and
// Escape did not close the menu.
test('on a phone, the search dialog takes the typing at once', async ({ page }) => {
  await loginAndWait(page, 'agent');
  await page.getByRole('button', { name: it.search.page.label }).click();
  const dialog = page.getByRole('dialog', { name: it.search.page.label });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Brambilla');
  await expect(dialog.getByRole('searchbox', { name: it.search.page.label })).toHaveValue('Brambilla');
  await expect(page.getByRole('option', { name: /Arredamenti Brambilla/ })).toBeVisible();
});

test('on a phone, Escape closes the menu', async ({ page }) => {
  await loginAndWait(page, 'agent');
  const burger = page.getByRole('button', { name: it.nav.open });
  await burger.click();
  const menu = page.getByRole('navigation', { name: it.nav.label });
  await expect(menu.getByRole('link', { name: it.agencies.page.myTitle })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: it.nav.open })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: it.agencies.page.myTitle })).not.toBeInViewport();
});
