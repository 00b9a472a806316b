import { expect, test } from '@playwright/test';
import { it, login, loginAndWait } from './helpers';

test('a script chunk that fails to load shows "Loading chunk failed" with a reload', async ({ page }) => {
  await page.route(/\/assets\/account-[\w-]+\.js$/, (route) => route.abort());
  await loginAndWait(page, 'agent');
  await page.goto('/account');
  // Said once, in place of the page.
  await expect(page.getByText(it.notices.chunkFailed)).toBeVisible();
  const reload = page.getByRole('button', { name: it.common.reload });
  await expect(reload).toBeVisible();
  await page.unroute(/\/assets\/account-[\w-]+\.js$/);
  await reload.click();
  await expect(page.getByRole('heading', { name: it.account.page.title })).toBeVisible();
});

test('a page that fails to render shows the page loading error and keeps the menu', async ({ page }) => {
  // The account screen's chunk loads but its component throws.
  await page.route(/\/assets\/account-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function Component() { throw new Error("broken screen"); }',
    }),
  );
  await loginAndWait(page, 'agent');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: it.notices.pageLoadError })).toBeVisible();
  await expect(page.getByRole('navigation', { name: it.nav.label })).toBeVisible();
  await expect(page.getByText(it.notices.chunkFailed)).toHaveCount(0);
  await page.unroute(/\/assets\/account-[\w-]+\.js$/);
  // Another address tries again.
  await page.getByRole('link', { name: it.common.home }).click();
  await expect(page.getByRole('heading', { name: it.notices.pageLoadError })).toHaveCount(0);
});

test('a browser missing a modern feature is told to update', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error simulating an old browser
    delete window.structuredClone;
  });
  await page.goto('/login');
  await expect(page.getByText(it.notices.browserUnsupported)).toBeVisible();
});

test('an unknown address says so', async ({ page }) => {
  await page.goto('/does-not-exist');
  await expect(page.getByText(it.errors.routeNotFound)).toBeVisible();
});

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('has a manifest with icons and a service worker', async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(`/${href?.replace(/^\//, '')}`)).json();
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toBeTruthy();
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    for (const icon of manifest.icons)
      expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });
});

test('a menu entry chosen while the first screen still loads is where the user stays', async ({ page }) => {
  // The home route (it sends each role to its first screen) arrives after the click, and before
  // the chosen screen does.
  const hold = () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { held, release };
  };
  const home = hold();
  const account = hold();
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    await home.held;
    await route.continue();
  });
  await page.route(/\/assets\/account-[\w-]+\.js$/, async (route) => {
    await account.held;
    await route.continue();
  });
  await login(page, 'agent');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: it.nav.label }).getByRole('link', { name: it.account.page.title }).click();
  await expect(page).toHaveURL(/\/account$/);
  home.release();
  await page.waitForResponse(/\/assets\/home-[\w-]+\.js$/);
  await page.waitForTimeout(300);
  account.release();
  await expect(page.getByRole('heading', { name: it.account.page.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});
