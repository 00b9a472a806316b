import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the screen is still: its requests settled (bounded, so a busy machine never waits
 * the whole test away) and no CSS transition or animation running. A drawer or dialog scanned
 * while it fades in has half-transparent text, which axe reports as low contrast.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
}

/** No serious or critical axe violation on what the page shows once it is still. */
export async function expectNoSeriousAxe(page: Page, label: string, exclude: string[] = []) {
  await settle(page);
  // Details of the violations only: axe then skips describing every passing node, which is most of
  // the scan's time on a long list (the passes would be thrown away here anyway). Run in the page
  // itself (legacy mode): the default runs per frame, then opens a blank page, loads axe again and
  // hands it every result to merge, a second or more per scan; our pages have no cross-origin frame.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
