import { expect, test } from '@playwright/test';
import { it, loginAndWait, textContrast } from './helpers';

/*
 * Mantine's light variant with a shade ("orange.9") paints a solid background in that shade with
 * its title in the same colour: unreadable. Notices use the portal's tones instead; this reads the
 * colours as a browser paints them.
 */
test('a sheet sent back for revision shows its note legibly', async ({ page }) => {
  await loginAndWait(page, 'admin');
  await page.goto('/registry?status=revision');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  const notice = page.locator('.mantine-Alert-root').filter({ hasText: it.sheets.page.revisionRequested });
  await expect(notice).toBeVisible();
  expect(await textContrast(notice.locator('.mantine-Alert-title'))).toBeGreaterThanOrEqual(4.5);
  expect(await textContrast(notice.locator('.mantine-Alert-message'))).toBeGreaterThanOrEqual(4.5);
});
