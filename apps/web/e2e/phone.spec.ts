import { expect, test } from '@playwright/test';
import { USER_TYPE } from '@portal/contracts/user-types';
import { es, it, loginAndWait, PASSWORD } from './helpers';
import { menuFor } from './menu';

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

// Issue 9 #9: each client was a 265 px card, three per screen, and the first one started at the
// bottom of the first screen, under filters that filled it.
test('on a phone a list starts in the first half of the screen and shows several rows', async ({ page }) => {
  for (const user of ['admin', 'agent']) {
    await loginAndWait(page, user);
    for (const path of ['/clients', '/registry']) {
      await page.goto(path);
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON()));
      const where = `${user} ${path}`;
      expect(boxes[0].top, where).toBeLessThan(844 / 2);
      expect(boxes.filter((box) => box.bottom <= 844).length, where).toBeGreaterThanOrEqual(6);
    }
    await page.evaluate(() => localStorage.clear());
  }
});

test('on a phone the filters fold behind a button that counts those in use', async ({ page }) => {
  await loginAndWait(page, 'admin');
  await page.goto('/clients?status=active');
  // The search stays in sight; the other filters wait behind the button.
  await expect(page.getByRole('textbox', { name: it.clients.page.search })).toBeInViewport();
  const status = page.getByRole('combobox', { name: it.clients.page.statusFilter });
  await expect(status).toBeHidden();
  const filters = page.getByRole('button', { name: it.table.filtersActive.replace('{{count}}', '1') });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(status).toBeVisible();
  await expect(status).toHaveValue(it.clients.status.active);
});

// Issue 11: the category chips of the agent's revenue screen pushed the page to 980 px on a
// 390 px phone in Spanish, so the whole screen scrolled sideways.
test.describe('in Spanish, the longest labels', () => {
  test.use({ locale: 'es-ES' });
  for (const [username, userType] of [
    ['admin', USER_TYPE.admin],
    ['agent', USER_TYPE.agent],
    ['customer', USER_TYPE.customer],
  ] as const) {
    test(`on a phone no screen of ${username}'s menu is wider than the phone`, async ({ page }) => {
      test.slow();
      await page.goto('/login');
      await page.locator('input[name="username"]').fill(username);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: es.auth.page.signIn }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
      const wider: string[] = [];
      for (const { path } of menuFor({ userType })) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wider.push(`${path}: ${width} px`);
      }
      expect(wider).toEqual([]);
    });
  }
});
