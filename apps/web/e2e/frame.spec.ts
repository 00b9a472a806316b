import { expect, type Page, test } from '@playwright/test';
import { fr, it, loginAndWait, toast } from './helpers';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A failing list call: the portal says so in a toast. */
async function raiseToast(page: Page) {
  await page.route(/\/v1\.0\/admin\/users\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, args: { error: { message: 'Errore di prova', key: 'errors.internal' } } }),
    }),
  );
  await page.goto('/admin/users');
  await expect(toast(page).first()).toBeVisible();
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Issue 9 #11: toasts covered the user menu on a laptop and the whole header on a phone.
for (const viewport of [LAPTOP, PHONE]) {
  test(`a toast never covers the header at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAndWait(page, 'admin');
    await raiseToast(page);
    const header = await page.locator('header').boundingBox();
    const menu = await page.getByTestId('user-menu').boundingBox();
    if (!header || !menu) throw new Error('no header');
    for (const box of await toast(page).evaluateAll((all) => all.map((t) => t.getBoundingClientRect().toJSON()))) {
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(overlaps(box, menu)).toBe(false);
    }
    // The user menu can be opened while the toast is there.
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: it.auth.page.signOut })).toBeVisible();
  });
}

// The header held two searches and two language menus, one of each hidden by CSS: now one of each
// is mounted, the box or its button as the width allows; so is the login screen's language select.
for (const viewport of [LAPTOP, { width: 900, height: 800 }, PHONE]) {
  test(`one search, one language control, one menu toggle and one logo in the page at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: it.auth.page.signIn })).toBeVisible();
    await expect(page.getByRole('combobox', { name: it.language.label, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: it.language.label })).toBeVisible();

    await loginAndWait(page, 'agent');
    const header = page.locator('header');
    const box = header.getByRole('searchbox', { name: it.search.page.label, includeHidden: true });
    const button = header.getByRole('button', { name: it.search.page.label, includeHidden: true });
    const language = header.getByRole('button', { name: new RegExp(it.language.label), includeHidden: true });
    await expect(language).toHaveCount(1);
    await expect(language).toBeVisible();
    // One menu toggle (the phone's burger or the laptop's put-away button) and one logo, too.
    const toggles = header.getByRole('button', {
      name: new RegExp(`^(${[it.nav.open, it.nav.close, it.nav.show, it.nav.hide].join('|')})$`),
      includeHidden: true,
    });
    await expect(toggles).toHaveCount(1);
    await expect(toggles).toBeVisible();
    const logo = header.getByRole('link').filter({ has: page.locator('img') });
    await expect(logo).toHaveCount(1);
    await expect(logo.locator('img')).toHaveCount(1);
    await expect(logo.locator('img')).toBeVisible();
    if (viewport.width >= LAPTOP.width) {
      await expect(box).toHaveCount(1);
      await expect(box).toBeVisible();
      await expect(button).toHaveCount(0);
    } else {
      await expect(button).toHaveCount(1);
      await expect(button).toBeVisible();
      await expect(box).toHaveCount(0);
    }
  });
}

// Accessibility: there was no way past the header and the menu for the keyboard.
test('the first Tab reaches a visible "skip to the content" link, which moves the focus to the screen', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await loginAndWait(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: it.users.page.title, level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: it.nav.skip });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the screen, not in the header or the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  await expect(skip).not.toBeInViewport();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the skip link speaks the language of the interface', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('agent');
    await page.locator('input[name="password"]').fill('Portal-2026!');
    await page.getByRole('button', { name: fr.auth.page.signIn }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: fr.clients.page.title, level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: fr.nav.skip })).toBeFocused();
    // Back to Italian for the tests that follow.
    await page.getByRole('button', { name: fr.language.label, exact: false }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

// Accessibility: a focused text field only changed its 1 px border colour.
test('a focused text field has a clear ring', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await loginAndWait(page, 'admin');
  await page.goto('/admin/users');
  const search = page.getByRole('textbox', { name: it.users.page.search });
  await search.focus();
  const ring = await search.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});
