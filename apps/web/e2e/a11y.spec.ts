import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { it, loginAndWait } from './helpers';

// Eight axe scans per test on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function scan(page: Page, name: string) {
  // Let the screen's requests settle, but never wait the whole test away on a busy machine:
  // each caller has already waited for the screen's heading.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  // The e-mail preview is a script-less sandboxed iframe: axe cannot run inside it and would wait
  // for it; its content is the message itself, not a screen of ours.
  const result = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function fresh(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'it-IT', serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

for (const viewport of VIEWPORTS) {
  test(`screens before sign-in have no serious accessibility problem at ${viewport.width}px`, async ({ browser }) => {
    const { context, page } = await fresh(browser, viewport);
    for (const [path, heading] of [
      ['/login', it.auth.page.loginTitle],
      ['/register', it.registrations.form.title],
      ['/forgot-password', it.auth.page.forgotTitle],
      ['/reset-password?token=invalid', it.auth.page.resetTitle],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await scan(page, path);
    }
    await page.goto('/register');
    await page.getByRole('button', { name: it.registrations.form.submit }).click();
    await scan(page, '/register with errors');
    await context.close();
  });

  test(`signed-in screens have no serious accessibility problem at ${viewport.width}px`, async ({ browser }) => {
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    for (const [path, heading] of [
      ['/admin/users', it.users.page.title],
      ['/admin/registrations?status=all', it.registrations.page.title],
      ['/admin/outbox', it.outbox.page.title],
      ['/account', it.account.page.title],
      ['/account/password', it.auth.page.changeTitle],
      ['/nowhere', it.errors.routeNotFound],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await scan(page, path);
    }
    await page.goto('/admin/outbox');
    const open = page.getByRole('button', { name: /Apri l'e-mail/ }).first();
    if ((await open.count()) > 0) {
      await open.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, 'outbox detail');
    }
    await page.goto('/admin/users');
    await page.getByRole('button', { name: /Disattiva agent2/ }).click();
    await expect(page.getByRole('dialog', { name: it.users.page.disableTitle })).toBeVisible();
    await scan(page, 'disable dialog');
    await context.close();
  });
}
