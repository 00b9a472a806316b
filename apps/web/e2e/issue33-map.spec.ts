import { expect, type Page, test } from '@playwright/test';
import { fr, it, LAPTOP, PHONE, shot, signedIn } from './helpers';

/**
 * Issue 33 item 7: each client's marker on the map is named after the client and its trend (its
 * accessible name), and shows both in a tooltip on hover and on keyboard focus; offline, so the
 * markers are all there is to read.
 */
async function offline(page: Page) {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "<client>: <trend>, open the card", with the client's name before the trend's words. */
const clientMarker = (texts: typeof it) =>
  new RegExp(
    [texts.clients.map.clientUp, texts.clients.map.clientDown, texts.clients.map.clientNone]
      .map((text) => `^(.+)${escaped(text.replace('{{name}}', ''))}$`)
      .join('|'),
  );

/** Opens clusters until single clients show; answers the first client's marker. */
async function aClient(page: Page, texts: typeof it) {
  const single = page.getByRole('button', { name: clientMarker(texts) });
  for (let i = 0; i < 14 && (await single.count()) === 0; i++) {
    await page.getByRole('button', { name: /^\d+ / }).first().click();
    await page.waitForTimeout(450);
  }
  return single.first();
}

for (const [language, texts, viewport, device] of [
  ['it', it, LAPTOP, 'laptop'],
  ['fr', fr, PHONE, 'phone'],
  ['it', it, PHONE, 'phone'],
  ['fr', fr, LAPTOP, 'laptop'],
] as const) {
  test(`a client's marker says whose it is and its trend, on hover and focus (${language}, ${device})`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, 'agent', viewport, language === 'fr' ? 'fr-FR' : 'it-IT');
    await offline(page);
    await page.goto('/clients?view=map');
    await expect(page.locator('.client-map-marker').first()).toBeVisible();
    const marker = await aClient(page, texts);
    await expect(marker).toBeVisible();
    const label = (await marker.getAttribute('aria-label')) ?? (await marker.innerText());
    const accessible = await marker.evaluate((el) => el.textContent ?? '');
    const name = clientMarker(texts)
      .exec(accessible.trim() || label)
      ?.slice(1)
      .find(Boolean);
    expect(name, accessible).toBeTruthy();

    // Every single marker has a name of its own: no two read the same.
    const names = await page
      .getByRole('button', { name: clientMarker(texts) })
      .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    expect(new Set(names).size).toBe(names.length);

    // Hover: the tooltip names the client and its trend.
    const tooltip = page.locator('.leaflet-tooltip.client-map-tooltip');
    if (device === 'laptop') {
      await marker.hover();
      await expect(tooltip).toContainText(name as string);
      await shot(page, `issue33-map-hover-${language}-${device}`);
      await page.mouse.move(2, 2);
      await expect(tooltip).toHaveCount(0);
    }
    // Focus from the keyboard: the same tooltip.
    await marker.focus();
    await expect(tooltip).toContainText(name as string);
    await expect(tooltip).toContainText(
      new RegExp([texts.clients.map.up, texts.clients.map.down, texts.clients.map.none].map(escaped).join('|')),
    );
    await shot(page, `issue33-map-focus-${language}-${device}`);
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.context().close();
  });
}
