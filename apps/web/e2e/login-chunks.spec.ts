import { expect, test } from '@playwright/test';
import { loginChunks, readManifest, SERVED_DIST } from '../scripts/login-chunks';
import { it, scriptsStartedBefore } from './helpers';

/*
 * The login size budget (npm run bench) sums the files scripts/login-chunks.ts reads from the
 * build manifest. Here Chromium says which scripts it really starts loading before the form is
 * shown: they must be exactly those, or the budget measures the wrong thing.
 */
test('the login screen loads exactly the scripts its size budget counts before the form shows', async ({ page }) => {
  const manifest = readManifest(SERVED_DIST);
  const counted = [...loginChunks(manifest)].map((key) => `/${manifest[key]?.file}`).sort();

  // What starts loading before the sign-in button enters the page.
  const requested = await scriptsStartedBefore(page, 'button[type="submit"]', async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: it.auth.page.signIn })).toBeVisible();
  });
  const entry = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="module"][src]')].map(
      (s) => new URL((s as HTMLScriptElement).src).pathname,
    ),
  );
  // The entry script itself is a navigation-time resource too.
  expect([...new Set([...requested, ...entry])].sort()).toEqual(counted);
});
